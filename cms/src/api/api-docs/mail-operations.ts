/**
 * Alert preferences and the mail routes in the description (operations.ts spreads them in): a
 * subscriber's alert kinds, their news mark and alert history, the one-click unsubscribe link,
 * and the provider's bounce reports.
 */
import {
  ACCOUNT_ALERTS_PATH,
  ACCOUNT_SEEN_PATH,
  ALERT_HISTORY_LIMIT,
  ALERT_KINDS,
  alertHistoryAnswerSchema,
  alertHistoryRequestSchema,
  seenAnswerSchema,
  seenRequestSchema,
  alertPreferencesAnswerSchema,
  alertPreferencesRequestSchema,
  mailEventSchema,
  MAIL_EVENTS_SIGNATURE_HEADER,
} from 'contracts';
import type { Operation } from './operation';

const unsubscribeQuery = {
  type: 'object',
  properties: {
    u: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'The subscriber.' },
    k: { type: 'string', enum: [...ALERT_KINDS], description: 'The kind of alert.' },
    t: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', description: "The link's token." },
  },
  required: ['u', 'k', 't'],
};

export const MAIL_OPERATIONS: Record<string, Operation> = {
  'POST /api/GWSUsers/preferences': {
    summary:
      "A subscriber's alert kinds, on or off (own id, or an administrator): `alerts` sets the kinds it names; without it, reads them.",
    body: alertPreferencesRequestSchema,
    answer: alertPreferencesAnswerSchema,
  },
  [`POST /api${ACCOUNT_SEEN_PATH}`]: {
    summary:
      "Marks a subscriber's news seen (own id, or an administrator): getuserstock's `isNew` and `newCount` then count what is published after `seenAt` (its `asOf`; default now). The mark never moves back.",
    body: seenRequestSchema,
    answer: seenAnswerSchema,
  },
  [`POST /api${ACCOUNT_ALERTS_PATH}`]: {
    summary: `A subscriber's alerts, newest first (own id, or an administrator): what was published, the stock, the subject, queued and sent times and the status; \`limit\` at most ${ALERT_HISTORY_LIMIT}, \`skip\` to page.`,
    body: alertHistoryRequestSchema,
    answer: alertHistoryAnswerSchema,
  },
  'GET /api/Mail/unsubscribe': {
    summary: "An alert's unsubscribe link: a page with an Unsubscribe button (nothing is changed by opening it).",
    query: unsubscribeQuery,
    answer: { type: 'string' },
    answerTypes: ['text/html'],
  },
  'POST /api/Mail/unsubscribe': {
    summary:
      'One-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, form-encoded, to the link): turns that kind of alert off; the same answer when repeated.',
    query: unsubscribeQuery,
    answer: { type: 'string' },
    answerTypes: ['text/html'],
  },
  'POST /api/Mail/events': {
    summary: `A bounce or complaint from the mail provider, signed (${MAIL_EVENTS_SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the raw body>): a hard bounce or a complaint suppresses the address.`,
    body: mailEventSchema,
    answer: {
      type: 'object',
      properties: { email: { type: 'string' }, suppressed: { type: 'boolean' }, added: { type: 'boolean' } },
      required: ['email', 'suppressed', 'added'],
    },
    errors: {
      '401': 'The signature is missing or wrong.',
      '404': 'Mail events are not accepted here: MAIL_EVENTS_SECRET is not set.',
    },
  },
};
