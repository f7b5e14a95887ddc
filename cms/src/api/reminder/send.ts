/**
 * The outbox's delivery of one queued reminder (destination 'reminder-mail'). The subscription is
 * read again as it is now: a reminder whose instalment has been paid, whose plan was cancelled or
 * whose day has passed, or whose subscriber turned reminders off since, is recorded as skipped and
 * not sent.
 */
import type { Core } from '@strapi/strapi';
import { firmDetails, sendMail } from '../../lib/mailer';
import { todayInFirm } from '../../lib/dates';
import type { LeadEvent } from '../lead-outbox/delivery';
import { recipientsWhoWant, unsubscribeLinks } from '../mail-preference/policy';
import { reminderMail } from './mail';
import { subscriptionPeriod } from '../subscription/entitlement';
import { nextInstalment } from '../subscription/instalments';
import type { RemindedSubscription } from './milestones';
import { REMINDER } from './sweep';

interface StoredReminder {
  id: number;
  subscriptionId: number;
  userId: number;
  milestone: string;
  dueDay: string;
  amount: number | null;
}

type CurrentSubscription = RemindedSubscription & {
  plan?: (RemindedSubscription['plan'] & { name?: string }) | null;
  user?: { id: number; email: string; first_name?: string | null; last_name?: string | null } | null;
};

/** Why the reminder should no longer go out, or null when it should. */
function staleBecause(reminder: StoredReminder, sub: CurrentSubscription | null, today: string): string | null {
  if (!sub?.plan || !sub.user) return 'the subscription is gone';
  if (sub.cancelledAt) return 'the subscription was cancelled';
  if (today >= reminder.dueDay) return 'its day has passed';
  const instalment = reminder.milestone.startsWith('instalment');
  const dueNow = instalment ? nextInstalment(sub)?.date : subscriptionPeriod(sub.date, sub.plan.months).end;
  if (dueNow !== reminder.dueDay) return instalment ? 'the instalment has been paid' : 'the plan changed';
  return null;
}

export async function sendReminder(strapi: Core.Strapi, event: LeadEvent, now: Date): Promise<void> {
  const reminder: StoredReminder | null = await strapi.db.query(REMINDER).findOne({ where: { id: event.lead.id } });
  if (!reminder) return;
  const sub: CurrentSubscription | null = await strapi.db.query('api::subscription.subscription').findOne({
    where: { id: reminder.subscriptionId },
    populate: { plan: true, user: { select: ['id', 'email', 'first_name', 'last_name'] } },
  });
  const user = sub?.user;
  let skip = staleBecause(reminder, sub, todayInFirm(now));
  if (!skip && user && !(await recipientsWhoWant(strapi, [{ userId: user.id, email: user.email }], 'reminders')).length) {
    skip = 'the subscriber turned reminders off, or the address is suppressed';
  }
  if (skip || !sub?.plan || !user) {
    await strapi.db.query(REMINDER).update({ where: { id: reminder.id }, data: { skippedAt: now, skipReason: skip } });
    return;
  }
  const firm = await firmDetails(strapi);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  await sendMail(
    strapi,
    reminderMail(firm, {
      reminder: {
        kind: reminder.milestone.startsWith('instalment') ? 'instalment' : 'plan-end',
        dueDay: reminder.dueDay,
        amount: reminder.amount ?? undefined,
      },
      plan: sub.plan.name ?? 'your',
      client: { name, email: user.email },
      siteOrigin: strapi.config.get('site.origin') as string,
      unsubscribe: await unsubscribeLinks(strapi, user.id, 'reminders', firm),
    }),
  );
}
