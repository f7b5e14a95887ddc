import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from '@jest/globals';
import { countedJobRun, countMail, methodLabel, observeRequest, registry, setOutboxProbe } from '../metrics';
import { serveMetrics } from '../metrics-server';

const value = async (name: string, labels: Record<string, string> = {}) =>
  (await registry.getSingleMetric(name)!.get()).values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x))?.value ?? 0;

describe('the CMS instance metrics', () => {
  test('requests by method, route template and status, with their latency', async () => {
    observeRequest('GET', '/api/GWSUsers/:id', 200, 0.02);
    observeRequest('BREW', '/api/GWSUsers/:id', 200, 0.02);
    expect(await value('cms_http_requests_total', { method: 'GET', route: '/api/GWSUsers/:id', status: '200' })).toBe(1);
    expect(await value('cms_http_requests_total', { method: 'OTHER' })).toBe(1);
    expect(methodLabel('PATCH')).toBe('PATCH');
    const text = await registry.metrics();
    expect(text).toContain('cms_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/GWSUsers/:id"} 1');
    // Again, and with another status: the series found once keep counting; the latency is per route.
    observeRequest('GET', '/api/GWSUsers/:id', 200, 0.2);
    observeRequest('GET', '/api/GWSUsers/:id', 404, 0.02);
    expect(await value('cms_http_requests_total', { method: 'GET', route: '/api/GWSUsers/:id', status: '200' })).toBe(2);
    expect(await value('cms_http_requests_total', { method: 'GET', route: '/api/GWSUsers/:id', status: '404' })).toBe(1);
    expect(await registry.metrics()).toContain('cms_http_request_duration_seconds_count{method="GET",route="/api/GWSUsers/:id"} 3');
  });

  test('a scheduled run is counted, and a failed one as failed too, its error passed on', async () => {
    await countedJobRun('digest', async () => undefined);
    await expect(countedJobRun('digest', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await value('cms_scheduled_job_runs_total', { job: 'digest' })).toBe(2);
    expect(await value('cms_scheduled_job_failures_total', { job: 'digest' })).toBe(1);
  });

  test('mail sent and failed', async () => {
    countMail('sent');
    countMail('sent');
    countMail('failed');
    expect(await value('cms_mails_sent_total')).toBe(2);
    expect(await value('cms_mails_failed_total')).toBe(1);
  });

  test('the outbox gauges read the probe once per scrape; a failing probe leaves them as they were', async () => {
    let reads = 0;
    setOutboxProbe(async () => {
      reads++;
      return { depth: 3, oldestAgeSeconds: 42 };
    });
    const text = await registry.metrics();
    expect(text).toMatch(/^cms_lead_outbox_depth 3$/m);
    expect(text).toMatch(/^cms_lead_outbox_oldest_age_seconds 42$/m);
    expect(reads).toBe(1);
    setOutboxProbe(async () => Promise.reject(new Error('no database')));
    expect(await registry.metrics()).toMatch(/^cms_lead_outbox_depth 3$/m);
    setOutboxProbe(null);
  });
});

describe('the metrics listener', () => {
  let server: http.Server;
  let base = '';
  afterAll(() => new Promise((r) => server.close(r)));

  test('GET /metrics on loopback in the Prometheus text format; nothing else', async () => {
    server = await serveMetrics(registry, 0);
    const address = server.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    base = `http://127.0.0.1:${address.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(registry.contentType);
    expect(await res.text()).toContain('# TYPE cms_http_requests_total counter');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
