/**
 * Health, metrics and logs, on a real CMS behind a real origin (createSiteServer): /healthz and
 * /readyz answer from the origin itself (200 while all is well, 503 with the failing check when
 * the lead outbox is stuck behind a dead webhook or the CMS is down), /metrics is not served by
 * the public origin but by the loopback metrics ports of the origin and the CMS, and one request
 * id (the client's when well-formed, else the origin's) is in the answer, its error body and the
 * log lines of both processes.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import pino from 'pino';
import { backupAgeOf, createSiteMetrics, createSiteServer, serveMetrics } from 'origin-server';
import { bootCms, freePort, type TestCms } from '../lib/cms';
import { GENERAL_ENV } from './helpers';

test.describe.configure({ mode: 'serial' });

const CONTACT = '/api/Messages/sendContactUsDetails';
/** How long a lead may wait in the outbox here before /readyz says not ready (production: 30 min). */
const OUTBOX_LIMIT_SECONDS = 2;

let cms: TestCms;
let origin: http.Server;
let metricsServer: http.Server;
let base: string;
let originMetrics: string;
let cmsMetrics: string;
let backupDir: string;
/** The origin's log lines, as JSON objects. */
const originLines: Record<string, unknown>[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const deadWebhook = `http://127.0.0.1:${await freePort()}/leads`;
  const cmsMetricsPort = await freePort();
  cms = await bootCms({
    env: {
      ...GENERAL_ENV,
      LEAD_WEBHOOK_URL: deadWebhook,
      LEAD_WEBHOOK_SECRET: 'monitoring-test',
      CMS_METRICS_PORT: String(cmsMetricsPort),
    },
  });
  cmsMetrics = `http://127.0.0.1:${cmsMetricsPort}/metrics`;
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
  fs.writeFileSync(path.join(backupDir, 'cms-2026-01-01.tar.gz'), 'archive');
  const metrics = createSiteMetrics();
  const log = pino({ base: { service: 'site' } }, { write: (line: string) => void originLines.push(JSON.parse(line)) });
  origin = createSiteServer({
    cmsUrl: cms.url,
    rebuildSecret: 'unused',
    getRelease: () => null,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    monitoring: { log, metrics, backupAgeSeconds: backupAgeOf(backupDir), thresholds: { outboxOldestSeconds: OUTBOX_LIMIT_SECONDS } },
    log: () => undefined,
  });
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  const metricsPort = await freePort();
  metricsServer = await serveMetrics(metrics.registry, metricsPort);
  originMetrics = `http://127.0.0.1:${metricsPort}/metrics`;
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  origin?.closeAllConnections();
  await new Promise((r) => origin?.close(r));
  await new Promise((r) => metricsServer?.close(r));
  await cms?.stop();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, signal: AbortSignal.timeout(10_000) });

