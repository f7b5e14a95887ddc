/**
 * Published research is frozen. Once saved, a call's (stock's) or an update's research fields never
 * change and no research record is deleted while it must be kept, whatever the path: the CMS
 * panel, the document service or a database query all end in the database layer, whose lifecycle
 * hooks refuse here with a 409. A correction is an amendment (a new row, itself frozen). What the
 * system maintains beside the research (relations, timestamps) still changes.
 */
import type { Core, UID } from '@strapi/strapi';
import { RESEARCH_FIELDS, RESEARCH_MESSAGES, RESEARCH_RETENTION_YEARS } from 'contracts';
import { httpError } from '../../lib/http';
import type { Lifecycle } from '../../lib/lifecycle';

/** The frozen fields of each research type: what a subscriber was told. */
export const FROZEN_FIELDS: Record<string, readonly string[]> = {
  'api::stock.stock': [
    'name',
    'code',
    'nseCode',
    'bseCode',
    'description',
    'reportLink',
    'exchange',
    'quantity',
    'percentage',
    'buy_date',
    'sell_date',
    ...RESEARCH_FIELDS,
  ],
  'api::stock-update.stock-update': ['type', 'description', 'report_link', ...RESEARCH_FIELDS],
  'api::amendment.amendment': ['targetKind', 'targetId', 'version', 'reason', 'content', 'amendedBy'],
};

/** The day a research record dated `date` may be deleted: RESEARCH_RETENTION_YEARS after it. */
export function retainedUntil(date: Date): Date {
  const until = new Date(date);
  until.setUTCFullYear(until.getUTCFullYear() + RESEARCH_RETENTION_YEARS);
  return until;
}

/** Whether a record dated `date` must still be kept on `now` (an undated one always is). */
export const mustKeep = (date: string | Date | null | undefined, now = new Date()): boolean =>
  !date || Number.isNaN(new Date(date).getTime()) || now < retainedUntil(new Date(date));

type Kind = 'number' | 'date' | 'json' | 'text';

const KINDS: Record<string, Kind> = {
  decimal: 'number',
  integer: 'number',
  float: 'number',
  biginteger: 'number',
  date: 'date',
  json: 'json',
};

/** Stable JSON: objects' keys sorted, so { a, b } and { b, a } compare equal. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** A value as it compares: the panel sends back what it read, in its own spelling ('' for none, '1500' for 1500). */
export function comparable(kind: Kind, v: unknown): string {
  if (v === undefined || v === null || v === '') return 'null';
  if (kind === 'number') return String(Number(v));
  if (kind === 'date') return (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);
  if (kind === 'json') return stable(typeof v === 'string' ? JSON.parse(v) : v);
  return String(v);
}

/** The frozen fields that `data` would change on `row`. */
export function changedFields(
  fields: readonly string[],
  kindOf: (field: string) => Kind,
  row: Record<string, unknown>,
  data: Record<string, unknown>,
) {
  return fields.filter((f) => f in data && comparable(kindOf(f), data[f]) !== comparable(kindOf(f), row[f]));
}

interface DbEvent {
  model: { uid: string };
  params: { where?: unknown; data?: Record<string, unknown> };
}

const frozen = () => httpError(409, 'ConflictError', RESEARCH_MESSAGES.frozen);

export function freezeResearch(strapi: Core.Strapi): void {
  const kindOf = (uid: string) => (field: string) => {
    // The attributes' generated type is per uid; here the uid is any research type's.
    const attributes = strapi.contentType(uid as UID.ContentType).attributes as Record<string, { type: string }>;
    return KINDS[attributes[field]?.type ?? ''] ?? 'text';
  };
  const rowsOf = (event: DbEvent, select: string[]) =>
    strapi.db.query(event.model.uid as UID.ContentType).findMany({ where: event.params.where ?? {}, select: ['id', ...select] }) as Promise<
      Record<string, unknown>[]
    >;

  async function refuseChanges(event: DbEvent) {
    const fields = FROZEN_FIELDS[event.model.uid];
    const data = event.params.data ?? {};
    const touched = fields.filter((f) => f in data);
    if (!touched.length) return;
    for (const row of await rowsOf(event, touched)) if (changedFields(touched, kindOf(event.model.uid), row, data).length) throw frozen();
  }

  async function refuseDeletes(event: DbEvent) {
    for (const row of await rowsOf(event, ['createdAt']))
      if (mustKeep(row.createdAt as string | null)) throw httpError(409, 'ConflictError', RESEARCH_MESSAGES.retained);
  }

  strapi.db.lifecycles.subscribe({
    models: Object.keys(FROZEN_FIELDS),
    beforeUpdate: refuseChanges,
    beforeUpdateMany: refuseChanges,
    beforeDelete: refuseDeletes,
    beforeDeleteMany: refuseDeletes,
  });
}

export const frozenResearchLifecycle: Lifecycle = { bootstrap: freezeResearch };
