/**
 * The mails of a subscriber's cancellation request: when one is recorded, the firm is told (which
 * account, when, the refund quoted) and the subscriber gets a confirmation (the time recorded, the
 * quote, the notice); when it is withdrawn, both again. They leave through the durable outbox
 * (destinations 'cancellation-firm' and 'cancellation-subscriber'), queued in the request's own
 * transaction (cancellation-request.ts), and are written from the request as stored when sent.
 *
 * They carry the firm's own words and figures only (times, amounts, the account's id and address):
 * nothing a subscriber typed.
 */
import type { Core } from '@strapi/strapi';
import { APP_ROUTES, CANCELLATION_NOTICE_DAYS, formatPaise, longDay } from 'contracts';
import { firmDetails, headerText, layoutMail, sendMail, type Firm, type Mail } from '../../lib/mailer';
import { firmTime } from '../../lib/dates';
import type { LeadEvent } from '../lead-outbox/delivery';
import { leadOutbox } from '../lead-outbox/services/lead-outbox';
import { requestView, type StoredRequest as StoredView } from './cancellation-request-view';

export const CANCELLATION_REQUEST = 'api::order.cancellation-request';

export type CancellationMailKind = 'requested' | 'withdrawn';

/** What both mails say, read from the stored request. */
export interface CancellationMailFacts {
  kind: CancellationMailKind;
  requestedAt: Date;
  /** When it was withdrawn (the withdrawal's mails). */
  closedAt: Date | null;
  /** Paise. */
  quotedRefund: number;
  /** 'YYYY-MM-DD': the day the terms' notice runs out. */
  noticeEndsOn: string;
  client: { id: number; email: string };
}

const sender = (firm: Firm) => `"${headerText(firm.firmName)}" <${firm.supportEmail}>`;

/** The subscriber's confirmation of what was recorded. */
export function subscriberCancellationMail(firm: Firm, f: CancellationMailFacts, siteOrigin: string): Mail {
  const requested = f.kind === 'requested';
  const paragraphs = requested
    ? [
        'Hello,',
        `We have recorded your request to cancel your subscription on ${firmTime(f.requestedAt)}.`,
        `The refund it would give today is ${formatPaise(f.quotedRefund)}: the unused whole months of each paid period, pro rata, excluding taxes. It is worked out again on the day we act on your request.`,
        `Our terms ask for ${CANCELLATION_NOTICE_DAYS} days' written notice, which runs until ${longDay(f.noticeEndsOn)}. Until we act on the request, you can withdraw it in My Account.`,
      ]
    : [
        'Hello,',
        `Your request to cancel your subscription, recorded on ${firmTime(f.requestedAt)}, was withdrawn on ${firmTime(f.closedAt ?? f.requestedAt)}.`,
        'Your subscription continues as before.',
      ];
  const { text, html } = layoutMail(firm, {
    heading: requested ? 'Your cancellation request is recorded' : 'Your cancellation request is withdrawn',
    paragraphs,
    button: { label: 'Open My Account', url: `${siteOrigin}${APP_ROUTES.myAccount}` },
    after: [`Questions: write to ${firm.supportEmail}.`],
  });
  return {
    from: sender(firm),
    to: f.client.email,
    subject: requested ? 'Your cancellation request is recorded' : 'Your cancellation request is withdrawn',
    text,
    html,
  };
}

/** The firm's notice, to its support address (where lead notifications go too). */
export function firmCancellationMail(firm: Firm, f: CancellationMailFacts): Mail {
  const requested = f.kind === 'requested';
  const account = `account #${f.client.id}`;
  const { text, html } = layoutMail(firm, {
    heading: requested ? 'A subscriber asked to cancel' : 'A cancellation request was withdrawn',
    paragraphs: [
      `Account: #${f.client.id} (${f.client.email})`,
      `Requested: ${firmTime(f.requestedAt)}`,
      ...(requested ? [] : [`Withdrawn: ${firmTime(f.closedAt ?? f.requestedAt)}`]),
      `Refund quoted: ${formatPaise(f.quotedRefund)}`,
      `Notice runs until: ${longDay(f.noticeEndsOn)}`,
    ],
    after: [
      requested
        ? "Act on it in the app's admin Users List: Cancel subscription shows the refund due on that day and issues it."
        : 'Nothing is to be done: the subscription continues.',
    ],
  });
  return {
    from: sender(firm),
    to: firm.supportEmail,
    subject: requested ? `[Cancellation request] ${account}` : `[Cancellation request withdrawn] ${account}`,
    text,
    html,
  };
}

/** Queues both mails of a request's step; called inside the step's transaction. */
export async function queueCancellationMails(strapi: Core.Strapi, requestId: number, kind: CancellationMailKind, now: Date): Promise<void> {
  const event: LeadEvent = {
    // One pair of mails per request and step: the id says which, across retries.
    id: `cancellation-${requestId}-${kind}`,
    type: kind === 'requested' ? 'cancellation.requested' : 'cancellation.withdrawn',
    occurredAt: now.toISOString(),
    kind: 'cancellation-request',
    collection: CANCELLATION_REQUEST,
    lead: { id: requestId },
  };
  await leadOutbox(strapi).enqueue(
    event,
    ['cancellation-firm', 'cancellation-subscriber'],
    { uid: CANCELLATION_REQUEST, id: requestId },
    now,
  );
}

type StoredRequest = StoredView & { user?: { id: number; email: string } | null };

/** The outbox's delivery of one of the two mails: the request as stored now. */
export async function sendCancellationMail(strapi: Core.Strapi, event: LeadEvent, to: 'firm' | 'subscriber'): Promise<void> {
  const stored: StoredRequest | null = await strapi.db
    .query(CANCELLATION_REQUEST)
    .findOne({ where: { id: Number(event.lead.id) }, populate: { user: { select: ['id', 'email'] } } });
  if (!stored?.user?.email) throw new Error(`cancellation request ${String(event.lead.id)} no longer exists or has no subscriber`);
  const view = requestView(stored);
  const facts: CancellationMailFacts = {
    kind: event.type === 'cancellation.withdrawn' ? 'withdrawn' : 'requested',
    requestedAt: new Date(view.requestedAt),
    closedAt: view.closedAt ? new Date(view.closedAt) : null,
    quotedRefund: view.quotedRefund,
    noticeEndsOn: view.noticeEndsOn,
    client: { id: stored.user.id, email: stored.user.email },
  };
  const firm = await firmDetails(strapi);
  await sendMail(
    strapi,
    to === 'firm' ? firmCancellationMail(firm, facts) : subscriberCancellationMail(firm, facts, strapi.config.get('site.origin') as string),
  );
}
