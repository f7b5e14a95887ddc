/**
 * The price data a call's figures are computed from: a security's closes, an index's closes, a
 * security's splits and bonuses as factors, and the ISIN a call is measured by. Thin readers of
 * the price tables (price_closes, index_closes, corporate_actions, securities); the price imports
 * write them. Days are 'YYYY-MM-DD' and closes decimal strings on both databases (SQLite gives
 * numbers, PostgreSQL strings).
 */
import type { Core } from '@strapi/strapi';
import Decimal from 'decimal.js';
import { ISIN_PATTERN } from 'contracts';
import type { Close, PriceFactor } from './adjusted-closes';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date column's value as 'YYYY-MM-DD' (a string on SQLite; a Date at local midnight if a driver parses it). */
export function dayText(v: unknown): string {
  if (v instanceof Date) return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
  return String(v).slice(0, 10);
}

const closeText = (v: unknown): string => new Decimal(String(v)).toString();

/** Closes from one of the price tables, the rows whose `column` is `key`, from `from` on, oldest first. */
async function closesFrom(strapi: Core.Strapi, table: string, column: string, key: string, from: string): Promise<Close[]> {
  const rows: { date: unknown; close: unknown }[] = await strapi.db
    .connection(table)
    .select('date', 'close')
    .where(column, key)
    .where('date', '>=', from)
    .orderBy('date', 'asc');
  return rows.map((r) => ({ date: dayText(r.date), close: closeText(r.close) }));
}

/** A security's closes from `from` on, oldest first. */
export const securityCloses = (strapi: Core.Strapi, isin: string, from: string) => closesFrom(strapi, 'price_closes', 'isin', isin, from);

/** An index's closes (by its name, e.g. "Nifty 50") from `from` on, oldest first. */
export const benchmarkCloses = (strapi: Core.Strapi, name: string, from: string) => closesFrom(strapi, 'index_closes', 'name', name, from);

/**
 * A security's splits and bonuses as the factors earlier prices are divided by: a split
 * ratioFrom:ratioTo multiplies the shares by ratioTo/ratioFrom (1:5 → 5), a bonus gives ratioTo
 * new shares for ratioFrom held ((ratioFrom + ratioTo)/ratioFrom: 1:1 → 2).
 */
export async function priceFactors(strapi: Core.Strapi, isin: string): Promise<PriceFactor[]> {
  const rows: { exDate: unknown; kind: string; ratioFrom: number; ratioTo: number }[] = await strapi.db
    .query('api::corporate-action.corporate-action')
    .findMany({ where: { isin }, orderBy: [{ exDate: 'asc' }, { id: 'asc' }] });
  return rows.map((r) => ({
    exDate: dayText(r.exDate),
    factor: (r.kind === 'split' ? new Decimal(r.ratioTo) : new Decimal(r.ratioFrom).plus(r.ratioTo)).dividedBy(r.ratioFrom),
  }));
}

/**
 * The ISIN a call is measured by: its own `isin`; else its code when that is an ISIN; else the
 * security an imported bhavcopy names by its NSE symbol or BSE code. Null when none is known.
 */
export async function isinOfCall(
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
