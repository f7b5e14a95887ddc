/**
 * @jest-environment node
 */
// Static answers come from the release's own .br and .gz files (written when the release is made),
// chosen by Accept-Encoding, with Gatsby's caching headers and the page's CSP whatever the
// encoding. The real server on loopback over a real release folder; raw HTTP (fetch would
// negotiate and decode by itself).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { loadRelease } from '../releases';
import { precompressRelease } from '../precompress';
import { serveRelease, type ServedRelease } from './release-server';

let served: ServedRelease;
let port: number;
let dir: string;

const script = 'window.pagePath="/";' + 'x'.repeat(200);
const pageHtml = `<!doctype html><html><head><script>${script}</script></head><body>${'<p>Research you can act on.</p>'.repeat(200)}</body></html>`;
const bundle = `(()=>{${'console.log("bundle");'.repeat(500)}})();`;
const pageData = JSON.stringify({ path: '/', result: { data: { items: Array.from({ length: 100 }, (_, i) => ({ i, t: 'stock' })) } } });
const JS = '/app-0123456789abcdef0123.js';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(p: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decoded(r: Raw): string {
  const enc = r.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(r.body).toString();
  if (enc === 'gzip') return zlib.gunzipSync(r.body).toString();
  return r.body.toString();
}

beforeAll(async () => {
  served = await serveRelease(
    {
      'index.html': pageHtml,
      'admin/index.html': pageHtml.replace('window.pagePath="/"', 'window.pagePath="/admin/"'),
      [JS]: bundle,
      'page-data/index/page-data.json': pageData,
      'robots.txt': 'User-agent: *\n',
      '.match-paths.json': JSON.stringify([{ path: '/admin/', matchPath: '/admin/*' }]),
    },
    { hstsMaxAge: 0 },
  );
  ({ dir, port } = served);
});

afterAll(() => served.close());

describe('the release is precompressed when it is made', () => {
  test('brotli and gzip files beside every text file that they make smaller, none beside tiny ones', () => {
    for (const rel of ['index.html', JS, 'page-data/index/page-data.json']) {
      const original = fs.readFileSync(path.join(dir, rel));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, rel + '.br'))).equals(original)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, rel + '.gz'))).equals(original)).toBe(true);
    }
    expect(fs.existsSync(path.join(dir, 'robots.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'robots.txt.gz'))).toBe(false);
  });

  test("unchanged files reuse the previous release's compressed bytes", async () => {
    const next = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    try {
      fs.cpSync(dir, next, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
      fs.writeFileSync(path.join(next, 'index.html'), pageHtml + '<!-- changed -->');
      const r = await precompressRelease(next, dir);
      // The bundle, the page-data and the admin page, two encodings each; the changed page is compressed anew.
      expect(r.reused).toBe(6);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(next, 'index.html.br'))).toString()).toContain('changed');
    } finally {
      fs.rmSync(next, { recursive: true, force: true });
    }
  });
});

describe('served by Accept-Encoding: br, then gzip, then the original', () => {
  test.each([
    ['br, gzip', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['', undefined, ''],
  ])('Accept-Encoding "%s" → %s', async (accept, encoding, ext) => {
    for (const [url, file] of [
      ['/', 'index.html'],
      [JS, JS],
      ['/page-data/index/page-data.json', 'page-data/index/page-data.json'],
    ]) {
      const r = await get(url, accept ? { 'accept-encoding': accept } : {});
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers['vary']).toBe('Accept-Encoding');
      // The file's own bytes, their exact length: nothing compressed on the way out.
      expect(r.body.equals(fs.readFileSync(path.join(dir, file + ext)))).toBe(true);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.headers['transfer-encoding']).toBeUndefined();
      expect(decoded(r)).toBe(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  });

  test('content types are those of the original file', async () => {
    const types: Record<string, RegExp> = {
      '/': /^text\/html/,
      [JS]: /^text\/javascript|^application\/javascript/,
      '/page-data/index/page-data.json': /^application\/json/,
    };
    for (const [url, type] of Object.entries(types))
      expect((await get(url, { 'accept-encoding': 'br' })).headers['content-type']).toMatch(type);
  });

  test('a file without a compressed version is sent as it is, not compressed per request', async () => {
    const r = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe('User-agent: *\n');
  });

  test('each encoding has its own ETag; If-None-Match gives 304', async () => {
    const br = await get(JS, { 'accept-encoding': 'br' });
    const gz = await get(JS, { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    expect((await get(JS, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! })).status).toBe(304);
  });
});

describe("Gatsby's caching headers and the page's CSP, whatever the encoding", () => {
  test.each(['br', 'gzip', 'identity'])('%s', async (accept) => {
    const h = { 'accept-encoding': accept };
    const page = await get('/', h);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const hashes = loadRelease(dir).scriptHashes['/index.html'];
    expect(hashes.length).toBe(1);
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${hashes[0]}`);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/page-data/index/page-data.json', h)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get(JS, h)).headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // A client-only route: its page's HTML, compressed, with that page's hashes.
    const app = await get('/admin/account', h);
    expect(app.status).toBe(200);
    expect(decoded(app)).toContain('window.pagePath="/admin/"');
    expect(app.headers['content-security-policy']).toContain(loadRelease(dir).scriptHashes['/admin/index.html'][0]);
  });

  test('a missing asset is a 404 in every encoding', async () => {
    expect((await get('/missing-0123456789abcdef0123.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });
});

/** Any request, its raw answer (a method and headers of the caller's choosing). */
function send(method: string, p: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: p, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('what a hostile or odd request gets from the files', () => {
  const size = Buffer.byteLength(bundle);

  test('a byte range: those bytes; the last n bytes; past the end, reversed or unreadable bytes: 416; another unit or several ranges: the whole file', async () => {
    const first = await get(JS, { range: 'bytes=0-9' });
    expect(first.status).toBe(206);
    expect(first.body.toString()).toBe(bundle.slice(0, 10));
    expect(first.headers['content-range']).toBe(`bytes 0-9/${size}`);
    const last = await get(JS, { range: 'bytes=-5' });
    expect(last.status).toBe(206);
    expect(last.body.toString()).toBe(bundle.slice(-5));
    expect((await get(JS, { range: `bytes=${size + 10}-` })).status).toBe(416);
    for (const range of ['bytes=8-5', 'bytes=abc']) expect([range, (await get(JS, { range })).status]).toEqual([range, 416]);
    for (const range of ['pages=0-9', 'bytes=0-1,5-6', 'x'.repeat(300)]) {
      const whole = await get(JS, { range });
      expect([range, whole.status, whole.body.toString()]).toEqual([range, 200, bundle]);
    }
    const head = await send('HEAD', JS, { range: 'bytes=0-9' });
    expect(head.status).toBe(206);
    expect(head.body.length).toBe(0);
    // The server is still there for the next caller.
    expect((await get('/robots.txt')).status).toBe(200);
  });

  test('a precompressed file asked for by its own name is not served', async () => {
    expect(fs.existsSync(path.join(dir, `${JS}.br`))).toBe(true);
    for (const p of [`${JS}.br`, `${JS}.gz`, '/index.html.br'])
      expect([p, (await get(p, { 'accept-encoding': 'br, gzip' })).status]).toEqual([p, 404]);
  });

  test('a write to a file: 405, with the methods it takes', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await send(method, JS);
      expect([method, res.status]).toEqual([method, 405]);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });
});
