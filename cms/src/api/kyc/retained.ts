/**
 * KYC records kept by law, whatever the path: each record's retention (retention.ts) worked out
 * from the user's subscription and paid orders. The person erasure (lib/lead-erasure.ts) erases a
 * record past it and says until when one is kept; deleting a user account (the panel, the
 * users-permissions API, any query) while their record is kept is refused with that reason (409),
 * and past it takes the record along; and no path deletes a kept record itself. The database
 * layer's hooks hold it, as for published research (amendment/frozen.ts).
 */
import type { Core } from '@strapi/strapi';
import { kycRetainedMessage } from 'contracts';
import { httpError } from '../../lib/http';
import { todayInFirm } from '../../lib/dates';
import type { Lifecycle } from '../../lib/lifecycle';
import { kycMustKeep, kycRetainedUntil, relationshipEnded, type RelationshipFacts } from './retention';
import { KYC_RECORD } from './services/kyc';
import { USER } from '../gws-user/users';

/** A record kept on `today`: whose, and its first day free to erase. */
export interface KeptKyc {
  userId: number;
  until: string;
}

export const kycRetainedRefusal = (until: string) => httpError(409, 'ConflictError', kycRetainedMessage(until));

export function kycRetention(strapi: Core.Strapi) {
  /** The first day the user's KYC record may be erased, or null when they have none. */
  async function untilOf(userId: number): Promise<string | null> {
    const record: { submittedAt: string } | null = await strapi.db
      .query(KYC_RECORD)
      .findOne({ where: { userId }, select: ['submittedAt'] });
    if (!record) return null;
    const subscription: (NonNullable<RelationshipFacts['subscription']> & { plan?: { months?: number } | null }) | null = await strapi.db
      .query('api::subscription.subscription')
      .findOne({
        where: { user: { id: userId } },
        select: ['date', 'paidThrough', 'cancelledAt'],
        populate: { plan: { select: ['months'] } },
      });
    const orders: RelationshipFacts['orders'] = await strapi.db
      .query('api::order.order')
      .findMany({ where: { user: { id: userId }, paidAt: { $notNull: true } }, select: ['periodEnd', 'refundedAt'] });
    const facts: RelationshipFacts = {
      kycSubmittedAt: record.submittedAt,
      subscription: subscription && { ...subscription, months: subscription.plan?.months ?? null },
      orders,
    };
    return kycRetainedUntil(relationshipEnded(facts));
  }

  /** The records of these users still kept on `today`. */
  async function kept(userIds: number[], today = todayInFirm()): Promise<KeptKyc[]> {
    const out: KeptKyc[] = [];
    for (const userId of userIds) {
      const until = await untilOf(userId);
      if (until && kycMustKeep(until, today)) out.push({ userId, until });
    }
    return out;
  }

  /** Erases the records of these users that are past their retention; answers how many, and those kept. */
  async function eraseOf(userIds: number[]): Promise<{ erased: number; kept: KeptKyc[] }> {
    const keep = await kept(userIds);
    const free = userIds.filter((id) => !keep.some((k) => k.userId === id));
    const { count } = free.length ? await strapi.db.query(KYC_RECORD).deleteMany({ where: { userId: { $in: free } } }) : { count: 0 };
    return { erased: count, kept: keep };
  }

  return { untilOf, kept, eraseOf };
}

interface DbEvent {
  params: { where?: unknown };
  /** Shared by a subscriber's before and after hooks of one query (Strapi's lifecycles). */
  state: Record<string, unknown>;
}

export function guardKycRetention(strapi: Core.Strapi): void {
  const retention = kycRetention(strapi);
  const idsOf = async (uid: typeof USER | typeof KYC_RECORD, event: DbEvent, field: 'id' | 'userId') =>
    ((await strapi.db.query(uid).findMany({ where: event.params.where ?? {}, select: [field] })) as Record<string, number>[]).map(
      (r) => r[field],
    );

  async function refuseKept(userIds: number[]) {
    const [first] = await retention.kept(userIds);
    if (first) throw kycRetainedRefusal(first.until);
  }

  // An account goes only once its KYC record may: then the record goes with it, after the
  // account (a failed delete of the account, outside a transaction, must not cost its record).
  async function beforeUserDelete(event: DbEvent) {
    const userIds = await idsOf(USER, event, 'id');
    if (!userIds.length) return;
    await refuseKept(userIds);
    event.state.kycOf = userIds;
  }

  async function afterUserDelete(event: DbEvent) {
    const userIds = event.state.kycOf as number[] | undefined;
    if (userIds?.length) await strapi.db.query(KYC_RECORD).deleteMany({ where: { userId: { $in: userIds } } });
  }

  async function beforeRecordDelete(event: DbEvent) {
    await refuseKept(await idsOf(KYC_RECORD, event, 'userId'));
  }

  strapi.db.lifecycles.subscribe({
    models: [USER],
    beforeDelete: beforeUserDelete,
    beforeDeleteMany: beforeUserDelete,
    afterDelete: afterUserDelete,
    afterDeleteMany: afterUserDelete,
  });
  strapi.db.lifecycles.subscribe({ models: [KYC_RECORD], beforeDelete: beforeRecordDelete, beforeDeleteMany: beforeRecordDelete });
}

export const kycRetentionLifecycle: Lifecycle = { bootstrap: guardKycRetention };
