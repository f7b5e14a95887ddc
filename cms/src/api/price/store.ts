/**
 * Writes a day's closes in one transaction (all or nothing), in batches. One close per security and
 * day (unique index price_closes_isin_date_unique): NSE's close is kept when both exchanges give the
 * day, a BSE close fills a day NSE lacks, and a close equal to the stored one changes nothing (so a
 * re-imported file answers inserted 0). Each import also refreshes the securities it names (ISIN →
 * NSE symbol, BSE code, name), by which a call with only an NSE or BSE code finds its ISIN.
 */
import type { Core } from '@strapi/strapi';
import type { PriceExchange } from 'contracts';
import type { Transaction } from '../research-register/audience';
import type { ParsedBhavcopy } from './bhavcopy-format';
import { dayText } from './reads';

export const PRICE_TABLE = 'price_closes';
export const INDEX_TABLE = 'index_closes';
export const SECURITY_TABLE = 'securities';
/** Rows per INSERT or IN list: well under SQLite's limit of bound values. */
const CHUNK = 500;

export interface StoreCounts {
  inserted: number;
  /** Closes replaced: a corrected file's, or NSE's over a BSE close of the same day. */
  updated: number;
  unchanged: number;
}

const chunks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));
const sameClose = (a: string | number, b: string): boolean => Number(a).toFixed(2) === b;

interface StoredClose {
  id: number;
  isin: string;
  close: string | number;
  exchange: PriceExchange;
  symbol: string;
}

/** Whether a close from `incoming` replaces the stored one of the same day: the same exchange's (a corrected file), or NSE's over BSE's. */
const replaces = (incoming: PriceExchange, stored: PriceExchange): boolean => incoming === stored || incoming === 'NSE';

export async function storeBhavcopy(strapi: Core.Strapi, day: ParsedBhavcopy): Promise<StoreCounts> {
  return strapi.db.transaction(async ({ trx }) => {
    const now = new Date();
    const counts: StoreCounts = { inserted: 0, updated: 0, unchanged: 0 };
    const stored = new Map<string, StoredClose>();
    for (const part of chunks(day.closes.map((c) => c.isin))) {
      const rows: StoredClose[] = await trx(PRICE_TABLE)
        .select('id', 'isin', 'close', 'exchange', 'symbol')
        .where('date', day.date)
        .whereIn('isin', part);
      for (const r of rows) stored.set(r.isin, r);
    }
    const fresh = [];
    const replaced = [];
    for (const c of day.closes) {
      const before = stored.get(c.isin);
      const row = {
        isin: c.isin,
        date: day.date,
        close: c.close,
        exchange: day.exchange,
        symbol: c.symbol,
        created_at: now,
        updated_at: now,
      };
      if (!before) fresh.push(row);
      else if (
        !replaces(day.exchange, before.exchange) ||
        (before.exchange === day.exchange && sameClose(before.close, c.close) && before.symbol === c.symbol)
      ) {
        counts.unchanged += 1;
      } else replaced.push(row);
    }
    for (const part of chunks(fresh)) await trx(PRICE_TABLE).insert(part);
    // Replaced in batches too: an upsert on the (isin, date) unique index, keeping created_at.
    for (const part of chunks(replaced))
      await trx(PRICE_TABLE).insert(part).onConflict(['isin', 'date']).merge(['close', 'exchange', 'symbol', 'updated_at']);
    counts.inserted = fresh.length;
    counts.updated = replaced.length;
    await refreshSecurities(trx, day, now);
    return counts;
  });
}

/** Adds the securities not known yet and sets the NSE symbol or BSE code (and name) of the known ones where they differ. */
async function refreshSecurities(trx: Transaction, day: ParsedBhavcopy, now: Date): Promise<void> {
  const codeColumn = day.exchange === 'NSE' ? 'nse_symbol' : 'bse_code';
  const known = new Map<string, { id: number; code: string | null; name: string | null }>();
  for (const part of chunks(day.closes.map((c) => c.isin))) {
    const rows: { id: number; isin: string; code: string | null; name: string | null }[] = await trx(SECURITY_TABLE)
      .select('id', 'isin', `${codeColumn} as code`, 'name')
      .whereIn('isin', part);
    for (const r of rows) known.set(r.isin, r);
  }
  const changed = [];
  for (const c of day.closes) {
    const before = known.get(c.isin);
    if (!before || before.code !== c.symbol || (c.name && before.name !== c.name)) {
      changed.push({ isin: c.isin, [codeColumn]: c.symbol, name: c.name ?? before?.name ?? null, created_at: now, updated_at: now });
    }
  }
  // New and changed securities in batches: an upsert on the isin unique index, keeping the other exchange's code.
  for (const part of chunks(changed)) await trx(SECURITY_TABLE).insert(part).onConflict('isin').merge([codeColumn, 'name', 'updated_at']);
}

/** An index's closes (name, day, close), idempotent as a bhavcopy's: an equal close is left alone, a different one replaced. */
export async function storeIndexCloses(
  strapi: Core.Strapi,
  name: string,
  closes: readonly { date: string; close: string }[],
): Promise<StoreCounts> {
  return strapi.db.transaction(async ({ trx }) => {
    const now = new Date();
    const counts: StoreCounts = { inserted: 0, updated: 0, unchanged: 0 };
    const stored = new Map<string, { id: number; close: string | number }>();
    for (const part of chunks(closes.map((c) => c.date))) {
      const rows: { id: number; date: unknown; close: string | number }[] = await trx(INDEX_TABLE)
        .select('id', 'date', 'close')
        .where('name', name)
        .whereIn('date', part);
      for (const r of rows) stored.set(dayText(r.date), r);
    }
    const fresh = [];
    for (const c of closes) {
      const before = stored.get(c.date);
      if (!before) fresh.push({ name, date: c.date, close: c.close, created_at: now, updated_at: now });
      else if (sameClose(before.close, c.close)) counts.unchanged += 1;
      else {
        await trx(INDEX_TABLE).where('id', before.id).update({ close: c.close, updated_at: now });
        counts.updated += 1;
      }
    }
    for (const part of chunks(fresh)) await trx(INDEX_TABLE).insert(part);
    counts.inserted = fresh.length;
    return counts;
  });
}
