/**
 * The calls' cached performance: each call's figures and chart track against each benchmark in
 * use, computed when its inputs change (its publication, an update or an amendment, a price import
 * for its ISIN or its benchmark, a corporate action) and read back whole when a subscriber or an
 * administrator asks, so a request sums cached rows instead of rereading years of prices.
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { addDays, canonicalIndexName, DEFAULT_BENCHMARK, type PerformanceAnswer, type PerformanceOverview } from 'contracts';
import { isUniqueViolation } from '../../../lib/db';
import { serviceOf } from '../../../lib/services';
import { stocks } from '../../stock/services/stock';
import { callInput } from '../../performance/call-inputs';
import type { CallInput } from '../../performance/call-return';
import { computeCall, type StoredFigures } from '../../performance/cached-figures';
import { performanceAnswer, type CachedCall } from '../../performance/performance-answer';
import { firstUsableDay } from '../../performance/trading-day';
import { actionsFor, closesFor, indexCloses, isinOf, LAST_DAY, pricedOn } from '../../price/reads';
import type { Close } from '../../performance/adjusted-closes';
import type { TrackPoint } from '../../performance/portfolio';

const UID = 'api::call-performance.call-performance';
const STOCK = 'api::stock.stock';
const PLAN = 'api::plan.plan';
/** An index may lack the entry day: its close before it stands in (closeOnOrBefore), so read a fortnight earlier. */
const BENCHMARK_LEAD_DAYS = 14;

interface Row {
  id: number;
  stockId: number;
  benchmark: string;
  isin: string | null;
  figures: StoredFigures;
  track: TrackPoint[];
  computedAt: string;
}

