/**
 * The CMS collections that hold leads, listed once. Whatever works on "every lead" reads this
 * list: the panel's CSV export and erase-a-person action, the firm's notification mail and the
 * webhook forwarder. A new lead collection is added here and nowhere else.
 */
import type { Core, UID } from '@strapi/strapi';
import type { LeadContext } from 'contracts';
import { firmDayStart, todayInFirm } from './dates';
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
   * Whether a stored lead subscribes to the firm's email-marketing list (spec §7's form-subscribe
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
 * Stores a lead with where it came from (`context`) and when. A repeat of the same person and kind
 * (`match`, e.g. { email, source }) within the firm's day updates that day's record instead of
 * adding one: a double click or a second try is not a new lead.
 */
async function storeLead(
  strapi: Core.Strapi,
  uid: UID.CollectionType,
  match: Record<string, unknown>,
  data: Record<string, unknown>,
  context: LeadContext = {},
  now: Date = new Date(),
): Promise<{ id: number; repeat: boolean }> {
  const row = { ...data, ...context, submittedAt: now };
  const today = await strapi.db.query(uid).findOne({
    where: { ...match, createdAt: { $gte: firmDayStart(todayInFirm(now)) } },
    orderBy: { id: 'desc' },
  });
  if (today) {
    await strapi.db.query(uid).update({ where: { id: today.id }, data: row });
    return { id: today.id, repeat: true };
  }
  const created = await strapi.db.query(uid).create({ data: row });
  return { id: created.id, repeat: false };
}
