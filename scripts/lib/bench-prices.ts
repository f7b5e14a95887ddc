/**
 * The track record's load for bench:api: three years of daily closes (weekdays) for each of the
 * benchmark's structured calls and for their benchmark, written straight into the price tables
 * (the price imports' job is not what is measured), from the calls' entry day on, so each call's
 * kept track holds three years of weekly points, as an old call's does.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { addDays, canonicalIndexName, DEFAULT_BENCHMARK } from 'contracts';

const YEARS = 3;
/** The benchmark's closes as an import stores them: under its canonical name. */
const BENCHMARK = canonicalIndexName(DEFAULT_BENCHMARK);

/** Weekdays from `from` for YEARS years. */
function tradingDays(from: string): string[] {
  const days: string[] = [];
  for (let d = from; d < addDays(from, YEARS * 365); d = addDays(d, 1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(d);
  }
  return days;
}

/** A price path that drifts and waves, different for each security: plausible closes, two decimals. */
const close = (i: number, k: number, base: number) => (base * (1 + 0.0006 * k * ((i % 5) - 1) + 0.06 * Math.sin(k / 23 + i))).toFixed(2);

/** Writes the closes of `isins` and of the benchmark; answers how many rows. */
export function writeBenchPrices(dataDir: string, databaseUrl: string | undefined, isins: readonly string[], from: string): number {
  const days = tradingDays(from);
  const rows: [string, string, string][] = isins.flatMap((isin, i) =>
    days.map((d, k): [string, string, string] => [isin, d, close(i, k, 400)]),
  );
  const index = days.map((d, k) => [d, close(7, k, 22000)] as const);
  if (databaseUrl) {
    const values = (list: string[]) => list.join(',\n');
    const sql = [
      `INSERT INTO price_closes (document_id, isin, date, close, exchange, symbol) VALUES ${values(rows.map(([i, d, c]) => `('b${i}${d}', '${i}', '${d}', ${c}, 'NSE', 'BENCH')`))};`,
      `INSERT INTO index_closes (document_id, name, date, close) VALUES ${values(index.map(([d, c]) => `('bix${d}', '${BENCHMARK}', '${d}', ${c})`))};`,
    ].join('\n');
    const r = spawnSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q'], { input: sql, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`writing the closes: ${r.stderr}`);
  } else {
    const db = new Database(path.join(dataDir, 'cms.db'));
    const price = db.prepare(
      `INSERT INTO price_closes (document_id, isin, date, close, exchange, symbol) VALUES (?, ?, ?, ?, 'NSE', 'BENCH')`,
    );
    const ix = db.prepare('INSERT INTO index_closes (document_id, name, date, close) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      for (const [i, d, c] of rows) price.run(`b${i}${d}`, i, d, Number(c));
      for (const [d, c] of index) ix.run(`bix${d}`, BENCHMARK, d, Number(c));
    })();
    db.close();
  }
  return rows.length + index.length;
}
