/**
 * Alerts to subscribers: the kinds a subscriber can turn on or off in My Account and with a
 * one-click unsubscribe link, and the paths the CMS, the app and the tests share. Transactional
 * mail (receipts, password mail, grievance mail) has no kind: it is always sent.
 */

/** New calls, updates (and amendments) of calls, and renewal reminders. */
export const ALERT_KINDS = ['calls', 'updates', 'reminders'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const isAlertKind = (value: unknown): value is AlertKind =>
  typeof value === 'string' && (ALERT_KINDS as readonly string[]).includes(value);
