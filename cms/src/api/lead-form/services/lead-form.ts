import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { LEAD_FORM_UID } from '../validation';
import { serviceOf } from '../../../lib/services';

interface PublishedQuestion {
  key: string;
  options?: { value: string }[] | null;
}

const leadFormService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The questionnaire's option values by question key (budget, investment, strategy), as published:
   * what the site shows, so the answers it sends are among them. No published Lead forms: none.
   */
  async questionnaireOptions(): Promise<Record<string, string[]>> {
    const forms = await strapi
      .documents(LEAD_FORM_UID)
      .findFirst({ status: 'published', populate: { questions: { populate: ['options'] } } } as never);
    const questions = ((forms as { questions?: PublishedQuestion[] } | null)?.questions ?? []) as PublishedQuestion[];
    return Object.fromEntries(questions.map((q) => [q.key, (q.options ?? []).map((o) => o.value)]));
  },
});

export default factories.createCoreService(LEAD_FORM_UID, leadFormService);

export const leadForms = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof leadFormService>>(strapi, LEAD_FORM_UID);
