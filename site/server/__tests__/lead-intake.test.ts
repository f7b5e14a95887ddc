/**
 * @jest-environment node
 */
// The origin's lead calls while the CMS cannot be reached: checked with the CMS's own schemas (a
// bad lead gets the CMS's 400), kept on disk and answered as stored; other calls keep their 503.
import fs from 'node:fs';
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CMS_UNAVAILABLE, LEAD_CALL_BUDGET, LEAD_CALL_PATHS, LEAD_SPOOL_FULL } from 'contracts';
import { LeadSpool } from '../lead-spool';
import { createSiteServer } from '../server';

let dataDir: string;
let origin: http.Server;
let base: string;
let spool: LeadSpool;
const servers: http.Server[] = [];

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An origin whose CMS is `cmsUrl` (default: a port nobody listens on). */
async function startOrigin(cmsUrl?: string, limits = { maxEntries: 100, maxBytes: 1e6 }) {
  if (!cmsUrl) {
    const s = http.createServer();
    const url = await listen(s);
    await new Promise((r) => s.close(r));
    cmsUrl = url;
  }
  spool = new LeadSpool(dataDir, limits);
  origin = createSiteServer({
    cmsUrl,
    rebuildSecret: 'unused',
    getRelease: () => null,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    log: () => undefined,
    leadSpool: spool,
  });
  base = await listen(origin);
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-intake-'));
});
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections?.();
    await new Promise((r) => s.close(r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const contact = (email = 'asha@example.com') => ({
  contactInfo: { name: 'Asha Rao', level: 'New lead', email, mobile: '9876543210', otherQuery: '' },
  context: { page: '/contact' },
});

test('CMS down: a valid lead is kept (fsynced file, the visitor’s forwarded address, the time) and answered as stored', async () => {
  await startOrigin();
  const res = await post(LEAD_CALL_PATHS.contact, contact(), { 'x-forwarded-for': '198.51.100.9', referer: 'http://site/contact' });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ success: true });
  const [{ lead }] = [spool.first()!];
  expect(lead).toMatchObject({ target: `/api${LEAD_CALL_PATHS.contact}`, body: JSON.stringify(contact()) });
  expect(lead.headers).toMatchObject({ 'x-forwarded-for': '198.51.100.9,127.0.0.1', referer: 'http://site/contact' });
  expect(Date.now() - Date.parse(lead.receivedAt)).toBeLessThan(5_000);
});

test('a bad lead gets the CMS’s 400 (first message, every problem), nothing kept', async () => {
  await startOrigin();
  const res = await post(LEAD_CALL_PATHS.contact, { contactInfo: { name: '', email: 'nope', mobile: '12' } });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { message: string; details: { errors: { message: string }[] } } };
  expect(body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', details: { errors: expect.any(Array) } } });
  expect(body.error.message).toBe(body.error.details.errors[0].message);
  expect((await post(LEAD_CALL_PATHS.whatsapp, [1])).status).toBe(400);
  expect(spool.health().depth).toBe(0);
});

test('signup and login are not kept: the 503 with Retry-After as before', async () => {
  await startOrigin();
  for (const p of ['/GWSUsers', '/GWSUsers/login']) {
    const res = await post(p, { email: 'a@example.com', password: 'x' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(CMS_UNAVAILABLE.retryAfterSeconds));
  }
  // A signed-in lead without a token is the CMS's to refuse: it waits for the CMS like any call.
  expect((await post(LEAD_CALL_PATHS.freeReport, { context: {} })).status).toBe(503);
  expect(spool.health().depth).toBe(0);
});

test('a CMS answering 503 (behind a proxy, or starting) counts as away: kept', async () => {
  const away = http.createServer((_req, res) => res.writeHead(503).end());
  await startOrigin(await listen(away));
  const res = await post(LEAD_CALL_PATHS.newsletter, { data: { type: 'free subscription', email: 'n@example.com' } });
  expect(res.status).toBe(200);
  expect(spool.health().depth).toBe(1);
});

test('a CMS that answers is answered through, nothing kept', async () => {
  const up = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"cms":1}'));
  await startOrigin(await listen(up));
  const res = await post(LEAD_CALL_PATHS.contact, contact());
  expect(await res.json()).toEqual({ success: true, cms: 1 });
  expect(spool.health().depth).toBe(0);
});

test('bounded: a full spool answers 503 in the API’s shape; one client past the lead budget gets 429', async () => {
  await startOrigin(undefined, { maxEntries: 1, maxBytes: 1e6 });
  expect((await post(LEAD_CALL_PATHS.contact, contact('one@example.com'))).status).toBe(200);
  const full = await post(LEAD_CALL_PATHS.contact, contact('two@example.com'));
  expect(full.status).toBe(503);
  expect(full.headers.get('retry-after')).toBe(String(LEAD_SPOOL_FULL.retryAfterSeconds));
  expect(await full.json()).toEqual({
    data: null,
    error: { status: 503, name: LEAD_SPOOL_FULL.name, message: LEAD_SPOOL_FULL.message, details: {} },
  });

  fs.rmSync(dataDir, { recursive: true, force: true });
  await startOrigin();
  const statuses: number[] = [];
  for (let i = 0; i <= LEAD_CALL_BUDGET.points; i++)
    statuses.push((await post(LEAD_CALL_PATHS.contact, contact(`c${i}@example.com`))).status);
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(spool.health().depth).toBe(LEAD_CALL_BUDGET.points);
});
