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

export interface LeadCollection {
  uid: UID.CollectionType;
  /** What the collection holds, as notifications and forwarded payloads name it. */
  kind: string;
  /** The attributes that identify a person: erasure removes every record matching any of them. */
  personFields: readonly string[];
  /** The columns of its list in the CMS panel (set once; then the editors' to change). */
  listColumns: readonly string[];
}

export const LEAD_COLLECTIONS: readonly LeadCollection[] = [
  { uid: LEAD, kind: 'lead', personFields: ['email', 'mobile'], listColumns: LEAD_LIST_COLUMNS },
  { uid: WHATSAPP_LEAD, kind: 'whatsapp-lead', personFields: ['phone'], listColumns: WHATSAPP_LEAD_LIST_COLUMNS },
  { uid: NEWSLETTER_SUBSCRIBER, kind: 'newsletter subscriber', personFields: ['email'], listColumns: NEWSLETTER_LIST_COLUMNS },
  { uid: QUESTIONNAIRE_ANSWER, kind: 'questionnaire answer', personFields: ['email', 'phone'], listColumns: QUESTIONNAIRE_LIST_COLUMNS },
];

export const leadCollection = (uid: string): LeadCollection | undefined => LEAD_COLLECTIONS.find((c) => c.uid === uid);

/**
 * Stores a lead with where it came from (`context`) and when. A repeat of the same person and kind
 * (`match`, e.g. { email, source }) within the firm's day updates that day's record instead of
 * adding one: a double click or a second try is not a new lead.
 */
export async function recordLead(
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
