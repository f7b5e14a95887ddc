/**
 * The delivery log of one publication (GET /api/Recommendations/:seq/deliveries): per recipient,
 * when the alert was queued, sent, given up or bounced; and the one-line summary shown with the
 * call in the admin screens, the firm's evidence that every entitled subscriber heard at once.
 */
import * as yup from 'yup';

export const DELIVERY_LOG_FORMATS = ['json', 'csv'] as const;

export const deliveryLogQuerySchema = yup.object({
  format: yup.string().oneOf(DELIVERY_LOG_FORMATS, 'format must be csv or json.').default('json'),
});

export const DELIVERY_LOG_MESSAGES = {
  notFound: (seq: number) => `The research register has no entry ${seq}.`,
};

/** A recipient's state: queued until sent, given up (failed) or refused for good (bounced). */
export const DELIVERY_STATES = ['queued', 'sent', 'failed', 'bounced'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface DeliveryCounts {
  total: number;
  sent: number;
  failed: number;
  bounced: number;
  /** ISO instants, null when nothing was sent. */
  firstSentAt: string | null;
  lastSentAt: string | null;
}

/** The subscriber is told the time in India, so the log is too. */
const IST_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
export const istTime = (iso: string): string => IST_TIME.format(new Date(iso));

/**
 * "Sent to 412 of 412 at 10:02:13–10:02:19" (times in India) once nothing is left to send, or
 * "Sending: 12 of 412 sent" while some are still queued; with what never will be after it:
 * "; 1 failed; 2 bounced".
 */
export function deliverySummary(c: DeliveryCounts): string {
  if (c.total === 0) return 'No entitled subscribers: nothing to send.';
  const queued = c.total - c.sent - c.failed - c.bounced;
  let head: string;
  if (queued > 0) head = `Sending: ${c.sent} of ${c.total} sent`;
  else if (c.sent === 0 || !c.firstSentAt || !c.lastSentAt) head = `Sent to 0 of ${c.total}`;
  else {
    const first = istTime(c.firstSentAt);
    const last = istTime(c.lastSentAt);
    head = `Sent to ${c.sent} of ${c.total} at ${first === last ? first : `${first}–${last}`}`;
  }
  const tail = [c.failed ? `${c.failed} failed` : '', c.bounced ? `${c.bounced} bounced` : ''].filter(Boolean);
  return [head, ...tail].join('; ');
}

/** One recipient's row of the log (JSON and CSV). */
export const deliveryRowSchema = yup.object({
  userId: yup.number().integer().defined(),
  email: yup.string().defined(),
  kind: yup.string().defined(),
  state: yup.string().oneOf(DELIVERY_STATES).defined(),
  attempts: yup.number().integer().min(0).defined(),
  queuedAt: yup.string().defined(),
  sentAt: yup.string().nullable().defined(),
  failedAt: yup.string().nullable().defined(),
  bouncedAt: yup.string().nullable().defined(),
  lastError: yup.string().nullable().defined(),
});
export type DeliveryRow = yup.InferType<typeof deliveryRowSchema>;

/** A publication's counts and summary line: the log's head, and what the admin lists show with each call and update (`delivery`). */
export const deliverySummarySchema = yup.object({
  seq: yup.number().integer().min(1).defined(),
  total: yup.number().integer().min(0).defined(),
  /** Not yet sent, given up or bounced. */
  queued: yup.number().integer().min(0).defined(),
  sent: yup.number().integer().min(0).defined(),
  failed: yup.number().integer().min(0).defined(),
  bounced: yup.number().integer().min(0).defined(),
  firstSentAt: yup.string().nullable().defined(),
  lastSentAt: yup.string().nullable().defined(),
  summary: yup.string().defined(),
});
export type DeliverySummary = yup.InferType<typeof deliverySummarySchema>;

/** The summary of publication `seq` from its counts. */
export const deliverySummaryOf = (seq: number, c: DeliveryCounts): DeliverySummary => ({
  seq,
  ...c,
  queued: c.total - c.sent - c.failed - c.bounced,
  summary: deliverySummary(c),
});

/** GET /api/Recommendations/:seq/deliveries (format=json). */
export const deliveryLogAnswerSchema = deliverySummarySchema.shape({
  rows: yup.array(deliveryRowSchema).defined(),
});
export type DeliveryLog = yup.InferType<typeof deliveryLogAnswerSchema>;

/** Where an administrator reads publication `seq`'s log (under /api), and the name its CSV is saved as. */
export const deliveryLogPath = (seq: number): string => `/Recommendations/${seq}/deliveries`;
export const deliveryLogFileName = (seq: number): string => `deliveries-${seq}.csv`;
