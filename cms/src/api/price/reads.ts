/**
 * What the track record reads from the price data: a security's closes, an index's closes, a
 * security's corporate actions, and the ISIN a call is measured by. Days are 'YYYY-MM-DD' and closes
 * decimal strings with 2 places on both databases (SQLite gives numbers, PostgreSQL strings).
 */
import type { Core } from '@strapi/strapi';
import Decimal from 'decimal.js';
import { canonicalIndexName, ISIN_PATTERN, type CorporateActionKind } from 'contracts';
import { adjustmentFactor } from './adjustment';

export interface DayClose {
  date: string;
  close: string;
}

export interface StoredAction {
  isin: string;
  exDate: string;
  kind: CorporateActionKind;
  ratioFrom: number;
  ratioTo: number;
  /** adjustmentFactor of the action: closes before exDate are divided by it. */
  factor: Decimal;
  note: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date column's value as 'YYYY-MM-DD' (a string on SQLite; a Date at local midnight if a driver parses it). */
export function dayText(v: unknown): string {
  if (v instanceof Date) return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
  return String(v).slice(0, 10);
}

const closeText = (v: unknown): string => new Decimal(String(v)).toFixed(2);

/** The closes of one key (`column` = `value`) of a closes table from `from` to `to` (both included), oldest first. */
async function closesOf(strapi: Core.Strapi, table: string, column: string, value: string, from: string, to: string): Promise<DayClose[]> {
  const rows: { date: unknown; close: unknown }[] = await strapi.db
    .connection(table)
    .select('date', 'close')
    .where(column, value)
    .whereBetween('date', [from, to])
    .orderBy('date', 'asc');
  return rows.map((r) => ({ date: dayText(r.date), close: closeText(r.close) }));
}

/** A day after every close: the upper bound of "from `from` on" (PostgreSQL's date type takes it). */
export const LAST_DAY = '9999-12-31';

/** A security's closes from `from` to `to` (both included), oldest first. */
export const closesFor = (strapi: Core.Strapi, isin: string, from: string, to: string): Promise<DayClose[]> =>
  closesOf(strapi, 'price_closes', 'isin', isin, from, to);

/** An index's closes (by its name in any spelling, e.g. "Nifty 50": stored under its canonical one) from `from` to `to`, oldest first. */
export const indexCloses = (strapi: Core.Strapi, name: string, from: string, to: string): Promise<DayClose[]> =>
  closesOf(strapi, 'index_closes', 'name', canonicalIndexName(name), from, to);

/** A security's splits and bonuses, by ex-date. */
export async function actionsFor(strapi: Core.Strapi, isin: string): Promise<StoredAction[]> {
  const rows: { isin: string; exDate: unknown; kind: CorporateActionKind; ratioFrom: number; ratioTo: number; note: string | null }[] =
    await strapi.db
      .query('api::corporate-action.corporate-action')
      .findMany({ where: { isin }, orderBy: [{ exDate: 'asc' }, { id: 'asc' }] });
  return rows.map((r) => ({
    isin: r.isin,
    exDate: dayText(r.exDate),
    kind: r.kind,
    ratioFrom: r.ratioFrom,
    ratioTo: r.ratioTo,
    factor: adjustmentFactor(r),
    note: r.note ?? null,
  }));
}

/**
 * The ISIN a call (stock) is measured by: its own `isin`; else its code when that is an ISIN (the
 * add-stock form asks for one there); else the security an imported bhavcopy names by its NSE
 * symbol or BSE code. Null when none is known.
 */
export async function isinOf(
  strapi: Core.Strapi,
  stock: { isin?: string | null; code?: string | null; nseCode?: string | null; bseCode?: string | null },
): Promise<string | null> {
  for (const v of [stock.isin, stock.code]) {
    const isin = v?.trim().toUpperCase();
    if (isin && ISIN_PATTERN.test(isin)) return isin;
  }
  const securities = strapi.db.connection('securities');
  const nse = stock.nseCode?.trim().toUpperCase();
  if (nse) {
    const row: { isin: string } | undefined = await securities.clone().select('isin').whereRaw('upper(nse_symbol) = ?', [nse]).first();
    if (row) return row.isin;
  }
  const bse = stock.bseCode?.trim();
  if (bse) {
    const row: { isin: string } | undefined = await securities.clone().select('isin').where('bse_code', bse).first();
    if (row) return row.isin;
  }
  return null;
}

/** The securities and indexes that have a close on one of these days (what an import brought). */
export async function pricedOn(strapi: Core.Strapi, days: readonly string[]): Promise<{ isins: string[]; indexes: string[] }> {
  if (days.length === 0) return { isins: [], indexes: [] };
  const [isins, indexes] = await Promise.all([
    strapi.db
      .connection('price_closes')
      .distinct('isin')
      .whereIn('date', [...days]),
    strapi.db
      .connection('index_closes')
      .distinct('name')
      .whereIn('date', [...days]),
  ]);
  return { isins: isins.map((r: { isin: string }) => r.isin), indexes: indexes.map((r: { name: string }) => r.name) };
}
