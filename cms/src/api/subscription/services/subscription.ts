import { factories } from '@strapi/strapi';

const UID = 'api::subscription.subscription';
const PLAN = 'api::plan.plan';

/** The spec's subscription shape: {id, type: plan id, date: 'YYYY-MM-DD', gWSUserId}. */
export function subscriptionView(sub: any, userId?: number) {
  if (!sub) return null;
  return { id: sub.id, type: sub.plan?.documentId ?? null, date: String(sub.date).slice(0, 10), gWSUserId: userId ?? sub.user?.id ?? null };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** A published plan by its id (documentId), or null. */
  async planById(id: unknown) {
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    return strapi.documents(PLAN).findOne({ documentId: String(id), status: 'published' });
  },

  /** Creates or replaces the user's one subscription, in one transaction. */
  async replaceOrCreate(userId: number, planDocumentId: string, date: string) {
    return strapi.db.transaction(async () => {
      const existing = await strapi.db.query(UID).findOne({ where: { user: { id: userId } } });
      const plan = await strapi.db.query(PLAN).findOne({ where: { documentId: planDocumentId, publishedAt: { $notNull: true } } });
      const data = { date, plan: plan.id, user: userId };
      const saved = existing
        ? await strapi.db.query(UID).update({ where: { id: existing.id }, data, populate: { plan: true } })
        : await strapi.db.query(UID).create({ data, populate: { plan: true } });
      return subscriptionView(saved, userId);
    });
  },
}));
