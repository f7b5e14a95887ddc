/**
 * The CMS collections that hold leads, listed once. Whatever works on "every lead" reads this
 * list: the panel's CSV export and erase-a-person action, the firm's notification mail and the
 * webhook forwarder. A new lead collection is added here and nowhere else.
 */
import type { Core, UID } from '@strapi/strapi';
import type { LeadContext } from 'contracts';
import { createHash } from 'crypto';
import { todayInFirm } from './dates';
import { isUniqueViolation } from './db';
import { LEAD, LEAD_LIST_COLUMNS } from '../api/lead/collection';
import { WHATSAPP_LEAD, WHATSAPP_LEAD_LIST_COLUMNS } from '../api/whatsapp-lead/collection';
import { NEWSLETTER_LIST_COLUMNS, NEWSLETTER_SUBSCRIBER } from '../api/newsletter-subscriber/collection';
import { QUESTIONNAIRE_ANSWER, QUESTIONNAIRE_LIST_COLUMNS } from '../api/questionnaire-answer/collection';
import { queueLeadDeliveries } from '../api/lead-outbox/queue';

export interface LeadCollection {
  uid: UID.CollectionType;
  /** What the collection holds, as notifications and forwarded payloads name it. */
  kind: string;
  /** The attributes that identify a person: erasure removes every record matching any of them. */
  personFields: readonly string[];
  /** The columns of its list in the CMS panel (set once; then the editors' to change). */
  listColumns: readonly string[];
  /**
   * Whether a stored lead subscribes to the firm's email-marketing list (the provider's form-subscribe
   * call, when EMAIL_MARKETING_API_URL is set); absent: none of the collection's leads does.
   */
  emailMarketing?: (lead: Record<string, unknown>) => boolean;
}

export const LEAD_COLLECTIONS: readonly LeadCollection[] = [
  {
    uid: LEAD,
    kind: 'lead',
    personFields: ['email', 'mobile'],
    listColumns: LEAD_LIST_COLUMNS,
    // The long sales letter's lead form joins the mailing list.
    emailMarketing: (lead) => lead.source === 'sales-letter',
  },
  { uid: WHATSAPP_LEAD, kind: 'whatsapp-lead', personFields: ['phone'], listColumns: WHATSAPP_LEAD_LIST_COLUMNS },
  {
    uid: NEWSLETTER_SUBSCRIBER,
    kind: 'newsletter subscriber',
    personFields: ['email'],
    listColumns: NEWSLETTER_LIST_COLUMNS,
    emailMarketing: () => true,
  },
  { uid: QUESTIONNAIRE_ANSWER, kind: 'questionnaire answer', personFields: ['email', 'phone'], listColumns: QUESTIONNAIRE_LIST_COLUMNS },
];

export const leadCollection = (uid: string): LeadCollection | undefined => LEAD_COLLECTIONS.find((c) => c.uid === uid);

/**
 * Stores a lead (storeLead, below), then queues it, new or a repeat that updated the day's record,
 * for the firm's mail and forwarding (api/lead-outbox/queue.ts). Every lead collection stores its
 * leads through here, so none of them is left out of the mail and the forwarding.
 */
export async function recordLead(...args: Parameters<typeof storeLead>): Promise<{ id: number; repeat: boolean }> {
  const [strapi, uid] = args;
  const collection = leadCollection(uid);
  if (!collection) throw new Error(`${uid} is not in LEAD_COLLECTIONS`);
  const stored = await storeLead(...args);
  await queueLeadDeliveries(strapi, collection, stored);
  return stored;
}

/**
 * The attribute that makes a repeat race-safe: one value per person, kind and firm day, under a
 * unique index, so of two racing inserts the database lets exactly one through. Added to every
 * collection of LEAD_COLLECTIONS at register time (addDedupeKeys), so a new lead collection needs
 * nothing in its schema for it; hidden from editors and from API answers.
 */
export const DEDUPE_KEY = 'dedupeKey';

export function addDedupeKeys(strapi: Core.Strapi): void {
  for (const { uid } of LEAD_COLLECTIONS) {
    strapi.get('content-types').extend(uid, (contentType: { attributes: Record<string, unknown> }) => {
      contentType.attributes[DEDUPE_KEY] = {
        type: 'string',
        private: true,
        visible: false,
        configurable: false,
        // A database-level unique index (schema sync creates it); NULLs (leads stored before it) never clash.
        column: { unique: true },
      };
    });
  }
}

/** The repeat key of a lead: its collection, its `match` values and the firm's day, hashed to a fixed length. */
export function dedupeKey(uid: string, match: Record<string, unknown>, now: Date): string {
  const fields = Object.keys(match)
    .sort()
    .map((k) => [k, match[k] ?? null]);
  return createHash('sha256')
    .update(JSON.stringify([uid, todayInFirm(now), fields]))
    .digest('hex');
}

/**
 * Stores a lead with where it came from (`context`) and when. A repeat of the same person and kind
 * (`match`, e.g. { email, source }) within the firm's day updates that day's record instead of
 * adding one: a double click or a second try is not a new lead.
 *
 * Race-safe on SQLite and on PostgreSQL with several CMS instances: the insert carries the day's
 * dedupe key, and the unique index lets one of any number of racing inserts through; the others
 * update the winner's record. `repeat` is true for those (callers send a once-a-day mail only
 * when it is false).
 */
async function storeLead(
  strapi: Core.Strapi,
  uid: UID.CollectionType,
  match: Record<string, unknown>,
  data: Record<string, unknown>,
  context: LeadContext = {},
  now: Date = new Date(),
): Promise<{ id: number; repeat: boolean }> {
  const key = dedupeKey(uid, match, now);
  const row = { ...data, ...context, submittedAt: now, [DEDUPE_KEY]: key };
  // Two rounds at most: the day's record may be erased between a refused insert and the update.
  for (let round = 0; ; round++) {
    try {
      const created = await strapi.db.query(uid).create({ data: row });
      return { id: created.id, repeat: false };
    } catch (err) {
      if (!isUniqueViolation(err) || round > 0) throw err;
    }
    const updated = await strapi.db.query(uid).update({ where: { [DEDUPE_KEY]: key }, data: row });
    if (updated) return { id: updated.id, repeat: true };
  }
}
