/**
 * @jest-environment node
 */
// /healthz and /readyz on the real site server, with a release live whose catch-all page would
// otherwise answer them (and /metrics) with the Home page. The CMS side is a loopback server
// answering /api/health/ready as the CMS does (tests/api/monitoring.spec.ts runs the real one).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { backupAgeOf, READINESS_THRESHOLDS } from '../health';
import { serveRelease, type ServedRelease } from './release-server';

let cmsAnswer: { status: number; body: unknown } = { status: 200, body: { database: 'ok', outbox: { depth: 0, oldestAgeSeconds: null } } };
let cms: http.Server;
let cmsUrl = '';
let site: ServedRelease | null = null;
let spoolAge: number | null = null;
let backups: string;

beforeAll(async () => {
  cms = http.createServer((req, res) => {
    if (req.url !== '/api/health/ready') return void res.writeHead(404).end();
    res.writeHead(cmsAnswer.status, { 'content-type': 'application/json' }).end(JSON.stringify(cmsAnswer.body));
  });
  await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  backups = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
});
afterAll(async () => {
  await new Promise((r) => cms.close(r));
  fs.rmSync(backups, { recursive: true, force: true });
});
afterEach(async () => {
  await site?.close();
  site = null;
});

const HOME = { 'index.html': '<!doctype html><h1>Home</h1>', '.match-paths.json': JSON.stringify([{ path: '/', matchPath: '/*' }]) };

async function serve(opts: { cms?: string; thresholds?: Record<string, number>; withBackups?: boolean } = {}) {
  site = await serveRelease(
    HOME,
    { hstsMaxAge: 0 },
    {
      cmsUrl: opts.cms ?? cmsUrl,
      monitoring: {
        spoolAgeSeconds: () => spoolAge,
        backupAgeSeconds: opts.withBackups ? backupAgeOf(backups) : undefined,
        thresholds: opts.thresholds,
      },
    },
  );
  return site.base;
}

/** The readiness answer's shape, as far as these tests read it. */
interface Readiness {
  status: string;
  checks: Record<string, Record<string, unknown>>;
}

const json = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Readiness };
};

describe('health endpoints on the origin', () => {
  test('/healthz: 200 JSON from the process itself, never the release; /metrics: 404, never the Home page', async () => {
    const base = await serve({ cms: 'http://127.0.0.1:9' });
    expect(await json(`${base}/healthz`)).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', body: { status: 'ok' } });
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).not.toContain('Home');
    expect((await fetch(`${base}/readyz`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(200);
  });

  test('/readyz: 200 with every check when all is well', async () => {
    spoolAge = null;
    const base = await serve();
    expect(await json(`${base}/readyz`)).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: {
        status: 'ready',
        checks: {
          cms: { ok: true },
          database: { ok: true },
          outbox: { ok: true, depth: 0, oldestAgeSeconds: null, maxAgeSeconds: READINESS_THRESHOLDS.outboxOldestSeconds },
          spool: { ok: true, ageSeconds: null, maxAgeSeconds: READINESS_THRESHOLDS.spoolOldestSeconds },
        },
      },
    });
  });

  test('/readyz: 503 naming each check past its threshold', async () => {
    cmsAnswer = { status: 200, body: { database: 'ok', outbox: { depth: 4, oldestAgeSeconds: 61 } } };
    spoolAge = 11;
    const base = await serve({ thresholds: { outboxOldestSeconds: 60, spoolOldestSeconds: 10 } });
    const r = await json(`${base}/readyz`);
    expect(r.status).toBe(503);
    expect(r.body.status).toBe('not ready');
    expect(r.body.checks.outbox).toMatchObject({ ok: false, depth: 4, oldestAgeSeconds: 61 });
    expect(r.body.checks.spool).toMatchObject({ ok: false, ageSeconds: 11 });
    cmsAnswer = { status: 200, body: { database: 'ok', outbox: { depth: 0, oldestAgeSeconds: null } } };
    spoolAge = null;
  });

  test('/readyz: 503 when the CMS is down or its database is', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    let base = await serve({ cms: `http://127.0.0.1:${port}` });
    expect((await json(`${base}/readyz`)).body.checks.cms).toEqual({ ok: false, error: 'ECONNREFUSED' });
    await site!.close();
    cmsAnswer = { status: 503, body: { data: null, error: { status: 503 } } };
    base = await serve();
    const r = await json(`${base}/readyz`);
    expect(r.status).toBe(503);
    expect(r.body.checks.cms).toEqual({ ok: false, error: 'the CMS cannot reach its database' });
    cmsAnswer = { status: 200, body: { database: 'ok', outbox: { depth: 0, oldestAgeSeconds: null } } };
  });

  test("backups: the newest archive's age; none yet, or too old, is not ready; files being written are not archives", async () => {
    const base = await serve({ withBackups: true });
    expect((await json(`${base}/readyz`)).body.checks.backup).toMatchObject({ ok: false, ageSeconds: null });
    const old = path.join(backups, 'a.tar.gz');
    fs.writeFileSync(old, 'x');
    const twoDaysAgo = Date.now() / 1000 - 2 * 86400;
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);
    fs.writeFileSync(path.join(backups, '.b.tar.gz.partial'), 'x');
    const age = (await backupAgeOf(backups)())!;
    expect(age).toBeGreaterThanOrEqual(2 * 86400 - 5);
    fs.writeFileSync(path.join(backups, 'b.tar.gz'), 'x');
    expect(await backupAgeOf(backups)()).toBeLessThan(5);
  });
});
