/**
 * @jest-environment node
 */
// An administrator's PDF report (POST /api/Reports) is the one API body the origin lets through
// beyond 64 KB: up to REPORT_UPLOAD_MAX_BODY_BYTES, streamed to the CMS as it arrives (never held
// whole in the origin's memory), cut off with a 413 in the report's words past the limit. Every
// other route keeps the 64 KB limit. Real HTTP on loopback: the origin, and a stand-in CMS that
// records what reached it.
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { PRICE_MESSAGES, PRICES_PATH, REPORT_MESSAGES, REPORT_UPLOAD_MAX_BODY_BYTES, REPORTS_PATH } from 'contracts';
import { createSiteServer } from '../server';
import { loadRelease } from '../releases';
import { MAX_BODY_BYTES } from '../request-body';

interface Seen {
  path: string;
  bytes: number;
  sha256: string;
  complete: boolean;
  contentLength?: string;
}

let origin: http.Server;
let cms: http.Server;
let base: string;
let seen: Seen[] = [];
/** Bytes of the request the stand-in CMS is reading now. */
let receiving = 0;
/**
 * The CMS's behaviour: take the body, or refuse it by the headers alone, answering before the body
 * is read (as its multipart guard refuses anyone but an administrator; Node drops the body after).
 */
let mode: 'take' | 'refuse' = 'take';

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  cms = http.createServer((req, res) => {
    if (mode === 'refuse') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { status: 401, message: 'Authorization required.' } }));
      return;
    }
    const hash = crypto.createHash('sha256');
    receiving = 0;
    const record = (complete: boolean) =>
      seen.push({
        path: req.url ?? '',
        bytes: receiving,
        sha256: hash.digest('hex'),
        complete,
        contentLength: req.headers['content-length'],
      });
    req.on('data', (chunk: Buffer) => {
      receiving += chunk.length;
      hash.update(chunk);
    });
    req.on('end', () => {
      record(true);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes: receiving }));
    });
    req.on('aborted', () => record(false));
  });
  const cmsPort = await listen(cms);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><h1>Home</h1>');
  fs.writeFileSync(path.join(dir, '.match-paths.json'), JSON.stringify([{ path: '/', matchPath: '/*' }]));
  const release = loadRelease(dir);
  origin = createSiteServer({
    cmsUrl: `http://127.0.0.1:${cmsPort}`,
    rebuildSecret: 's3cret',
    getRelease: () => release,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    log: () => undefined,
  });
  base = `http://127.0.0.1:${await listen(origin)}`;
});

beforeEach(() => {
  seen = [];
  mode = 'take';
});

afterAll(async () => {
  for (const server of [origin, cms]) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

const upload = (body: Buffer | ReadableStream<Uint8Array>, init: RequestInit = {}) =>
  fetch(`${base}${REPORTS_PATH}`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body, ...init });

/** A body of `total` bytes sent in 64 KB chunks without a Content-Length. */
function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(c) {
      if (sent >= total) return c.close();
      const n = Math.min(64 * 1024, total - sent);
      sent += n;
      c.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
}

const waitFor = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('POST /api/Reports through the origin', () => {
  test('a 3 MB report reaches the CMS whole, with its length, and the CMS answers', async () => {
    const body = crypto.randomBytes(3 * 1024 * 1024);
    const res = await upload(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: body.length });
    expect(seen).toEqual([
      { path: REPORTS_PATH, bytes: body.length, sha256: sha256(body), complete: true, contentLength: String(body.length) },
    ]);
  });

  test('the body is streamed: the CMS reads the first megabyte before the client has sent the rest', async () => {
    const { port, hostname } = new URL(base);
    const req = http.request({
      port,
      hostname,
      path: `${REPORTS_PATH}/`,
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    const answer = new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
    const first = Buffer.alloc(1024 * 1024, 0x62);
    req.write(first);
    // Buffered whole, nothing would reach the CMS until the end: this would time out.
    await waitFor(() => receiving >= first.length);
    req.end(Buffer.alloc(1024 * 1024, 0x63));
    expect((await answer).statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ bytes: 2 * 1024 * 1024, complete: true });
  });

  test('a Content-Length over the limit → 413 in the report’s words, and nothing reaches the CMS', async () => {
    const res = await upload(Buffer.alloc(REPORT_UPLOAD_MAX_BODY_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { status: 413, name: 'PayloadTooLargeError', message: REPORT_MESSAGES.tooLarge } });
    expect(seen).toEqual([]);
  });

  test('a chunked body that grows past the limit → 413; the CMS’s request is cut off short of it', async () => {
    const res = await upload(chunked(REPORT_UPLOAD_MAX_BODY_BYTES + 512 * 1024), { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(REPORT_MESSAGES.tooLarge);
    await waitFor(() => seen.length === 1);
    expect(seen[0].complete).toBe(false);
    expect(seen[0].bytes).toBeLessThanOrEqual(REPORT_UPLOAD_MAX_BODY_BYTES);
  });

  test('a CMS that refuses by the headers alone (not an administrator): its answer reaches the client whole', async () => {
    mode = 'refuse';
    // A connection of its own: fetch's pool would reuse it while the rest of the body is still being read.
    const { port, hostname } = new URL(base);
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = http.request({
        port,
        hostname,
        agent: false,
        path: REPORTS_PATH,
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.on('error', reject);
      req.end(crypto.randomBytes(4 * 1024 * 1024));
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: { status: 401, message: 'Authorization required.' } });
  });
});

describe('a price import (POST /api/Prices/bhavcopy) through the origin', () => {
  const importBhavcopy = (body: Buffer) =>
    fetch(`${base}${PRICES_PATH}/bhavcopy`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body });

  test('a file of a few hundred KB reaches the CMS whole', async () => {
    const body = crypto.randomBytes(300 * 1024);
    expect((await importBhavcopy(body)).status).toBe(200);
    expect(seen).toEqual([expect.objectContaining({ bytes: body.length, complete: true })]);
  });

  test('over the limit → 413 in the price import’s own words, and nothing reaches the CMS', async () => {
    const res = await importBhavcopy(Buffer.alloc(REPORT_UPLOAD_MAX_BODY_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { status: 413, name: 'PayloadTooLargeError', message: PRICE_MESSAGES.tooLarge } });
    expect(seen).toEqual([]);
  });
});

describe('every other route keeps the API limit', () => {
  test.each([
    ['POST', '/api/Stocks/'],
    ['PUT', REPORTS_PATH],
    ['POST', `${REPORTS_PATH}/1/download`],
    ['POST', '/uploads/Reports'],
  ])('%s %s with a body over 64 KB → 413, not proxied', async (method, url) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The request body is too large.');
    expect(seen).toEqual([]);
  });

  test('…and within it, a report route of another method is proxied as before (read first, with its length)', async () => {
    const res = await fetch(`${base}${REPORTS_PATH}/downloads`, { method: 'POST', body: 'abc' });
    expect(res.status).toBe(200);
    expect(seen).toEqual([
      { path: `${REPORTS_PATH}/downloads`, bytes: 3, sha256: sha256(Buffer.from('abc')), complete: true, contentLength: '3' },
    ]);
  });
});
