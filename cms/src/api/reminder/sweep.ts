/**
 * Finds the renewal reminders due today in the firm's calendar and queues each once: a row in
 * `reminders` (unique per subscription, milestone and due day) and its mail in the durable outbox,
 * in one transaction. Several instances sweep on the same database: the unique index decides, the
 * loser queues nothing.
 */
import type { Core } from '@strapi/strapi';
import { todayInFirm } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db';
import type { LeadEvent } from '../lead-outbox/delivery';
import { leadOutbox } from '../lead-outbox/services/lead-outbox';
import { leadOutboxWorker } from '../lead-outbox/worker';
import { recipientsWhoWant } from '../mail-preference/policy';
import { reminderDue, type DueReminder, type RemindedSubscription } from './milestones';

export const REMINDER = 'api::reminder.reminder';
const SUBSCRIPTION = 'api::subscription.subscription';

type SweptSubscription = RemindedSubscription & { id: number; user?: { id: number; email: string } | null };

/** Queues one reminder; false when it was queued before (by this instance or another). */
async function queueOnce(strapi: Core.Strapi, sub: SweptSubscription & { user: { id: number } }, due: DueReminder, now: Date) {
  const key = { subscriptionId: sub.id, milestone: due.milestone, dueDay: due.dueDay };
  if (await strapi.db.query(REMINDER).findOne({ where: key, select: ['id'] })) return false;
  try {
    await strapi.db.transaction(async () => {
      const row: { id: number } = await strapi.db
        .query(REMINDER)
        .create({ data: { ...key, userId: sub.user.id, amount: due.amount ?? null } });
      const event: LeadEvent = {
        id: `reminder-${row.id}`,
        type: 'reminder.due',
        occurredAt: now.toISOString(),
        kind: 'reminder',
        collection: REMINDER,
        lead: { id: row.id },
      };
      await leadOutbox(strapi).enqueue(event, ['reminder-mail'], { uid: REMINDER, id: row.id }, now);
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** One sweep at `now`: answers how many reminders it queued. */
export async function sweepReminders(strapi: Core.Strapi, now: Date = new Date()): Promise<number> {
  const today = todayInFirm(now);
  const subs: SweptSubscription[] = await strapi.db.query(SUBSCRIPTION).findMany({
    where: { cancelledAt: null },
    populate: { plan: true, user: { select: ['id', 'email'] } },
  });
  let queued = 0;
  for (const sub of subs) {
    const due = reminderDue(sub, today);
    const user = sub.user;
    if (!due || !user?.email) continue;
    const [wanted] = await recipientsWhoWant(strapi, [{ userId: user.id, email: user.email }], 'reminders');
    if (wanted && (await queueOnce(strapi, { ...sub, user }, due, now))) queued++;
  }
  if (queued) leadOutboxWorker(strapi)?.nudge();
  return queued;
}
