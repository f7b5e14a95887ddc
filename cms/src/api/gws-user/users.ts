/** App users (users-permissions users with first_name, last_name, phone, admin): their public view and the admin list's filter. */
import type { Entry, WithRelations } from '../../lib/entries';
import { subscriptionView, type SubscriptionRecord } from '../subscription/entitlement';

/** The users-permissions plugin's user: the app's accounts. */
export const USER = 'plugin::users-permissions.user' as const;

export type AppUser = WithRelations<
  Entry<typeof USER, 'email' | 'first_name' | 'last_name' | 'phone' | 'admin' | 'blocked' | 'password' | 'createdAt'>,
  { subscription?: SubscriptionRecord | null }
>;

export const PUBLIC_USER_FIELDS = ['id', 'first_name', 'last_name', 'email', 'phone', 'admin', 'createdAt'] as const;

export function publicUser(u: AppUser, withSubscription = false) {
  const out: Record<string, unknown> = {};
  for (const f of PUBLIC_USER_FIELDS) out[f] = u[f] ?? null;
  // Whether two-factor sign-in is on (My Account shows it), where the row was read whole; never its secret.
  if ('mfaEnabledAt' in u) out.mfaEnabled = Boolean((u as { mfaEnabledAt?: unknown }).mfaEnabledAt);
  if (withSubscription) out.subscription = subscriptionView(u.subscription, u.id);
  return out;
}

/** The admin users list's filter: the Paid/Free tab and a search over name, email and phone. */
export interface UserListWhere {
  paid?: boolean;
  search?: string;
}

/** Every search word (at most 8) must appear, case-insensitively, in one of the user's name, email or phone. */
export function userListConditions(where: UserListWhere): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (where.paid !== undefined) and.push({ subscription: { id: where.paid ? { $notNull: true } : { $null: true } } });
  for (const word of (where.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    and.push({ $or: ['first_name', 'last_name', 'email', 'phone'].map((f) => ({ [f]: { $containsi: word } })) });
  }
  return and.length ? { $and: and } : {};
}
