/**
 * The track record's figures as the CMS serves them and My Account shows them: the paths, the
 * request and answer shapes, the statuses of a call and the words the figures are shown with
 * (the disclaimer SEBI requires beside past performance, written once).
 */
import * as yup from 'yup';
import { accountIdRule } from './account-news';

/** POST /api/GWSUsers/performance `{ id }`: the subscriber's calls and notional portfolio. */
export const ACCOUNT_PERFORMANCE_PATH = '/GWSUsers/performance';
/** GET /api/Recommendations/performance: every call, per plan and in total (administrators). */
export const PERFORMANCE_OVERVIEW_PATH = '/Recommendations/performance';
/** GET /api/Recommendations/performance-export?format=csv|json (administrators). */
export const PERFORMANCE_EXPORT_PATH = '/Recommendations/performance-export';

/** What each call is notionally given in a portfolio, in rupees (Value Research's Stock Advisor's method). */
export const NOTIONAL_PER_CALL = 100000;

export const CALL_STATUSES = ['awaiting prices', 'open', 'target reached', 'stop-loss hit', 'exited'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const PERFORMANCE_TEXTS = {
  title: 'Performance',
  disclaimer: 'These figures are not verified by PaRRVA. Past performance does not indicate future returns.',
  dividends: 'Returns are price returns: dividends are not included.',
  method: (amount: string) =>
    `Each call is given a notional ${amount} at its first usable close and held until the call ends; the same amount goes into the benchmark on the same days.`,
  empty: 'No call has figures yet. They appear once the exchanges publish closes after a call.',
  failed: 'Your performance could not be loaded. Please try again later.',
  chartLabel: (benchmark: string) => `Notional portfolio against ${benchmark}, week by week`,
  status: {
    'awaiting prices': 'Awaiting prices',
    open: 'Open',
    'target reached': 'Target reached',
    'stop-loss hit': 'Stop-loss hit',
    exited: 'Exited',
  } as Record<CallStatus, string>,
};

export const performanceRequestSchema = yup.object({ id: accountIdRule() });

export const PERFORMANCE_FORMATS = ['json', 'csv'] as const;
export const performanceExportQuerySchema = yup.object({
  format: yup.string().oneOf(PERFORMANCE_FORMATS, 'format must be csv or json.').default('json'),
});

/** One call's figures (percentages and prices as decimal strings, rounded half up to two places). */
export interface CallPerformance {
  stockId: number;
  name: string;
  entryDate: string | null;
  entryPrice: string | null;
  lastDate: string | null;
  lastPrice: string | null;
  returnPct: string | null;
  benchmarkReturnPct: string | null;
  status: CallStatus;
  /** Only once the call was held a year. */
  cagrPct: string | null;
  differencePct: string | null;
}

export interface PortfolioPoint {
  date: string;
  invested: number;
  value: number;
  benchmark: number;
}

export interface PortfolioFigures {
  notionalPerCall: number;
  calls: number;
  invested: string;
  value: string;
  returnPct: string | null;
  benchmarkValue: string;
  benchmarkReturnPct: string | null;
  hits: number;
  misses: number;
  series: PortfolioPoint[];
}

export interface PerformanceAnswer {
  benchmark: string;
  /** The latest close the figures use, or null when none has any. */
  asOf: string | null;
  calls: CallPerformance[];
  portfolio: PortfolioFigures;
}

export interface PlanPerformance extends PerformanceAnswer {
  planId: string;
  planName: string;
}

export interface PerformanceOverview {
  plans: PlanPerformance[];
  total: PerformanceAnswer;
}

const text = () => yup.string().defined();
const maybeText = () => yup.string().nullable().defined();
const whole = () => yup.number().integer().defined();

export const callPerformanceSchema: yup.ObjectSchema<CallPerformance> = yup.object({
  stockId: whole(),
  name: text(),
  entryDate: maybeText(),
  entryPrice: maybeText(),
  lastDate: maybeText(),
  lastPrice: maybeText(),
  returnPct: maybeText(),
  benchmarkReturnPct: maybeText(),
  status: yup.mixed<CallStatus>().oneOf(CALL_STATUSES).defined(),
  cagrPct: maybeText(),
  differencePct: maybeText(),
});

export const portfolioFiguresSchema: yup.ObjectSchema<PortfolioFigures> = yup.object({
  notionalPerCall: yup.number().defined(),
  calls: whole(),
  invested: text(),
  value: text(),
  returnPct: maybeText(),
  benchmarkValue: text(),
  benchmarkReturnPct: maybeText(),
  hits: whole(),
  misses: whole(),
  series: yup
    .array(
      yup
        .object({ date: text(), invested: yup.number().defined(), value: yup.number().defined(), benchmark: yup.number().defined() })
        .defined(),
    )
    .defined(),
});

export const performanceAnswerSchema: yup.ObjectSchema<PerformanceAnswer> = yup.object({
  benchmark: text(),
  asOf: maybeText(),
  calls: yup.array(callPerformanceSchema.defined()).defined(),
  portfolio: portfolioFiguresSchema.defined(),
});

export const performanceOverviewSchema: yup.ObjectSchema<PerformanceOverview> = yup.object({
  plans: yup.array(performanceAnswerSchema.concat(yup.object({ planId: text(), planName: text() })).defined()).defined(),
  total: performanceAnswerSchema.defined(),
});
