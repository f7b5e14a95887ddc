/**
 * The CMS panel's "Export CSV" of a lead collection: the rows the list view shows for
 * its current filters, search and sort, every page of them, in the columns the editor picked.
 * What an editor may export is what the Content Manager lets them read: the same permission
 * checker, the same query validation and the same permission conditions as the list itself.
 */
import { Readable, pipeline } from 'node:stream';
import type { Core, UID } from '@strapi/strapi';
import { contentTypes, errors } from '@strapi/utils';
import { forbidden } from './http';
import { csvWriter } from './csv';
import { todayInFirm } from './dates';
import type { LeadCollectionInfo } from './lead-tools-answers';
import { LEAD_COLLECTIONS, leadCollection, type LeadCollection } from './lead-collections';

/** The content-manager's per-request permission checker (its service has no exported type). */
export interface PermissionChecker {
  cannot: { read: (entity?: unknown, field?: string) => boolean; delete: () => boolean };
  can: { read: (entity?: unknown, field?: string) => boolean };
  validateQuery: (query: Record<string, unknown>) => Promise<void>;
  sanitizedQuery: { read: (query: Record<string, unknown>) => Promise<Record<string, unknown>> };
  sanitizeOutput: (entity: unknown) => Promise<Record<string, unknown>>;
}

export type Ability = unknown;

/** The list view's own query parameters that shape which rows it shows (paging aside). */
const LIST_PARAMS = ['filters', '_q', 'sort', 'locale'] as const;
/** Attribute types that are not one value per row: no column of their own in a flat file. */
const NOT_A_COLUMN = new Set(['relation', 'component', 'dynamiczone', 'media', 'password']);
/** Rows read from the database at a time while the file streams out. */
export const EXPORT_BATCH = 200;

export function checkerFor(strapi: Core.Strapi, userAbility: Ability, uid: string): PermissionChecker {
  return strapi.plugin('content-manager').service('permission-checker').create({ userAbility, model: uid });
}

/** A lead collection by uid, or a 404 naming what was asked for. */
export function leadCollectionOr404(uid: string): LeadCollection {
  const collection = leadCollection(uid);
  if (!collection)
    throw new errors.NotFoundError(`"${uid}" is not a lead collection (these are: ${LEAD_COLLECTIONS.map((c) => c.uid).join(', ')}).`);
  return collection;
}

/** Every attribute that is one value per row (the id and timestamps included), in schema order. */
export function columnsOf(strapi: Core.Strapi, uid: string): string[] {
  const schema = strapi.contentType(uid as UID.ContentType);
  const attributes = Object.entries(schema.attributes as Record<string, { type: string; private?: boolean }>)
    .filter(([name, attribute]) => !NOT_A_COLUMN.has(attribute.type) && !attribute.private && name !== 'documentId')
    // publishedAt means something only on a type with drafts.
    .filter(([name]) => name !== 'publishedAt' || schema.options?.draftAndPublish)
    .map(([name]) => name);
  return ['id', ...attributes];
}

/** The columns this admin may read, and the ones the list view shows (the dialog's default choice). */
async function columnChoice(strapi: Core.Strapi, userAbility: Ability, uid: string): Promise<{ columns: string[]; listed: string[] }> {
  const checker = checkerFor(strapi, userAbility, uid);
  // As the Content Manager's own output: the id and timestamps (not writable) are always readable.
  const alwaysReadable = contentTypes.getNonWritableAttributes(strapi.contentType(uid as UID.ContentType));
  const columns = columnsOf(strapi, uid).filter((name) => alwaysReadable.includes(name) || checker.can.read(null, name));
  const config = await strapi
    .plugin('content-manager')
    .service('content-types')
    .findConfiguration(strapi.contentType(uid as UID.ContentType));
  const listed = ((config?.layouts?.list ?? []) as string[]).filter((name) => columns.includes(name));
  return { columns, listed };
}

/** The lead collections this admin may read, with their columns: what the panel's actions offer. */
export async function readableLeadCollections(strapi: Core.Strapi, userAbility: Ability): Promise<LeadCollectionInfo[]> {
  const readable = LEAD_COLLECTIONS.filter((c) => !checkerFor(strapi, userAbility, c.uid).cannot.read());
  // The erasure's own rule (lib/lead-erasure.ts): delete in every lead collection.
  const mayErase = LEAD_COLLECTIONS.every((c) => !checkerFor(strapi, userAbility, c.uid).cannot.delete());
  return Promise.all(
    readable.map(async (c) => {
      const { columns, listed } = await columnChoice(strapi, userAbility, c.uid);
      return { uid: c.uid, kind: c.kind, displayName: displayName(strapi, c.uid), columns, listColumns: listed, mayErase };
    }),
  );
}

