/**
 * Cached answers sent through a real Koa app over HTTP, read raw (node's http, which decodes
 * nothing): compressed as the caller accepts, the same bytes once decoded, made once per answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import Koa from 'koa';
import type { Context } from 'koa';
import { COMPRESS_FROM_BYTES, sendCompressible } from '../compressed-answer';

const large = Buffer.from(
  JSON.stringify({ calls: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Call ${i}`, returnPct: '12.50' })) }),
);
const small = Buffer.from(JSON.stringify({ ok: true }));
let server: http.Server;
let base = '';

beforeAll(async () => {
  expect(large.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
  const app = new Koa();
  app.use(async (ctx: Context) => sendCompressible(ctx, ctx.path === '/large' ? large : small));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer: status, headers and the bytes as sent. */
function get(path: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(base + path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

describe('a cached answer, compressed as the caller accepts', () => {
  test('brotli when accepted, its bytes the answer once decoded, and a tenth of the size or less', async () => {
    const { headers, bytes } = await get('/large', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(headers['content-length'])).toBe(bytes.length);
    expect(zlib.brotliDecompressSync(bytes).equals(large)).toBe(true);
    expect(bytes.length).toBeLessThan(large.length / 10);
  });

  test('gzip when only gzip is accepted', async () => {
    const { headers, bytes } = await get('/large', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(bytes).equals(large)).toBe(true);
  });

  test.each([[undefined], ['identity'], ['deflate'], ['br;q=0, gzip;q=0']])('as it is for Accept-Encoding %p', async (accept) => {
    const { headers, bytes } = await get('/large', accept);
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(bytes.equals(large)).toBe(true);
  });

  test('a small answer goes as it is, whatever is accepted', async () => {
    const { headers, bytes } = await get('/small', 'br, gzip');
    expect(headers['content-encoding']).toBeUndefined();
    expect(bytes.equals(small)).toBe(true);
  });

  test('an answer is compressed once, however many ask for it at once', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    const body = Buffer.from(large.toString().replace('Call 0', 'Call zero'));
    const app = new Koa();
    app.use(async (ctx: Context) => sendCompressible(ctx, body));
    const one = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => one.once('listening', resolve));
    const url = `http://127.0.0.1:${(one.address() as AddressInfo).port}/`;
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fetch(url, { headers: { 'accept-encoding': 'br' } }).then((r) => r.text())),
      );
      expect(new Set(answers)).toEqual(new Set([body.toString()]));
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
      await new Promise((resolve) => one.close(resolve));
    }
  });
});
