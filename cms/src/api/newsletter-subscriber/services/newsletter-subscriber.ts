/** Newsletter subscribers (the newsletter landing's form): kept in the firm's own CMS. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import type { LeadContext } from 'contracts';
import { recordLead } from '../../../lib/lead-collections';
import { NEWSLETTER_SUBSCRIBER } from '../collection';
import { serviceOf } from '../../../lib/services';

export interface NewSubscriber {
  email: string;
  name?: string;
}

const subscriberService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Stores a subscriber with where they came from; the same email again within the firm's day
   * updates that day's record (a repeat without a name keeps the name already given).
   */
  async subscribe({ email, name }: NewSubscriber, context: LeadContext = {}): Promise<{ id: number; repeat: boolean }> {
    return recordLead(strapi, NEWSLETTER_SUBSCRIBER, { email }, { email, ...(name ? { name } : {}) }, context);
  },
});

export default factories.createCoreService(NEWSLETTER_SUBSCRIBER, subscriberService);

export const newsletterSubscribers = (strapi: Core.Strapi) =>
  serviceOf<ReturnType<typeof subscriberService>>(strapi, NEWSLETTER_SUBSCRIBER);
