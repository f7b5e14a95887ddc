/** The /welcome questionnaire's answers: kept in the firm's own CMS. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { QUESTIONNAIRE_KEYS, type LeadContext, type QuestionnaireAnswer } from 'contracts';
import { errors } from '../../../lib/http';
import { recordLead } from '../../../lib/lead-collections';
import { leadForms } from '../../lead-form/services/lead-form';
import { QUESTIONNAIRE_ANSWER } from '../collection';
import { serviceOf } from '../../../lib/services';

/** The first answer that is not a value of its question's options as editors keep them, as a 400. */
async function refuseUnknownAnswers(strapi: Core.Strapi, answer: QuestionnaireAnswer): Promise<void> {
  const options = await leadForms(strapi).questionnaireOptions();
  for (const key of QUESTIONNAIRE_KEYS) {
    const values = options[key] ?? [];
    if (values.includes(answer[key])) continue;
    const message = `${key} must be one of the questionnaire's options: ${values.join(' | ')}.`;
    throw new errors.ValidationError(message, { errors: [{ path: ['answer', key], message, name: 'ValidationError' }] });
  }
}

const answerService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Stores the answers with where they came from. The same visitor again within the firm's day
   * (their phone, or in the newsletter flavour their email) updates that day's answers.
   */
  async record(answer: QuestionnaireAnswer, context: LeadContext = {}): Promise<{ id: number; repeat: boolean }> {
    await refuseUnknownAnswers(strapi, answer);
    const match = answer.newsletter ? { email: answer.email, newsletter: true } : { phone: answer.phone, newsletter: false };
    const given = Object.fromEntries(Object.entries(answer).filter(([, v]) => v !== undefined));
    return recordLead(strapi, QUESTIONNAIRE_ANSWER, match, given, context);
  },
});

export default factories.createCoreService(QUESTIONNAIRE_ANSWER, answerService);

export const questionnaireAnswers = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof answerService>>(strapi, QUESTIONNAIRE_ANSWER);
