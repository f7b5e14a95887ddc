/**
 * @jest-environment node
 */
// The site server faces the internet: whatever one request does (a malformed request line, an
// absurd header, an oversized or aborted body, an error inside our own code), it gets a 4xx or a
// closed socket and the server keeps serving everyone else. Real HTTP on loopback; the CMS is
// not running (port 9), which also proves that refusals happen before anything is proxied.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createSiteServer } from '../server';
import { CALL_FAILURE_TEXTS, CMS_UNAVAILABLE, RELEASE_CSP_SOURCES_FILE, TRACKING_PIXEL } from 'contracts';
import { loadRelease, Release } from '../releases';

let server: http.Server;
let base: string;
let port: number;
let failNext = false;
const errors: string[] = [];

function release(): Release {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><h1>Home</h1><script>window.pagePath="/"</script>');
  fs.writeFileSync(path.join(dir, '.match-paths.json'), JSON.stringify([{ path: '/', matchPath: '/*' }]));
  return loadRelease(dir);
}

/** Sends raw bytes and answers the status code of the reply (0 when the socket closed without one). */
function raw(payload: string | Buffer, opts: { endAfterWrite?: boolean } = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const done = () => {
      socket.destroy();
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      resolve(m ? Number(m[1]) : 0);
    };
    socket.setTimeout(3000, done);
    socket.on('data', (d) => {
      data += d.toString('latin1');
      if (/\r\n\r\n/.test(data)) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(payload, () => {
      if (opts.endAfterWrite) socket.end();
    });
  });
}

const alive = async () => {
  const res = await fetch(`${base}/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<h1>Home</h1>');
};

beforeAll(async () => {
  const live = release();
  server = createSiteServer({
    cmsUrl: 'http://127.0.0.1:9',
    rebuildSecret: 's3cret',
    getRelease: () => {
      if (failNext) {
        failNext = false;
        throw new Error('boom inside one request');
      }
      return live;
    },
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false, lastBuildFinished: 123 }),
    logError: (m) => errors.push(m),
    log: () => undefined,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('malformed requests get a 4xx and the server stays up', () => {
  test.each([
    ['GET /% HTTP/1.1', 400],
    ['GET /%E0%A4%A HTTP/1.1', 400],
    ['GET /api/%E0%A4%A HTTP/1.1', 400],
    ['GET /a%2f..%2fapi HTTP/1.1', 400],
    ['GET http://evil.example/ HTTP/1.1', 400],
    ['OPTIONS * HTTP/1.1', 400],
    ['GET /' + 'a'.repeat(9000) + ' HTTP/1.1', 414],
  ])('request line %# → %i', async (line, status) => {
    expect(await raw(`${line}\r\nHost: x\r\n\r\n`)).toBe(status);
    await alive();
  });

  test('//[ (new URL throws on it) is read as the path /[ and answered', async () => {
    const status = await raw('GET //[ HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    await alive();
  });

  test('garbage request lines and headers are answered 400 by the client-error handler', async () => {
    for (const payload of [
      '\x00\x01\x02\r\n\r\n',
      'GET / HTTP/1.1\r\nHo st: x\r\n\r\n',
      'GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      'G\u00e9T / HTTP/1.1\r\n\r\n',
    ]) {
      expect(await raw(payload)).toBe(400);
    }
    await alive();
  });

  test('headers over 16 KB → 431', async () => {
    expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`)).toBe(431);
    await alive();
  });

  test('a connection that goes away in the middle of a body does not hurt', async () => {
    // Half-closed mid-body: the parser answers 400 or the socket just closes.
    expect([0, 400]).toContain(
      await raw(
        'POST /api/Messages/sendContactUsDetails HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a":',
        { endAfterWrite: true },
      ),
    );
    await alive();
  });
});