export const displayName = (strapi: Core.Strapi, uid: string): string =>
  strapi.contentType(uid as UID.ContentType).info?.displayName ?? uid;

/**
 * The sort as a list, with the id last: rows are read page by page, and a sort on a value many
 * rows share (source, campaign) would otherwise let a row move between pages.
 */
function withIdTieBreak(sort: unknown): unknown[] {
  const list = sort === undefined || sort === '' ? [] : typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort : [sort];
  const mentionsId = list.some((s) => (typeof s === 'string' ? s.split(':')[0] === 'id' : s && typeof s === 'object' && 'id' in s));
  return mentionsId ? list : [...list, 'id:asc'];
}

/** The columns asked for (`columns=a,b,c`), each one the admin may read; none given = the list view's. */
function pickedColumns(asked: unknown, choice: { columns: string[]; listed: string[] }): string[] {
  if (asked === undefined || asked === '') return choice.listed.length ? choice.listed : choice.columns;
  if (typeof asked !== 'string') throw new errors.ValidationError('columns must be a comma-separated list of attribute names.');
  const names = asked
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !choice.columns.includes(name));
  if (unknown.length)
    throw new errors.ValidationError(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Columns: ${choice.columns.join(', ')}.`,
    );
  if (!names.length) throw new errors.ValidationError('Pick at least one column.');
  return [...new Set(names)];
}

export interface CsvExport {
  filename: string;
  body: Readable;
}

/**
 * The CSV of one lead collection for the list view's query (`filters`, `_q`, `sort`, `locale`;
 * paging ignored: every matching row) and `columns`. Everything that can be refused is checked
 * before the first byte is sent, so a bad request is a 4xx, never a file cut short.
 */
export async function exportLeadsCsv(
  strapi: Core.Strapi,
  userAbility: Ability,
  uid: string,
  query: Record<string, unknown>,
): Promise<CsvExport> {
  leadCollectionOr404(uid);
  const checker = checkerFor(strapi, userAbility, uid);
  if (checker.cannot.read()) throw forbidden(`You may not read ${displayName(strapi, uid)}: no export.`);
  const columns = pickedColumns(query.columns, await columnChoice(strapi, userAbility, uid));

  const listQuery: Record<string, unknown> = {};
  for (const key of LIST_PARAMS) if (query[key] !== undefined) listQuery[key] = query[key];
  for (const key of ['_q', 'locale'] as const)
    if (listQuery[key] !== undefined && typeof listQuery[key] !== 'string') throw new errors.ValidationError(`${key} must be text.`);
  if (listQuery.filters !== undefined && (typeof listQuery.filters !== 'object' || listQuery.filters === null))
    throw new errors.ValidationError('filters must be an object, e.g. filters[source][$eq]=landing.');
  listQuery.sort = withIdTieBreak(listQuery.sort);
  // Unknown attributes and operators are a 400 here (Strapi's own query validation); the sanitizer
  // then adds the admin's permission conditions, as the list view's own query does.
  await checker.validateQuery(listQuery);
  const params = await checker.sanitizedQuery.read(listQuery);

  const documents = strapi.documents(uid as UID.CollectionType);
  const page = (start: number) =>
    documents.findMany({ ...params, start, limit: EXPORT_BATCH } as never) as Promise<Record<string, unknown>[]>;
  // The first page before any byte goes out: a value the database refuses is still an error answer.
  const first = await page(0);
  async function* rows() {
    let batch = first;
    for (let start = 0; ; ) {
      yield* batch;
      if (batch.length < EXPORT_BATCH) return;
      start += EXPORT_BATCH;
      batch = await page(start);
    }
  }
  const writer = csvWriter(columns.map((key) => ({ key, header: key })));
  // pipeline, not pipe: a download the browser abandons stops the reading too.
  pipeline(Readable.from(rows()), writer, () => undefined);
  return { filename: `${strapi.contentType(uid as UID.ContentType).info.pluralName}-${todayInFirm()}.csv`, body: writer };
}
