/** Subscriptions: a user's one subscription, set by an administrator or a verified payment, and what it entitles them to. */
import { factories } from '@strapi/strapi';
import { DEFAULT_BENCHMARK } from 'contracts';
import type { Core } from '@strapi/strapi';
import { entitledStockWindow, planView, subscriptionView, type PlanRecord, type SubscriptionRecord } from '../entitlement';
import { stocks } from '../../stock/services/stock';
import { instalmentView, type InstalmentPlan } from '../instalments';
import type { WithRelations } from '../../../lib/entries';
import { serviceOf } from '../../../lib/services';

const UID = 'api::subscription.subscription';
const PLAN = 'api::plan.plan';

const subscriptionService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A published plan by its id (documentId), or null. */
  async planById(id: unknown): Promise<PlanRecord | null> {
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    return (await strapi.documents(PLAN).findOne({ documentId: String(id), status: 'published' })) as PlanRecord | null;
  },

  /**
   * Creates or replaces the user's one subscription, in one transaction. `paidThrough`: the end of
   * what the paid instalments cover (a payment); null when an administrator sets the whole plan.
   */
  async replaceOrCreate(userId: number, planDocumentId: string, date: string, paidThrough: string | null = null) {
    return strapi.db.transaction(async () => {
      const existing: SubscriptionRecord | null = await strapi.db.query(UID).findOne({ where: { user: { id: userId } } });
      const plan: PlanRecord = await strapi.db
        .query(PLAN)
        .findOne({ where: { documentId: planDocumentId, publishedAt: { $notNull: true } } });
      const data = { date, paidThrough, cancelledAt: null, plan: plan.id, user: userId };
      const saved: SubscriptionRecord = existing
        ? await strapi.db.query(UID).update({ where: { id: existing.id }, data, populate: { plan: true } })
        : await strapi.db.query(UID).create({ data, populate: { plan: true } });
      return subscriptionView(saved, userId);
    });
  },

  /**
   * getuserstock: the stocks the user's subscription opens today (see entitlement.ts), with the
   * plan; `noActiveSubscription` when there is none or it does not run today.
   */
  async entitlement(userId: number, day?: string) {
    // The plan populated whole: what the entitlement reads and its price fields (the instalments).
    const sub: WithRelations<SubscriptionRecord, { plan?: (PlanRecord & InstalmentPlan) | null }> | null = await strapi.db
      .query(UID)
      .findOne({ where: { user: { id: userId } }, populate: { plan: true } });
    const window = entitledStockWindow(sub, day);
    // A cancelled subscription is over: My Account shows no plan and no instalment, as for someone who never had one.
    const running = sub?.cancelledAt ? null : sub;
    const instalments = instalmentView(running, day);
    if (!window) return { noActiveSubscription: true, stocks: [], plan: planView(running?.plan), ...instalments };
    return { noActiveSubscription: false, stocks: await stocks(strapi).inWindow(window), plan: planView(sub?.plan), ...instalments };
  },

  /**
   * The calls the user's subscription opens today (the same rule as getuserstock's) and the
   * benchmark of its plan: the track record's view of an entitlement. No calls without one.
   */
  async entitledCalls(userId: number, day?: string): Promise<{ stockIds: number[]; benchmark: string }> {
    const sub: WithRelations<SubscriptionRecord, { plan?: (PlanRecord & { benchmark?: string | null }) | null }> | null = await strapi.db
      .query(UID)
      .findOne({ where: { user: { id: userId } }, populate: { plan: true } });
    const window = entitledStockWindow(sub, day);
    const benchmark = (!sub?.cancelledAt && sub?.plan?.benchmark) || DEFAULT_BENCHMARK;
    return { stockIds: window ? await stocks(strapi).idsInWindow(window) : [], benchmark };
  },
});

export default factories.createCoreService(UID, subscriptionService);

export const subscriptions = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof subscriptionService>>(strapi, UID);
