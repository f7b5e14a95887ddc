/**
 * Closes written straight into a test CMS's price tables (the price imports' job), and the day a
 * call enters at, for the track record's suites: `run` is the database's own client (tests/api's
 * sqlOn, or sqlite3 on the browser suite's product).
 */
import { canonicalIndexName, DEFAULT_BENCHMARK } from 'contracts';
import { addDays, firstUsableDay } from 'cms';

type Sql = (statement: string) => unknown;

/** The first day whose close a call published at `createdAt` may use (the CMS's own rule). */
export function entryDay(createdAt: string): string {
  const { day, sameDay } = firstUsableDay(createdAt);
  return sameDay ? day : addDays(day, 1);
}

/** A security's closes, one per day; a day it already has is left as it was. */
export function writeCloses(run: Sql, isin: string, rows: readonly [string, number][]): void {
  const values = rows.map(([d, c]) => `('pc-${isin}-${d}', '${isin}', '${d}', ${c}, 'NSE', 'TST')`).join(', ');
  run(`INSERT INTO price_closes (document_id, isin, date, close, exchange, symbol) VALUES ${values} ON CONFLICT DO NOTHING`);
}

/** The benchmark's closes (Nifty 50 unless named), under its canonical name as an import stores them; a day it already has is left as it was. */
export function writeIndexCloses(run: Sql, rows: readonly [string, number][], spelling = DEFAULT_BENCHMARK): void {
  const name = canonicalIndexName(spelling);
  const values = rows.map(([d, c]) => `('ix-${name}-${d}', '${name}', '${d}', ${c})`).join(', ');
  run(`INSERT INTO index_closes (document_id, name, date, close) VALUES ${values} ON CONFLICT DO NOTHING`);
}
