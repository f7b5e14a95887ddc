/**
 * The track record as a file for compliance staff and auditors: every call and every update with
 * its timestamps, ISIN, action, entry range, target, stop-loss and exit, and for each call the
 * prices its figures used (entry and last close with their days, in today's units, and the
 * adjustment factors), against each benchmark in use. One row per call and benchmark, then one
 * per update. The column order is docs/track-record.md's; CSV as the register's (lib/csv.ts).
 */
import type { Stringifier } from 'csv-stringify';
import { csvWriter } from '../../lib/csv';
import type { StoredFigures } from './cached-figures';
import { callInput, type PublishedCall, type PublishedUpdate } from './call-inputs';

export const EXPORT_COLUMNS = [
  { key: 'stockId', header: 'Stock id' },
  { key: 'name', header: 'Call' },
  { key: 'isin', header: 'ISIN' },
  { key: 'record', header: 'Record' },
  { key: 'recordId', header: 'Record id' },
  { key: 'version', header: 'Version' },
  { key: 'publishedAt', header: 'Published at (UTC)' },
  { key: 'action', header: 'Action' },
  { key: 'entryLow', header: 'Entry low' },
  { key: 'entryHigh', header: 'Entry high' },
  { key: 'target', header: 'Target' },
  { key: 'stopLoss', header: 'Stop-loss' },
  { key: 'exitAt', header: 'Exit published at (UTC)' },
  { key: 'benchmark', header: 'Benchmark' },
  { key: 'entryDate', header: 'Entry date' },
  { key: 'entryClose', header: 'Entry close' },
  { key: 'lastDate', header: 'Last date' },
  { key: 'lastClose', header: 'Last close' },
  { key: 'status', header: 'Status' },
  { key: 'returnPct', header: 'Return %' },
  { key: 'benchmarkReturnPct', header: 'Benchmark return %' },
  { key: 'differencePct', header: 'Difference %' },
  { key: 'cagrPct', header: 'CAGR %' },
  { key: 'factors', header: 'Adjustment factors (ex-date: factor)' },
  { key: 'computedAt', header: 'Computed at (UTC)' },
] as const;

export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number]['key'], string | number | null>;

type Research = { id: number; createdAt: string | Date; version?: number; action?: string | null } & Record<
  'entryLow' | 'entryHigh' | 'target' | 'stopLoss',
  number | string | null | undefined
>;
export type ExportedCall = Omit<PublishedCall, 'update'> & Research & { isin: string | null; update: (PublishedUpdate & Research)[] };
export interface ExportedFigures {
  stockId: number;
  benchmark: string;
  isin: string | null;
  figures: StoredFigures;
  computedAt: string | Date;
}

const iso = (v: string | Date | null | undefined) => (v ? new Date(v).toISOString() : null);
const num = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? null : String(v));

function research(r: Research, record: 'call' | 'update') {
  return {
    record,
    recordId: r.id,
    version: r.version ?? 1,
    publishedAt: iso(r.createdAt),
    action: r.action ?? null,
    entryLow: num(r.entryLow),
    entryHigh: num(r.entryHigh),
    target: num(r.target),
    stopLoss: num(r.stopLoss),
  };
}

const NO_FIGURES = {
  benchmark: null,
  entryDate: null,
  entryClose: null,
  lastDate: null,
  lastClose: null,
  status: null,
  returnPct: null,
  benchmarkReturnPct: null,
  differencePct: null,
  cagrPct: null,
  factors: null,
  computedAt: null,
};

/** The rows, calls in publication order, each call's rows (one per benchmark) before its updates. */
export function exportRows(calls: readonly ExportedCall[], kept: readonly ExportedFigures[]): ExportRow[] {
  const out: ExportRow[] = [];
  for (const call of calls) {
    const exitAt = callInput(call).exitAt;
    const rows = kept.filter((k) => k.stockId === call.id).sort((a, b) => (a.benchmark < b.benchmark ? -1 : 1));
    const base = { stockId: call.id, name: call.name, exitAt };
    const isin = rows[0]?.isin ?? call.isin;
    if (rows.length === 0) out.push({ ...base, isin, ...research(call, 'call'), ...NO_FIGURES });
    for (const { figures: f, benchmark, computedAt } of rows)
      out.push({
        ...base,
        isin,
        ...research(call, 'call'),
        benchmark,
        entryDate: f.entryDate,
        entryClose: f.entryPrice,
        lastDate: f.lastDate,
        lastClose: f.lastPrice,
        status: f.status,
        returnPct: f.returnPct,
        benchmarkReturnPct: f.benchmarkReturnPct,
        differencePct: f.differencePct,
        cagrPct: f.cagrPct,
        factors: f.factors.map((x) => `${x.exDate}: ${x.factor}`).join('; ') || null,
        computedAt: iso(computedAt),
      });
    for (const u of call.update) out.push({ ...base, isin, ...research(u, 'update'), exitAt: null, ...NO_FIGURES });
  }
  return out;
}

export function exportCsv(rows: readonly ExportRow[]): Stringifier {
  const out = csvWriter(EXPORT_COLUMNS.map((c) => ({ ...c })));
  for (const r of rows) out.write(r);
  out.end();
  return out;
}

/** The JSON file: the columns in their order and the rows keyed by them. */
export const exportJson = (rows: readonly ExportRow[]) => ({ columns: EXPORT_COLUMNS.map((c) => ({ ...c })), rows });
