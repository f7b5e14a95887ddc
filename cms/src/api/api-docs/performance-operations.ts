/** The track record's routes in the description (operations.ts spreads them in). */
import {
  ACCOUNT_PERFORMANCE_PATH,
  performanceAnswerSchema,
  performanceExportQuerySchema,
  performanceOverviewSchema,
  performanceRequestSchema,
  PERFORMANCE_EXPORT_PATH,
  PERFORMANCE_OVERVIEW_PATH,
} from 'contracts';
import { EXPORT_COLUMNS } from '../performance/export';
import type { Operation } from './operation';

const cell = { type: ['string', 'number', 'null'] };

export const PERFORMANCE_OPERATIONS: Record<string, Operation> = {
  [`POST /api${ACCOUNT_PERFORMANCE_PATH}`]: {
    summary:
      "The track record of the calls the subscriber's plan opens (own id, or an administrator): each call's return against the plan's benchmark over the same days, and the notional portfolio (₹1,00,000 a call). No calls without a running subscription.",
    body: performanceRequestSchema,
    answer: performanceAnswerSchema,
  },
  [`GET /api${PERFORMANCE_OVERVIEW_PATH}`]: {
    summary:
      "Every call's track record against each published plan's benchmark, and in total against the default benchmark (administrators).",
    answer: performanceOverviewSchema,
  },
  [`GET /api${PERFORMANCE_EXPORT_PATH}`]: {
    summary:
      "Every call and update with timestamps, ISIN, action, entry, target, stop-loss, exit and the prices the figures used (`format=csv` for a file; the column order is docs/track-record.md's).",
    query: performanceExportQuerySchema,
    answer: {
      type: 'object',
      properties: {
        columns: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, header: { type: 'string' } } } },
        rows: {
          type: 'array',
          items: { type: 'object', properties: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, cell])) },
        },
      },
      required: ['columns', 'rows'],
    },
    answerTypes: ['application/json', 'text/csv'],
  },
};