/** A counter's value in Prometheus text for exactly these labels (0 when the series is not there yet). */
function counter(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort();
  for (const line of text.split('\n')) {
    const m = /^(\w+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = m[2] ? m[2].split(',').sort() : [];
    if (JSON.stringify(have) === JSON.stringify(wanted)) return Number(m[3]);
  }
  return 0;
}

/** The CMS's request lines (JSON) in its log. */
function cmsRequestLines(): Record<string, unknown>[] {
  const log = path.join(cms.dataDir, 'logs', 'cms.log');
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{') && l.includes('"msg":"request"'))
    .map((l) => JSON.parse(l));
}

test('/healthz and /readyz answer 200 when all is well, from the origin itself', async () => {
  const health = await get(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const ready = await get(`${base}/readyz`);
  const body = await ready.json();
  expect(ready.status, JSON.stringify(body)).toBe(200);
  expect(ready.headers.get('cache-control')).toBe('no-store');
  expect(body).toMatchObject({
    status: 'ready',
    checks: {
      cms: { ok: true },
      database: { ok: true },
      outbox: { ok: true, depth: 0, oldestAgeSeconds: null },
      backup: { ok: true },
    },
  });
  // No secret in it: nothing but the checks' figures.
  expect(JSON.stringify(body)).not.toMatch(/secret|password|token/i);
});

test('/metrics is not on the public origin; the loopback metrics ports serve Prometheus text, counting each request', async () => {
  expect((await get(`${base}/metrics`)).status).toBe(404);

  const planLabels = { method: 'GET', route: '/api/Stocks/getplanslist', status: '200' };
  const before = await (await get(cmsMetrics)).text();
  const beforeOrigin = await (await get(originMetrics)).text();
  expect((await get(`${base}/api/Stocks/getplanslist`)).status).toBe(200);
  const after = await get(cmsMetrics);
  expect(after.headers.get('content-type')).toContain('text/plain');
  const text = await after.text();
  for (const name of [
    'cms_http_requests_total',
    'cms_http_request_duration_seconds',
    'cms_lead_outbox_depth',
    'cms_lead_outbox_oldest_age_seconds',
    'cms_scheduled_job_runs_total',
    'cms_scheduled_job_failures_total',
    'cms_mails_sent_total',
    'cms_mails_failed_total',
    'cms_process_cpu_seconds_total',
  ])
    expect(text, name).toContain(`# TYPE ${name} `);
  expect(counter(text, 'cms_http_requests_total', planLabels)).toBe(counter(before, 'cms_http_requests_total', planLabels) + 1);
  // The route's template, never the raw path: one series for every user id.
  await get(`${base}/api/GWSUsers/12345`);
  const templated = await (await get(cmsMetrics)).text();
  expect(templated).toContain('route="/api/GWSUsers/:id"');
  expect(templated).not.toContain('12345');

  const originText = await (await get(originMetrics)).text();
  for (const name of ['site_http_requests_total', 'site_http_request_duration_seconds'])
    expect(originText, name).toContain(`# TYPE ${name} `);
  const apiLabels = { kind: 'api', method: 'GET', status: '200' };
  expect(counter(originText, 'site_http_requests_total', apiLabels)).toBe(counter(beforeOrigin, 'site_http_requests_total', apiLabels) + 1);
  expect(originText).not.toContain('getplanslist');
});

test("a client's request id, and one the origin makes, are in the answer, its error body and both processes' log lines", async () => {
  const clientId = 'client-1234.abc_DEF';
  for (const [sent, label] of [
    [clientId, 'well-formed: kept'],
    ['not a valid id!', 'malformed: replaced'],
    ['x'.repeat(65), 'too long: replaced'],
  ] as const) {
    const res = await get(`${base}/api/GWSUsers/1`, { 'X-Request-Id': sent });
    expect(res.status, label).toBe(401);
    const id = res.headers.get('x-request-id')!;
    if (sent === clientId) expect(id, label).toBe(clientId);
    else expect(id, label).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const body = await res.json();
    expect(body.error.details.requestId, label).toBe(id);
    expect(
      originLines.find((l) => l.requestId === id),
      `${label}: the origin's line`,
    ).toMatchObject({
      msg: 'request',
      method: 'GET',
      kind: 'api',
      path: '/api/GWSUsers/1',
      status: 401,
    });
    await expect
      .poll(() => cmsRequestLines().find((l) => l.requestId === id), { message: `${label}: the CMS's line`, timeout: 5_000 })
      .toMatchObject({ method: 'GET', route: '/api/GWSUsers/:id', path: '/api/GWSUsers/1', status: 401, service: 'cms' });
  }
  // An error the origin answers itself, on the CMS's behalf (a body over the limit), carries it too.
  const tooLarge = await fetch(`${base}${CONTACT}`, {
    method: 'POST',
    body: 'x'.repeat(2 * 1024 * 1024),
    headers: { 'content-type': 'application/json' },
  });
  expect(tooLarge.status).toBe(413);
  expect((await tooLarge.json()).error.details.requestId).toBe(tooLarge.headers.get('x-request-id'));
});

test('a lead stuck in the outbox behind a dead webhook: /readyz 503 naming the outbox', async () => {
  const mailsBefore = counter(await (await get(cmsMetrics)).text(), 'cms_mails_sent_total', {});
  const lead = await fetch(`${base}${CONTACT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      contactInfo: {
        name: 'Ravi Kumar',
        level: 'New lead',
        email: `stuck-${Date.now()}@example.com`,
        mobile: '9876543210',
        otherQuery: '',
      },
      context: { page: '/contact', consentVersion: 'c0ffee12' },
    }),
  });
  expect(lead.status, await lead.clone().text()).toBe(200);
  await expect
    .poll(
      async () => {
        const res = await get(`${base}/readyz`);
        return { status: res.status, body: await res.json() };
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toMatchObject({ status: 503, body: { status: 'not ready', checks: { cms: { ok: true }, outbox: { ok: false, depth: 1 } } } });
  const text = await (await get(cmsMetrics)).text();
  expect(text).toMatch(/^cms_lead_outbox_depth 1$/m);
  // The firm's notification went out (an .eml without SMTP_URL) while the webhook did not.
  expect(counter(text, 'cms_mails_sent_total', {})).toBeGreaterThan(mailsBefore);
});

test('the CMS down: /readyz 503 naming the CMS, /healthz still 200', async () => {
  test.setTimeout(60_000);
  await cms.stop();
  // The last answer may be reused for a second (health.ts).
  await expect
    .poll(
      async () => {
        const res = await get(`${base}/readyz`);
        return { status: res.status, body: await res.json() };
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toMatchObject({ status: 503, body: { status: 'not ready', checks: { cms: { ok: false } } } });
  expect((await get(`${base}/healthz`)).status).toBe(200);
});
