/**
 * @jest-environment node
 */
// One id per request on the origin: the client's when well-formed, else a UUID; in the answer's
// header, passed to the CMS, in the origin's own error answers and in its log line.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pino from 'pino';
import { serveRelease, type ServedRelease } from './release-server';

const lines: Record<string, unknown>[] = [];
const seenByCms: (string | undefined)[] = [];
let cms: http.Server;
let site: ServedRelease;

beforeAll(async () => {
  cms = http.createServer((req, res) => {
    seenByCms.push(req.headers['x-request-id'] as string | undefined);
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': String(req.headers['x-request-id']) }).end('{"ok":true}');
  });
  await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
  const log = pino({}, { write: (l: string) => void lines.push(JSON.parse(l)) });
  site = await serveRelease(
    { 'index.html': '<h1>Home</h1>' },
    { hstsMaxAge: 0 },
    {
      cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
      monitoring: { log },
    },
  );
});
afterAll(async () => {
  await site.close();
  await new Promise((r) => cms.close(r));
});

describe('request ids on the origin', () => {
  test("a well-formed client id goes to the CMS, back in the header, and into the origin's line", async () => {
    const res = await fetch(`${site.base}/api/thing?token=hush`, { headers: { 'X-Request-Id': 'lb.0001-ab_C' } });
    expect(res.headers.get('x-request-id')).toBe('lb.0001-ab_C');
    expect(seenByCms.at(-1)).toBe('lb.0001-ab_C');
    expect(lines.find((l) => l.requestId === 'lb.0001-ab_C')).toMatchObject({
      msg: 'request',
      kind: 'api',
      path: '/api/thing',
      status: 200,
    });
    expect(JSON.stringify(lines)).not.toContain('hush');
  });

  test("a malformed one is replaced, and the origin's own error answers carry the id", async () => {
    const res = await fetch(`${site.base}/api/thing`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'a b' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(((await res.json()) as { error: { details: unknown } }).error.details).toEqual({ requestId: id });
    expect(lines.find((l) => l.requestId === id)).toMatchObject({ method: 'POST', status: 413 });
  });

  test('successful pages are counted, not logged; failed ones are logged', async () => {
    const before = lines.length;
    const page = await fetch(`${site.base}/`);
    expect(page.headers.get('x-request-id')).toBeTruthy();
    expect(lines.length).toBe(before);
    await fetch(`${site.base}/missing.js`);
    expect(lines.at(-1)).toMatchObject({ kind: 'asset', status: 404 });
  });
});
