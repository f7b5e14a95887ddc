/**
 * @jest-environment node
 */
// The replayer hands kept leads to the CMS (here a loopback HTTP server answering as told) in the
// order they came, each once it is answered 2xx; a 4xx other than 429 is a dead letter, a 429
// waits its Retry-After, a 5xx or a refused connection is retried after a pause.
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeEach, expect, test } from '@jest/globals';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createReplayer } from '../lead-replay';
import { sendLead } from '../lead-send';
import { LeadSpool, type SpooledLead } from '../lead-spool';

let dataDir: string;
let cms: http.Server | null = null;
const agent = new http.Agent({ keepAlive: true });
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-replay-'));
});
afterEach(async () => {
  if (cms) await new Promise((r) => cms!.close(r));
  cms = null;
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterAll(() => agent.destroy());

const lead = (n: number): SpooledLead => ({
  id: crypto.randomUUID(),
  receivedAt: new Date().toISOString(),
  target: '/api/Messages/sendContactUsDetails',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
  body: JSON.stringify({ n }),
});

interface Seen {
  n: number;
  forwardedFor: string | undefined;
}

/** A CMS stand-in on `port` (0: any) that answers each request with what `answer` says and records it. */
async function startCms(port: number, answer: (n: number, attempt: number) => { status: number; headers?: Record<string, string> }) {
  const seen: Seen[] = [];
  const attempts = new Map<number, number>();
  cms = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const { n } = JSON.parse(text) as { n: number };
      const attempt = (attempts.get(n) ?? 0) + 1;
      attempts.set(n, attempt);
      const a = answer(n, attempt);
      if (a.status < 300) seen.push({ n, forwardedFor: req.headers['x-forwarded-for'] as string | undefined });
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers }).end(JSON.stringify({ status: a.status }));
    });
  });
  await new Promise<void>((r) => cms!.listen(port, '127.0.0.1', r));
  return { seen, attempts, url: `http://127.0.0.1:${(cms.address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const quiet = { log: () => undefined, baseDelayMs: 50, maxDelayMs: 200 };

test('while the CMS refuses connections the leads stay; once it answers they arrive in order, each once, with the visitor’s address', async () => {
  const port = await freePort();
  const spool = new LeadSpool(dataDir);
  for (let n = 1; n <= 5; n++) spool.append(lead(n));
  const url = `http://127.0.0.1:${port}`;
  const replayer = createReplayer({ spool, send: (l) => sendLead(url, agent, l), ...quiet });
  replayer.kick();
  await new Promise((r) => setTimeout(r, 400));
  expect(spool.health().depth).toBe(5);
  const { seen, attempts } = await startCms(port, () => ({ status: 200 }));
  await replayer.drained();
  expect(seen.map((s) => s.n)).toEqual([1, 2, 3, 4, 5]);
  expect([...attempts.values()]).toEqual([1, 1, 1, 1, 1]);
  expect(seen.every((s) => s.forwardedFor === '203.0.113.7')).toBe(true);
  expect(spool.health().depth).toBe(0);
});

test('503 is retried; 429 waits its Retry-After and sends the same lead again; a 400 is a dead letter and the next lead goes on', async () => {
  const spool = new LeadSpool(dataDir);
  for (let n = 1; n <= 4; n++) spool.append(lead(n));
  const { seen, attempts, url } = await startCms(0, (n, attempt) => {
    if (n === 1 && attempt < 3) return { status: 503 };
    if (n === 2 && attempt === 1) return { status: 429, headers: { 'retry-after': '1' } };
    if (n === 3) return { status: 400 };
    return { status: 200 };
  });
  const logs: string[] = [];
  const replayer = createReplayer({ spool, send: (l) => sendLead(url, agent, l), ...quiet, log: (m) => logs.push(m) });
  const started = Date.now();
  replayer.kick();
  await replayer.drained();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  expect(seen.map((s) => s.n)).toEqual([1, 2, 4]);
  expect(Object.fromEntries(attempts)).toEqual({ 1: 3, 2: 2, 3: 1, 4: 1 });
  const dead = fs.readdirSync(spool.deadDir);
  expect(dead).toHaveLength(1);
  expect(JSON.parse(fs.readFileSync(path.join(spool.deadDir, dead[0]), 'utf8'))).toMatchObject({ status: 400, lead: { body: '{"n":3}' } });
  expect(logs.find((m) => m.includes('refused by the CMS with 400'))).toBeDefined();
  expect(spool.health().depth).toBe(0);
});

test('a restarted origin (a new spool and replayer over the same folder) hands over what the last one kept', async () => {
  const before = new LeadSpool(dataDir);
  for (let n = 1; n <= 3; n++) before.append(lead(n));
  const { seen, url } = await startCms(0, () => ({ status: 200 }));
  const spool = new LeadSpool(dataDir);
  const replayer = createReplayer({ spool, send: (l) => sendLead(url, agent, l), ...quiet });
  replayer.kick();
  await replayer.drained();
  expect(seen.map((s) => s.n)).toEqual([1, 2, 3]);
  expect(fs.readdirSync(spool.dir)).toEqual([]);
});

test('a Retry-After longer than the replayer waits (a budget spent for the day) is a dead letter, not a stall', async () => {
  const spool = new LeadSpool(dataDir);
  spool.append(lead(1));
  spool.append(lead(2));
  const { seen, url } = await startCms(0, (n) => (n === 1 ? { status: 429, headers: { 'retry-after': '86400' } } : { status: 200 }));
  const replayer = createReplayer({ spool, send: (l) => sendLead(url, agent, l), ...quiet });
  replayer.kick();
  await replayer.drained();
  expect(seen.map((s) => s.n)).toEqual([2]);
  expect(fs.readdirSync(spool.deadDir)).toHaveLength(1);
});
