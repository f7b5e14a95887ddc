/**
 * The CMS panel's one Leads view: every lead form's entries (the lead collections of
 * lib/lead-collections.ts) in one list, newest first, filtered by page, campaign, source and medium,
 * grievance complainants left out; and the same rows as CSV. What an editor sees is what the
 * Content Manager lets them read: each collection through its permission checker (conditions and
 * hidden fields included), a collection they may not read simply absent.
 */
import { Readable, pipeline } from 'node:stream';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { forbidden } from './http';
import { csvWriter } from './csv';
import { todayInFirm } from './dates';
import { LEAD_COLLECTIONS, type LeadCollection } from './lead-collections';
import { checkerFor, displayName, EXPORT_BATCH, type Ability, type PermissionChecker as Checker } from './lead-export';
import {
  LEAD_INBOX_COLUMNS,
  LEAD_INBOX_FILTERS,
  LEAD_INBOX_PAGE_SIZE,
  type LeadInboxFilter,
  type LeadInboxPage,
  type LeadInboxRow,
} from './lead-inbox-answers';

/** The view's filters from the query string: each a short text, matched without regard to case. */
export function inboxFilters(query: Record<string, unknown>): Partial<Record<LeadInboxFilter, string>> {
  const picked: Partial<Record<LeadInboxFilter, string>> = {};
  for (const { key } of LEAD_INBOX_FILTERS) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || value.length > 200) throw new errors.ValidationError(`${key} must be text of 200 characters at most.`);
    picked[key] = value.trim();
  }
  return picked;
}

/** Where the view's filters and the grievance rule meet one collection's attributes. */
function collectionFilters(filters: Partial<Record<LeadInboxFilter, string>>) {
  const and: Record<string, unknown>[] = [];
  for (const { key, attribute } of LEAD_INBOX_FILTERS) {
    const value = filters[key];
    if (value !== undefined) and.push({ [attribute]: { $eqi: value } });
  }
  return and.length ? { $and: and } : {};
}

/**
 * An editor's query for one collection: their filters through the Content Manager's sanitizer
 * (which adds their permission conditions), then the rule that a grievance's complainant, stored
 * as a lead for the firm's mail, is no sales lead (ours, after the sanitizer, which refuses $nin).
 */
async function readQuery(
  strapi: Core.Strapi,
  checker: Checker,
  uid: string,
  filters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const params = await checker.sanitizedQuery.read({ filters, ...extra });
  const attributes = strapi.contentType(uid as UID.ContentType).attributes as Record<string, unknown>;
  if (!('source' in attributes)) return params;
  const notGrievance = { $or: [{ source: { $null: true } }, { source: { $ne: 'grievance' } }] };
  return { ...params, filters: params.filters ? { $and: [params.filters, notGrievance] } : notGrievance };
}

/** One stored lead as a row of the view: the same columns whichever form it came from. */
function asRow(collection: LeadCollection, form: string, lead: Record<string, unknown>): LeadInboxRow {
  const text = (key: string) => (lead[key] === undefined || lead[key] === null ? '' : String(lead[key]));
  // As ISO 8601 whichever driver read it (a Date from PostgreSQL): the merge compares these as text.
  const instant = lead.submittedAt ?? lead.createdAt;
  return {
    id: `${collection.kind}:${text('id')}`,
    receivedAt: instant ? new Date(instant as string | Date).toISOString() : '',
    form: collection.uid === LEAD_COLLECTIONS[0].uid && lead.source ? `${form} (${text('source')})` : form,
    name: text('name'),
    email: text('email'),
    phone: text('mobile') || text('phone'),
    page: text('page'),
    referrer: text('referrer'),
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    utm_content: text('utm_content'),
    utm_term: text('utm_term'),
  };
}

/** One collection's rows, newest first, as the editor may read them, batch by batch. */
async function* collectionRows(strapi: Core.Strapi, checker: Checker, collection: LeadCollection, filters: Record<string, unknown>) {
  const params = await readQuery(strapi, checker, collection.uid, filters, { sort: ['submittedAt:desc', 'id:desc'] });
  const form = displayName(strapi, collection.uid);
  for (let start = 0; ; start += EXPORT_BATCH) {
    const batch = (await strapi.documents(collection.uid).findMany({ ...params, start, limit: EXPORT_BATCH } as never)) as Record<
      string,
      unknown
    >[];
    for (const lead of batch) yield asRow(collection, form, await checker.sanitizeOutput(lead));
    if (batch.length < EXPORT_BATCH) return;
  }
}

/** The collections' rows merged newest first (each collection is already in that order). */
export async function* newestFirst(sources: AsyncGenerator<LeadInboxRow>[]): AsyncGenerator<LeadInboxRow> {
  const heads = await Promise.all(sources.map((s) => s.next()));
  for (;;) {
    let pick = -1;
    heads.forEach((h, i) => {
      if (!h.done && (pick < 0 || h.value.receivedAt > (heads[pick].value as LeadInboxRow).receivedAt)) pick = i;
    });
    if (pick < 0) return;
    yield heads[pick].value as LeadInboxRow;
    heads[pick] = await sources[pick].next();
  }
}

/** Every readable collection's filtered rows, newest first; 403 when the editor may read none. */
async function inbox(strapi: Core.Strapi, userAbility: Ability, query: Record<string, unknown>) {
  const filters = inboxFilters(query);
  const readable = LEAD_COLLECTIONS.map((collection) => ({ collection, checker: checkerFor(strapi, userAbility, collection.uid) })).filter(
    ({ checker }) => !checker.cannot.read(),
  );
  if (!readable.length) throw forbidden('You may not read any lead collection.');
  const count = async ({ collection, checker }: (typeof readable)[number]) =>
    strapi.documents(collection.uid).count((await readQuery(strapi, checker, collection.uid, collectionFilters(filters))) as never);
  return {
    rows: () =>
      newestFirst(readable.map(({ collection, checker }) => collectionRows(strapi, checker, collection, collectionFilters(filters)))),
    total: async () => (await Promise.all(readable.map(count))).reduce((a, b) => a + b, 0),
  };
}

/** One page of the view (`page` from 1) with the number of matching leads. */
export async function leadInboxPage(strapi: Core.Strapi, userAbility: Ability, query: Record<string, unknown>): Promise<LeadInboxPage> {
  const page = query.page === undefined ? 1 : Number(query.page);
  if (!Number.isInteger(page) || page < 1 || page > 1000) throw new errors.ValidationError('page must be a whole number from 1 to 1000.');
  const { rows, total } = await inbox(strapi, userAbility, query);
  const skip = (page - 1) * LEAD_INBOX_PAGE_SIZE;
  const data: LeadInboxRow[] = [];
  let seen = 0;
  for await (const row of rows()) {
    if (seen++ < skip) continue;
    data.push(row);
    if (data.length === LEAD_INBOX_PAGE_SIZE) break;
  }
  return { data, meta: { page, pageSize: LEAD_INBOX_PAGE_SIZE, total: await total() } };
}

/** Every matching lead as CSV, newest first; a bad filter is a 4xx before the first byte. */
export async function leadInboxCsv(strapi: Core.Strapi, userAbility: Ability, query: Record<string, unknown>) {
  const { rows } = await inbox(strapi, userAbility, query);
  const writer = csvWriter(LEAD_INBOX_COLUMNS.map(({ key, header }) => ({ key, header })));
  pipeline(Readable.from(rows()), writer, () => undefined);
  return { filename: `leads-${todayInFirm()}.csv`, body: writer };
}
