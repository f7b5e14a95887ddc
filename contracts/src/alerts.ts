/**
 * Alerts to subscribers: the kinds a subscriber can turn on or off in My Account and with a
 * one-click unsubscribe link, and the paths the CMS, the app and the tests share. Transactional
 * mail (receipts, password mail, grievance mail) has no kind: it is always sent.
 */
import * as yup from 'yup';
import { MAX_RECORD_ID } from './field-limits';
import { APP_ROUTES } from './routes';

/** New calls, updates (and amendments) of calls, and renewal reminders. */
export const ALERT_KINDS = ['calls', 'updates', 'reminders'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const isAlertKind = (value: unknown): value is AlertKind =>
  typeof value === 'string' && (ALERT_KINDS as readonly string[]).includes(value);

/** How each kind is named to the subscriber: My Account's switches and the unsubscribe page. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  calls: 'New research calls',
  updates: 'Updates and amendments of my calls',
  reminders: 'Renewal and instalment reminders',
};

/** Each kind on (true) or off (false): what POST /api/GWSUsers/preferences answers under `alerts`. */
export type AlertPreferences = Record<AlertKind, boolean>;

/**
 * How an alert reaches a subscriber: by email always, and through the firm's alert webhook (its
 * WhatsApp Business or Telegram provider) when ALERT_WEBHOOK_URL is set. One outbox row each.
 */
export const ALERT_CHANNELS = ['email', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The alert webhook's headers: the alert's id (the same on every retry), the Unix time sent, the signature. */
export const ALERT_WEBHOOK_HEADERS = { id: 'X-Alert-Id', timestamp: 'X-Alert-Timestamp', signature: 'X-Alert-Signature' } as const;

/**
 * The subscriber's consent to their phone number going to the firm's messaging provider with each
 * alert: off until they turn it on in My Account; the moment they did is recorded.
 */
export const PHONE_ALERTS_LABEL = 'Send my alerts to my phone number (WhatsApp/Telegram) through our provider';

/** What POST /api/GWSUsers/preferences answers: the kinds, and the phone consent with when it was given. */
export interface PreferencesAnswer {
  alerts: AlertPreferences;
  phoneAlerts: boolean;
  /** ISO time the consent was given; null without consent. */
  phoneAlertsConsentAt: string | null;
}

/** The id of My Account's Alerts section: every alert's "Manage alerts" link ends in it. */
export const ALERT_SETTINGS_ID = 'alert-settings';
export const alertSettingsPath = `${APP_ROUTES.myAccount}#${ALERT_SETTINGS_ID}`;

/**
 * The one-click unsubscribe link of every alert (`?u=<user id>&k=<kind>&t=<token>`): GET shows a
 * page with a button, POST (what a mail client sends for RFC 8058) turns the kind off.
 */
export const MAIL_UNSUBSCRIBE_PATH = '/api/Mail/unsubscribe';

/** Bounces and complaints reported by the mail provider (a DSN parser, a feedback loop), signed. */
export const MAIL_EVENTS_PATH = '/api/Mail/events';
/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body with MAIL_EVENTS_SECRET>`. */
export const MAIL_EVENTS_SIGNATURE_HEADER = 'X-Mail-Signature';

/** Why an address is on the suppression list: a 5xx at send time, a DSN, a complaint, or an administrator. */
export const SUPPRESSION_SOURCES = ['smtp', 'dsn', 'complaint', 'admin'] as const;
export type SuppressionSource = (typeof SUPPRESSION_SOURCES)[number];

export const UNSUBSCRIBE_MESSAGES = {
  badLink: 'This unsubscribe link is not valid. Please use the link in your latest email, or turn alerts off in My Account.',
  confirm: (label: string) => `Stop sending me "${label}" emails? You can turn them back on at any time in My Account.`,
  done: (label: string) => `You will no longer receive "${label}" emails. You can turn them back on at any time in My Account.`,
};

export const PREFERENCES_MESSAGES = {
  saved: 'Your alert preferences are saved.',
  unknownKind: `alerts may only name ${ALERT_KINDS.join(', ')}.`,
  notBoolean: 'Each alert must be true (on) or false (off).',
};

const kindSwitches = () =>
  Object.fromEntries(ALERT_KINDS.map((k) => [k, yup.boolean().strict().typeError(PREFERENCES_MESSAGES.notBoolean)])) as Record<
    AlertKind,
    yup.BooleanSchema<boolean | undefined>
  >;

/**
 * POST /api/GWSUsers/preferences: `{ id }` reads the subscriber's preferences; with `alerts`, the
 * kinds it names are set (the others stay as they were); `phoneAlerts` gives (true) or withdraws
 * (false) the phone consent. A kind that does not exist is refused rather than dropped: a client
 * that thinks it turned something off must hear that it did not.
 */
export const alertPreferencesRequestSchema = yup.object({
  id: yup
    .number()
    .integer('id must be a whole number.')
    .positive('id must be a positive number.')
    .max(MAX_RECORD_ID, 'id is not an account id.')
    .required('id is required.'),
  alerts: yup
    .object(kindSwitches())
    .default(undefined)
    .test('known-kinds', PREFERENCES_MESSAGES.unknownKind, function known() {
      const given: unknown = this.originalValue;
      return !given || typeof given !== 'object' || Object.keys(given).every(isAlertKind);
    }),
  phoneAlerts: yup.boolean().strict(),
});
export type AlertPreferencesRequest = yup.InferType<typeof alertPreferencesRequestSchema>;

/** The answer: every kind, on or off. */
export const alertPreferencesAnswerSchema = yup.object({
  alerts: yup
    .object(Object.fromEntries(ALERT_KINDS.map((k) => [k, yup.boolean().defined()])) as Record<AlertKind, yup.BooleanSchema<boolean>>)
    .defined(),
  phoneAlerts: yup.boolean().defined(),
  phoneAlertsConsentAt: yup.string().nullable().defined(),
});

/** POST /api/Mail/events: one bounce or complaint about an address. */
export const mailEventSchema = yup.object({
  type: yup
    .string()
    .oneOf(['bounce', 'complaint'] as const, 'type must be bounce or complaint.')
    .required('type is required.'),
  email: yup
    .string()
    .trim()
    .lowercase()
    .email('email must be an email address.')
    .max(254, 'email is too long.')
    .required('email is required.'),
  /** A soft bounce (mailbox full, try later) is not suppressed; absent counts as hard. */
  hard: yup.boolean().strict().typeError('hard must be true or false.'),
  // PostgreSQL's text cannot hold a NUL byte: refused here rather than failing the insert.
  reason: yup
    .string()
    .trim()
    .max(1000, 'reason is at most 1000 characters.')
    .test('no-nul', 'reason must not contain NUL characters.', (v) => v === undefined || !v.includes('\u0000')),
});
export type MailEvent = yup.InferType<typeof mailEventSchema>;
