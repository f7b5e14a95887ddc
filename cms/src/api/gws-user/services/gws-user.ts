/**
 * App users (users-permissions users with first_name, last_name, phone, admin) and their
 * entitlement: which recommended stocks a subscriber may see.
 */
import type { Core } from '@strapi/strapi';
import { subscriptionView } from '../../subscription/services/subscription';
import { firmDayStart, runsOn } from '../../../lib/dates';

const USER = 'plugin::users-permissions.user';
const STOCK = 'api::stock.stock';
export const PUBLIC_USER_FIELDS = ['id', 'first_name', 'last_name', 'email', 'phone', 'admin', 'createdAt'];

export function publicUser(u: any, withSubscription = false) {
  const out: Record<string, unknown> = {};
  for (const f of PUBLIC_USER_FIELDS) out[f] = u[f] ?? null;
  if (withSubscription) out.subscription = subscriptionView(u.subscription, u.id);
  return out;
}

export function stockView(s: any) {
  return {
    id: s.id, name: s.name, description: s.description, code: s.code, bseCode: s.bseCode ?? null, nseCode: s.nseCode ?? null,
    reportLink: s.reportLink ?? null, exchange: s.exchange ?? null, quantity: s.quantity ?? null, percentage: s.percentage ?? null,
    target: s.target ?? null, buy_date: s.buy_date ?? null, sell_date: s.sell_date ?? null, createdAt: s.createdAt,
  };
}

export function updateView(u: any, stockId?: number) {
  return { id: u.id, type: u.type, description: u.description ?? '', report_link: u.report_link ?? null, stockId: stockId ?? u.stock?.id ?? null, createdAt: u.createdAt };
}

/** The admin users list's filter: the Paid/Free tab and a search over name, email and phone. */
export interface UserListWhere { paid?: boolean; search?: string }

/** Every search word must appear (case-insensitively) in one of the user's name, email or phone. */
function userListConditions(where: UserListWhere): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (where.paid !== undefined) and.push({ subscription: { id: where.paid ? { $notNull: true } : { $null: true } } });
  for (const word of (where.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    and.push({ $or: ['first_name', 'last_name', 'email', 'phone'].map((f) => ({ [f]: { $containsi: word } })) });
  }
  return and.length ? { $and: and } : {};
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async findByEmail(email: string) {
    return strapi.db.query(USER).findOne({ where: { email: email.toLowerCase() } });
  },

  /** One page of the admin users list, oldest account first. */
  async list(where: UserListWhere, page: { skip: number; limit?: number }, withSubscription: boolean) {
    return strapi.db.query(USER).findMany({
      where: userListConditions(where),
      select: PUBLIC_USER_FIELDS,
      orderBy: { id: 'asc' },
      offset: page.skip,
      ...(page.limit ? { limit: page.limit } : {}),
      populate: withSubscription ? { subscription: { select: ['id', 'date'], populate: { plan: { select: ['documentId'] } } } } : {},
    });
  },

  async count(where: UserListWhere): Promise<number> {
    return strapi.db.query(USER).count({ where: userListConditions(where) });
  },

  async findById(id: number, withSubscription = false) {
    return strapi.db.query(USER).findOne({ where: { id }, populate: withSubscription ? { subscription: { populate: { plan: true } } } : {} });
  },

  /** Creates an app user; admin is always 0 here (administrators are made in the CMS or by seed). */
  async create(input: { first_name: string; last_name: string; email: string; phone: string; password: string }) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    return strapi.plugin('users-permissions').service('user').add({
      ...input, email: input.email.toLowerCase(), username: input.email.toLowerCase(), provider: 'local', confirmed: true, blocked: false, role: role?.id, admin: 0,
    });
  },

  /**
   * getuserstock: a subscriber's stocks are those created on or after the subscription date,
   * oldest first, at most the plan's number of stocks, while the subscription runs.
   */
  async entitlement(userId: number) {
    const user = await this.findById(userId, true);
    const sub = user?.subscription;
    const plan = sub?.plan;
    const planView = plan ? { id: plan.documentId, name: plan.name, stocks: plan.stocks, months: plan.months } : null;
    const active = Boolean(sub && plan && runsOn(sub.date, plan.months));
    if (!active) return { noActiveSubscription: true, stocks: [], plan: planView };
    const stocks = await strapi.db.query(STOCK).findMany({
      where: { createdAt: { $gte: firmDayStart(sub.date) } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      limit: plan.stocks,
      populate: { updates: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
    });
    return {
      noActiveSubscription: false,
      stocks: stocks.map((s: any) => ({ ...stockView(s), update: (s.updates ?? []).map((u: any) => updateView(u, s.id)) })),
      plan: planView,
    };
  },
});