const performanceService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The published calls with their updates, as their latest versions show them. */
  const publishedCalls = (ids?: readonly number[]) => stocks(strapi).withUpdates(ids ? { where: { id: { $in: [...ids] } } } : {});

  /**
   * A call's row against one benchmark, written in place: updated when there is one, else created.
   * Two instances recomputing the same call at once may both find none and both create: the unique
   * index on (stock, benchmark) refuses the second, which then updates the first's row. Each write
   * is one statement, so a reader sees the old figures or the new, never no row.
   */
  async function writeRow(data: Omit<Row, 'id' | 'computedAt'> & { computedAt: Date }): Promise<void> {
    const where = { stockId: data.stockId, benchmark: data.benchmark };
    const { count } = await strapi.db.query(UID).updateMany({ where, data });
    if (count > 0) return;
    try {
      await strapi.db.query(UID).create({ data });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await strapi.db.query(UID).updateMany({ where, data });
    }
  }

  /** The latest row per call and benchmark (rows doubled before the unique index was made are reduced to one by its migration). */
  async function rowsFor(where: Record<string, unknown>): Promise<Row[]> {
    const rows: Row[] = await strapi.db.query(UID).findMany({ where, orderBy: { id: 'asc' } });
    const latest = new Map<string, Row>();
    for (const r of rows) latest.set(`${r.stockId}:${r.benchmark}`, r);
    return [...latest.values()];
  }

  const service = {
    /** The benchmarks in use: every published plan's, and the default (the total's). */
    async benchmarks(): Promise<string[]> {
      const plans: { benchmark?: string | null }[] = await strapi.db
        .query(PLAN)
        .findMany({ where: { publishedAt: { $notNull: true } }, select: ['benchmark'] });
      return [...new Set([DEFAULT_BENCHMARK, ...plans.map((p) => p.benchmark || DEFAULT_BENCHMARK)])].sort();
    },

    /** Computes and stores these calls' figures against every benchmark in use. */
    async recompute(stockIds: readonly number[]): Promise<void> {
      if (stockIds.length === 0) return;
      const calls = await publishedCalls(stockIds);
      if (calls.length === 0) return;
      const benchmarks = await this.benchmarks();
      // The benchmarks' closes read once for every call, from the earliest call's entry on.
      const inputs = calls.map(({ row, view }) => ({ row, input: callInput(view) }));
      const firstDay = (input: CallInput) => firstUsableDay(input.publishedAt).day;
      const earliest = inputs.reduce((min, { input }) => (firstDay(input) < min ? firstDay(input) : min), firstDay(inputs[0].input));
      const series = new Map<string, Close[]>();
      for (const benchmark of benchmarks)
        series.set(benchmark, await indexCloses(strapi, benchmark, addDays(earliest, -BENCHMARK_LEAD_DAYS), LAST_DAY));
      for (const { row, input } of inputs) {
        const from = firstDay(input);
        const isin = await isinOf(strapi, row);
        const [closes, factors] = isin ? await Promise.all([closesFor(strapi, isin, from, LAST_DAY), actionsFor(strapi, isin)]) : [[], []];
        const computed = benchmarks.map((benchmark) => {
          const index = series.get(benchmark)!.filter((c) => c.date >= addDays(from, -BENCHMARK_LEAD_DAYS));
          return { benchmark, ...computeCall(input, closes, factors, index) };
        });
        const computedAt = new Date();
        for (const { benchmark, figures, track } of computed)
          await writeRow({ stockId: row.id, benchmark, isin, figures, track, computedAt });
        await strapi.db.query(UID).deleteMany({ where: { stockId: row.id, benchmark: { $notIn: benchmarks } } });
      }
    },

    async recomputeAll(): Promise<void> {
      const rows: { id: number }[] = await strapi.db.query(STOCK).findMany({ select: ['id'] });
      await this.recompute(rows.map((r) => r.id));
    },

    /** Calls that have no figures yet (published before the figures were kept, or whose computation failed). */
    async recomputeMissing(): Promise<void> {
      const [all, kept] = await Promise.all([
        strapi.db.query(STOCK).findMany({ select: ['id'] }) as Promise<{ id: number }[]>,
        strapi.db.query(UID).findMany({ select: ['stockId'] }) as Promise<{ stockId: number }[]>,
      ]);
      const have = new Set(kept.map((k) => k.stockId));
      await this.recompute(all.map((s) => s.id).filter((id) => !have.has(id)));
    },

    /**
     * After a price import that gave closes for these days: the calls on the securities it
     * priced (and those whose ISIN was not known yet: the import may have named it), or every
     * call when it priced a benchmark in use. Other calls' figures did not change and are left as they are.
     */
    async afterPricesImported(days: readonly string[]): Promise<void> {
      const { isins, indexes } = await pricedOn(strapi, days);
      const benchmarks = await this.benchmarks();
      // Stored index names are canonical; a plan's benchmark is as its editor spelled it.
      if (indexes.some((i) => benchmarks.some((b) => canonicalIndexName(b) === i))) return this.recomputeAll();
      await this.recomputeIsins(isins, true);
    },

    /** The calls measured by these ISINs (and, with `unknownToo`, those with no ISIN yet). */
    async recomputeIsins(isins: readonly string[], unknownToo = false): Promise<void> {
      const or: Record<string, unknown>[] = [{ isin: { $in: [...isins] } }];
      if (unknownToo) or.push({ isin: { $null: true } });
      const rows: { stockId: number }[] = await strapi.db.query(UID).findMany({ where: { $or: or }, select: ['stockId'] });
      await this.recompute([...new Set(rows.map((r) => r.stockId))]);
    },

    /** These calls' cached figures against a benchmark, in the order given (a call not computed yet is left out). */
    async cached(stockIds: readonly number[], benchmark: string): Promise<CachedCall[]> {
      if (stockIds.length === 0) return [];
      const rows = await rowsFor({ stockId: { $in: [...stockIds] }, benchmark });
      const byStock = new Map(rows.map((r) => [r.stockId, r]));
      return stockIds.flatMap((id) => {
        const r = byStock.get(id);
        return r ? [{ figures: r.figures, track: r.track }] : [];
      });
    },

    async answer(stockIds: readonly number[], benchmark: string): Promise<PerformanceAnswer> {
      return performanceAnswer(benchmark, await this.cached(stockIds, benchmark));
    },

    /** Every call against each published plan's benchmark, and in total against the default. */
    async overview(): Promise<PerformanceOverview> {
      const [calls, plans] = await Promise.all([
        strapi.db.query(STOCK).findMany({ select: ['id'], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }) as Promise<{ id: number }[]>,
        strapi.db.query(PLAN).findMany({
          where: { publishedAt: { $notNull: true } },
          select: ['documentId', 'name', 'benchmark'],
          orderBy: [{ name: 'asc' }],
        }) as Promise<{ documentId: string; name: string; benchmark?: string | null }[]>,
      ]);
      const ids = calls.map((s) => s.id);
      const byPlan = await Promise.all(
        plans.map(async (p) => ({ planId: p.documentId, planName: p.name, ...(await this.answer(ids, p.benchmark || DEFAULT_BENCHMARK)) })),
      );
      return { plans: byPlan, total: await this.answer(ids, DEFAULT_BENCHMARK) };
    },

    /** Every call with its updates and every cached row, for the export. */
    async exportData() {
      const [calls, rows] = await Promise.all([publishedCalls(), rowsFor({})]);
      return { calls: calls.map((c) => ({ ...c.view, isin: c.row.isin ?? null })), rows };
    },
  };
  return service;
};

export default factories.createCoreService(UID, performanceService);

export const callPerformances = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof performanceService>>(strapi, UID);
