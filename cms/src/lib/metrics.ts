/**
 * The CMS instance's Prometheus metrics (prom-client), in a registry of its own: HTTP requests by
 * matched route (the router's template, never the raw path: one series per route, however many
 * ids and queries are called), the lead outbox, scheduled jobs and mail. Scraped from a loopback
 * port of each instance (metrics-server.ts, CMS_METRICS_PORT), never through the public origin.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

/** Methods outside this list share one label, so nobody can make new series by inventing methods. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'OTHER');

const httpRequests = new Counter({
  name: 'cms_http_requests_total',
  help: 'Requests answered by this CMS instance, by method, matched route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: 'cms_http_request_duration_seconds',
  help: 'Time from a request reaching the CMS to its answer, by method and matched route template.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/**
 * A request's two series, looked up once per method, route and status: prom-client otherwise
 * sorts and joins the labels into a key on every call (routes, methods and statuses are few).
 */
const requestSeries = new Map<string, { requests: Counter.Internal; duration: Histogram.Internal<'method' | 'route'> }>();

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const m = methodLabel(method);
  const key = `${m} ${status} ${route}`;
  let series = requestSeries.get(key);
  if (!series) {
    series = { requests: httpRequests.labels(m, route, String(status)), duration: httpDuration.labels(m, route) };
    requestSeries.set(key, series);
  }
  series.requests.inc();
  series.duration.observe(seconds);
}

const jobRuns = new Counter({
  name: 'cms_scheduled_job_runs_total',
  help: 'Runs of a scheduled job on this instance (a tick another instance ran is not counted).',
  labelNames: ['job'] as const,
  registers: [registry],
});
const jobFailures = new Counter({
  name: 'cms_scheduled_job_failures_total',
  help: 'Runs of a scheduled job on this instance that failed (the next tick retries).',
  labelNames: ['job'] as const,
  registers: [registry],
});

/** Runs `task` as one run of `job`, counting it and, when it throws, its failure (the error goes on). */
export async function countedJobRun(job: string, task: () => Promise<void>): Promise<void> {
  jobRuns.inc({ job });
  try {
    await task();
  } catch (err) {
    jobFailures.inc({ job });
    throw err;
  }
}

const mailsSent = new Counter({
  name: 'cms_mails_sent_total',
  help: 'Mail handed to the relay (or written to the .eml outbox).',
  registers: [registry],
});
const mailsFailed = new Counter({
  name: 'cms_mails_failed_total',
  help: 'Mail the relay refused or could not be reached for.',
  registers: [registry],
});

export const countMail = (outcome: 'sent' | 'failed') => (outcome === 'sent' ? mailsSent : mailsFailed).inc();

/** The lead outbox as the database has it now, read when the metrics are scraped. */
export type OutboxProbe = () => Promise<{ depth: number; oldestAgeSeconds: number | null }>;
let outboxProbe: OutboxProbe | null = null;
let lastOutbox: { at: number; read: Promise<{ depth: number; oldestAgeSeconds: number | null } | null> } | null = null;

/** One database read for both outbox gauges (each gauge's collect asks within the same scrape). */
function outboxNow() {
  if (!lastOutbox || Date.now() - lastOutbox.at > 1_000) {
    lastOutbox = { at: Date.now(), read: (outboxProbe?.() ?? Promise.resolve(null)).catch(() => null) };
  }
  return lastOutbox.read;
}

new Gauge({
  name: 'cms_lead_outbox_depth',
  help: 'Lead outbox entries neither delivered nor given up.',
  registers: [registry],
  async collect() {
    const o = await outboxNow();
    if (o) this.set(o.depth);
  },
});
new Gauge({
  name: 'cms_lead_outbox_oldest_age_seconds',
  help: 'How long the oldest lead outbox entry neither delivered nor given up has waited (0: none).',
  registers: [registry],
  async collect() {
    const o = await outboxNow();
    if (o) this.set(o.oldestAgeSeconds ?? 0);
  },
});

export function setOutboxProbe(probe: OutboxProbe | null): void {
  outboxProbe = probe;
  lastOutbox = null;
}

let defaults = false;
/** The process's own metrics (CPU, memory, event loop lag, GC), from when metrics are first served. */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: registry, prefix: 'cms_' });
}