describe('bodies for the CMS are bounded here', () => {
  const big = JSON.stringify({ contactInfo: { name: 'x'.repeat(3 * 1024 * 1024) } });

  test('a 3 MB body with its Content-Length → 413 in the API error shape, before any proxying', async () => {
    const res = await fetch(`${base}/api/Messages/sendContactUsDetails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { status: 413, name: 'PayloadTooLargeError' } });
    await alive();
  });

  test('a 3 MB body streamed without a Content-Length (chunked) → 413 as well', async () => {
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 48; i++) c.enqueue(new TextEncoder().encode('y'.repeat(64 * 1024)));
        c.close();
      },
    });
    const res = await fetch(`${base}/api/Messages/sendContactUsDetails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    await alive();
  });

  test('a body within the limit is proxied (here: to a CMS that is down → 503 and Retry-After in the API error shape, not a crash)', async () => {
    const res = await fetch(`${base}/api/Messages/sendContactUsDetails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"contactInfo":{}}',
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(CMS_UNAVAILABLE.retryAfterSeconds));
    expect(await res.json()).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: CALL_FAILURE_TEXTS.unavailable,
        details: { requestId: res.headers.get('x-request-id') },
      },
    });
  });
});

describe('an unexpected error inside one request', () => {
  test('is logged and answered 500; the next request is served', async () => {
    failNext = true;
    const res = await fetch(`${base}/about`);
    expect(res.status).toBe(500);
    expect(errors.some((e) => e.includes('boom inside one request'))).toBe(true);
    await alive();
  });
});

describe('rebuild hook and status', () => {
  test('/__status tells outsiders only whether a build is running; the secret shows the rest', async () => {
    expect(await (await fetch(`${base}/__status`)).json()).toEqual({ rebuilding: false });
    expect(await (await fetch(`${base}/__status`, { headers: { 'x-rebuild-secret': 'wrong' } })).json()).toEqual({ rebuilding: false });
    expect(await (await fetch(`${base}/__status`, { headers: { 'x-rebuild-secret': 's3cret' } })).json()).toMatchObject({
      rebuilding: false,
      lastBuildFinished: 123,
    });
  });

  test('a wrong or partial secret is refused', async () => {
    for (const secret of ['', 's', 's3cre', 's3cret-', 'S3CRET', 's3cret-and-more']) {
      expect((await fetch(`${base}/__hooks/rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': secret } })).status).toBe(403);
    }
  });

  test('a server started without a secret refuses every call, the empty one included', async () => {
    let requested = 0;
    const s = createSiteServer({
      cmsUrl: 'http://127.0.0.1:9',
      rebuildSecret: '',
      getRelease: () => null,
      onRebuildRequest: () => {
        requested++;
      },
      status: () => ({ rebuilding: false }),
      logError: () => undefined,
      log: () => undefined,
    });
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/__hooks/rebuild`;
    try {
      expect((await fetch(url, { method: 'POST' })).status).toBe(403);
      expect((await fetch(url, { method: 'POST', headers: { 'x-rebuild-secret': '' } })).status).toBe(403);
      expect(requested).toBe(0);
    } finally {
      await new Promise((r) => s.close(r));
    }
  });
});

describe('response headers', () => {
  test('a page carries a CSP allowing exactly its inline scripts; no X-Powered-By', async () => {
    const res = await fetch(`${base}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test("a release's own CSP sources (the pixel's, when an editor set one) reach its pages only", async () => {
    const directive = (csp: string, name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    const plain = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    expect(plain).not.toContain('facebook');
    expect(directive(plain, 'img-src')).toBe("img-src 'self' data:");

    const withPixel = release();
    fs.writeFileSync(path.join(withPixel.dir, RELEASE_CSP_SOURCES_FILE), JSON.stringify(TRACKING_PIXEL.csp));
    const s = createSiteServer({
      cmsUrl: 'http://127.0.0.1:9',
      rebuildSecret: 's',
      getRelease: () => loadRelease(withPixel.dir),
      onRebuildRequest: () => undefined,
      status: () => ({ rebuilding: false }),
      logError: () => undefined,
      log: () => undefined,
    });
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' https:\/\/connect\.facebook\.net 'sha256-/);
      expect(directive(csp, 'img-src')).toBe("img-src 'self' https://www.facebook.com data:");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://www.facebook.com https://connect.facebook.net");
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    } finally {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });

  test('HSTS only on requests that came over HTTPS, and only when configured', async () => {
    // Not configured here (hstsMaxAge 0): never, even over HTTPS.
    expect((await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
    const live = release();
    const s = createSiteServer({
      cmsUrl: 'http://127.0.0.1:9',
      rebuildSecret: 's',
      getRelease: () => live,
      onRebuildRequest: () => undefined,
      status: () => ({ rebuilding: false }),
      security: { hstsMaxAge: 86400 },
      logError: () => undefined,
      log: () => undefined,
    });
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/__status`;
    try {
      expect((await fetch(url)).headers.get('strict-transport-security')).toBeNull();
      expect((await fetch(url, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe(
        'max-age=86400; includeSubDomains',
      );
      expect(
        (await fetch(`${url.replace('/__status', '/api/x')}`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get(
          'strict-transport-security',
        ),
      ).toBe('max-age=86400; includeSubDomains');
    } finally {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });
});
