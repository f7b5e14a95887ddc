/**
 * My Account's news: what was published since the subscriber last acknowledged it (the bell's
 * count, the "New" badges of getuserstock's `isNew`), and their alert history. The CMS, the app
 * and the tests share the calls' rules and the words shown.
 */
import * as yup from 'yup';
import { MAX_RECORD_ID } from './field-limits';

/** POST /api/GWSUsers/seen: the subscriber has seen everything published up to now. */
export const ACCOUNT_SEEN_PATH = '/GWSUsers/seen';
/** POST /api/GWSUsers/alerts: the subscriber's alerts, newest first. */
export const ACCOUNT_ALERTS_PATH = '/GWSUsers/alerts';

/** Alerts a page of the history holds at most. */
export const ALERT_HISTORY_LIMIT = 50;

export const ALERT_STATUSES = ['queued', 'sent', 'failed', 'bounced'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const PUBLICATION_KINDS = ['call', 'update', 'amendment'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

export const NEWS_TEXTS = {
  badge: 'New',
  /** The bell's accessible name. */
  bell: (n: number) => (n === 0 ? 'No new research items' : `${n} new research ${n === 1 ? 'item' : 'items'}`),
  markSeen: 'Mark as seen',
  historyTitle: 'Alert history',
  historyEmpty: 'No alerts yet. When we publish a call or an update for your stocks, the alert we send you appears here.',
  historyFailed: 'Your alert history could not be loaded. Please try again later.',
  publicationKind: { call: 'New call', update: 'Update', amendment: 'Amendment' } as Record<PublicationKind, string>,
  status: { queued: 'Queued', sent: 'Sent', failed: 'Not delivered', bounced: 'Bounced' } as Record<AlertStatus, string>,
};

/** An account's id in a request body: a positive whole number. */
export const accountIdRule = () =>
  yup
    .number()
    .typeError('id must be a number.')
    .integer('id must be a whole number.')
    .positive('id must be a positive number.')
    .max(MAX_RECORD_ID, 'id is not an account id.')
    .required('id is required.');

/**
 * `seenAt`: the `asOf` of the getuserstock answer the subscriber looked at, so that something
 * published after that answer was drawn stays new; absent, now. Never later than now, and the
 * mark never moves back.
 */
export const seenRequestSchema = yup.object({
  id: accountIdRule(),
  seenAt: yup
    .string()
    .strict()
    .typeError('seenAt must be a date and time (ISO 8601).')
    .test(
      'iso',
      'seenAt must be a date and time (ISO 8601).',
      (v) => v === undefined || (/^\d{4}-\d\d-\d\dT/.test(v) && !Number.isNaN(Date.parse(v))),
    ),
});
export type SeenRequest = yup.InferType<typeof seenRequestSchema>;

export const seenAnswerSchema = yup.object({ lastSeenAt: yup.string().defined() });

/** `skip` 0 and `limit` ALERT_HISTORY_LIMIT when absent (strict numbers: a default here would not apply). */
export const alertHistoryRequestSchema = yup.object({
  id: accountIdRule(),
  skip: yup
    .number()
    .strict()
    .typeError('skip must be a number.')
    .integer('skip must be a whole number.')
    .min(0, 'skip must not be negative.')
    .max(MAX_RECORD_ID, `skip must be at most ${MAX_RECORD_ID}.`),
  limit: yup
    .number()
    .strict()
    .typeError('limit must be a number.')
    .integer('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(ALERT_HISTORY_LIMIT, `limit must be at most ${ALERT_HISTORY_LIMIT}.`),
});

/** One alert as the subscriber's history shows it. */
export interface AlertHistoryItem {
  id: number;
  kind: PublicationKind;
  stockId: number | null;
  stockName: string;
  /** The mail's subject ("New call: Buy INFY"). */
  subject: string;
  queuedAt: string;
  sentAt: string | null;
  status: AlertStatus;
}

export interface AlertHistory {
  alerts: AlertHistoryItem[];
  total: number;
  skip: number;
  limit: number;
}

export const alertHistoryAnswerSchema: yup.ObjectSchema<AlertHistory> = yup.object({
  alerts: yup
    .array(
      yup
        .object({
          id: yup.number().integer().defined(),
          kind: yup.mixed<PublicationKind>().oneOf(PUBLICATION_KINDS).defined(),
          stockId: yup.number().integer().nullable().defined(),
          stockName: yup.string().defined(),
          subject: yup.string().defined(),
          queuedAt: yup.string().defined(),
          sentAt: yup.string().nullable().defined(),
          status: yup.mixed<AlertStatus>().oneOf(ALERT_STATUSES).defined(),
        })
        .defined(),
    )
    .defined(),
  total: yup.number().integer().defined(),
  skip: yup.number().integer().defined(),
  limit: yup.number().integer().defined(),
});
