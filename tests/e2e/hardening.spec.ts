/**
 * The one origin under hostile input, against the real product (site server + real CMS):
 * thousands of malformed requests leave it serving; paths are decided on and forwarded
 * normalised, so nothing of the CMS but /api and /uploads is reachable; oversized bodies get the
 * API's 413; every page and app route carries a Content-Security-Policy under which the real
 * pages raise no violation in Chromium while an injected script does not run.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { seedPages } from '../lib/seed';
import { watchRequests } from '../lib/site';

const port = Number(process.env.TEST_PORT || 18080);
const APP_ROUTES = ['/login', '/signup', '/forgot-password', '/reset-password?access_token=abc', '/myaccount', '/admin', '/admin/userlist'];

/** A small seeded PRNG (mulberry32), so a failing fuzz run can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Sends raw bytes on a new connection; answers the status code, 0 for a closed socket, -1 for no
 * answer in time. `halfClose` ends the client's side right after the bytes (a client that goes away).
 */
function rawRequest(payload: Buffer, { halfClose = false, timeoutMs = 3000 } = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let settled = false;
    const done = (status: number) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(status);
    };
    const status = () => {
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      return m ? Number(m[1]) : 0;
    };
    socket.setTimeout(timeoutMs, () => done(data ? status() : -1));
    socket.on('data', (d) => {
      data += d.toString('latin1');
      if (data.includes('\r\n\r\n')) done(status());
    });
    socket.on('error', () => done(status()));
    socket.on('close', () => done(status()));
    socket.write(payload, () => {
      if (halfClose) socket.end();
    });
  });
}

/** A whole exchange on its own connection: the status line's code, the content type and the body. */
function rawExchange(target: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (d) => {
      data += d.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        contentType: /^content-type: *(.*)$/im.exec(head)?.[1] ?? '',
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

function fuzzPayload(rand: () => number): Buffer {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const junk = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rand() * 256)));
  const pieces = [
    '/',
    '//',
    '%',
    '%zz',
    '%E0%A4%A',
    '%2e%2e',
    '..',
    '[',
    ']',
    '\\',
    '%00',
    '?',
    '#',
    '@',
    ':',
    'api',
    'uploads',
    'admin',
    '%2f',
    '%c0%af',
    'é',
    '\u0000',
    ' ',
    '\t',
  ];
  const target = () => {
    const kind = rand();
    if (kind < 0.05) return 'http://evil.example/api/x';
    if (kind < 0.1)
      return pick(['/api/', '/uploads/', '/']) + Array.from({ length: 1 + Math.floor(rand() * 6) }, () => pick(pieces)).join('');
    if (kind < 0.15) return '*';
    if (kind < 0.2) return '/' + 'a'.repeat(Math.floor(rand() * 20000));
    return '/' + Array.from({ length: 1 + Math.floor(rand() * 12) }, () => pick(pieces)).join('');
  };
  // Mostly well-formed request lines, so that most requests get past the parser to our routing.
  const method =
    rand() < 0.6 ? pick(['GET', 'POST', 'HEAD']) : pick(['PUT', 'OPTIONS', 'DELETE', 'BREW', 'G ET', '', 'GET\u0000', 'CONNECT', 'TRACE']);
  const version = rand() < 0.7 ? 'HTTP/1.1' : pick(['HTTP/1.0', 'HTTP/9.9', 'HTTP/1.1 extra', '', 'HTTPS/1.1']);
  const headers: string[] = ['Host: 127.0.0.1'];
  const headerCount = Math.floor(rand() * 6);
  for (let i = 0; i < headerCount; i++) {
    headers.push(
      pick([
        `Content-Length: ${pick(['-1', '99999999999999999999', 'abc', '10', '0', '5, 6'])}`,
        `Transfer-Encoding: ${pick(['chunked', 'gzip, chunked', 'identity', 'chunked\u0000'])}`,
        `X-Long: ${'x'.repeat(Math.floor(rand() * 30000))}`,
        `${pick(['Bad Name', 'X\u0001', 'ok-name', ''])}: ${pick(['v', '\u0000', 'a\rb'])}`,
        `Content-Type: ${pick(['multipart/form-data; boundary=x', 'application/json', 'text/plain'])}`,
        'Expect: 100-continue',
        `Cookie: ${'c=1; '.repeat(Math.floor(rand() * 500))}`,
      ]),
    );
  }
  const head = Buffer.from(`${method} ${target()} ${version}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1');
  const tail = rand() < 0.3 ? junk(Math.floor(rand() * 2000)) : rand() < 0.5 ? Buffer.from('5\r\nhello\r\nzz\r\n') : Buffer.alloc(0);
  const whole = Buffer.concat([rand() < 0.1 ? junk(40) : head, tail]);
  // Now and then the client goes away half-way.
  return rand() < 0.15 ? whole.subarray(0, Math.floor(rand() * whole.length)) : whole;
}

test.describe('the origin survives hostile requests', () => {
  test('a fuzz run of 3,000 malformed request lines and headers leaves / and the API serving', async ({ request }) => {
    test.setTimeout(180_000);
    // Every payload comes from the seed before anything is sent, so a run can be replayed exactly.
    const rand = prng(20261123);
    const payloads = Array.from({ length: 3000 }, () => ({ bytes: fuzzPayload(rand), halfClose: rand() < 0.5 }));
    const deadline = Date.now() + 120_000;
    const statuses = new Map<number, number>();
    const serverErrors: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < payloads.length && Date.now() < deadline) {
        const i = next++;
        const status = await rawRequest(payloads[i].bytes, { halfClose: payloads[i].halfClose });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 && status !== 502) serverErrors.push(i);
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    const sent = next;
    const summary = [...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(`[fuzz] ${sent} requests: ${summary}`);
    expect(sent).toBeGreaterThanOrEqual(1000);
    // The origin never answers a malformed request with a server error of its own (payload indexes listed).
    expect(serverErrors, summary).toEqual([]);
    expect((await request.get('/')).status()).toBe(200);
    const plans = await request.get('/api/Stocks/getplanslist');
    expect(plans.status()).toBe(200);
    expect(Array.isArray(await plans.json())).toBe(true);
  });

  test('the examples of the issue: /%, /%E0%A4%A and //[ get an answer, and the origin stays up', async ({ request }) => {
    expect(await rawRequest(Buffer.from('GET /% HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe(400);
    expect(await rawRequest(Buffer.from('GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe(400);
    const bracket = await rawRequest(Buffer.from('GET //[ HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(bracket).toBeGreaterThanOrEqual(200);
    expect(bracket).toBeLessThan(500);
    expect((await request.get('/api/Stocks/getplanslist')).status()).toBe(200);
  });

  test('nothing of the CMS but /api and /uploads is reachable through the origin', async () => {
    // Sent raw: an HTTP client would resolve the dots or read '//admin' as a host.
    // The CMS itself answers /admin/init with its JSON; through the origin these are site pages.
    for (const p of [
      '//admin/init',
      '/api/../admin/init',
      '/api/%2e%2e/admin/init',
      '/uploads/../admin/init',
      '/api/%2E%2E/%2e%2e/_health',
      '//content-manager/init',
    ]) {
      const res = await rawExchange(p);
      expect(res.status, p).toBeGreaterThanOrEqual(200);
      expect(res.status, p).toBeLessThan(500);
      expect(res.contentType, p).not.toContain('application/json');
      expect(res.body, p).not.toContain('"uuid"');
    }
    // Encoded slashes and backslashes could mean one path to us and another to the CMS: refused.
    for (const p of ['/api%2f..%2fadmin/init', '/api/..%5cadmin/init', '/api/x\\..\\..\\admin']) {
      expect((await rawExchange(p)).status, p).toBe(400);
    }
    // And what is normalised to /api/* reaches the API on that path.
    for (const p of ['/admin/%2e%2e/api/Stocks/getplanslist', '/api//Stocks/./getplanslist', '//api/Stocks/getplanslist']) {
      const res = await rawExchange(p);
      expect(res.status, p).toBe(200);
      expect(res.contentType, p).toContain('application/json');
    }
  });

  test("bodies over 64 KB get the API's 413 through the origin, by Content-Length and when streamed", async ({ request }) => {
    const big = JSON.stringify({ contactInfo: { name: 'x'.repeat(3 * 1024 * 1024), email: 'a@b.co', mobile: '9999999999' } });
    const res = await request.post('/api/Messages/sendContactUsDetails', { headers: { 'content-type': 'application/json' }, data: big });
    expect(res.status()).toBe(413);
    expect(await res.json()).toMatchObject({ error: { status: 413, name: 'PayloadTooLargeError' } });

    const chunked = Buffer.concat([
      Buffer.from(
        'POST /api/Messages/sendContactUsDetails HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      ),
      ...Array.from({ length: 40 }, () => Buffer.from(`10000\r\n${'y'.repeat(0x10000)}\r\n`)),
      Buffer.from('0\r\n\r\n'),
    ]);
    expect(await rawRequest(chunked)).toBe(413);
    expect((await request.get('/api/Stocks/getplanslist')).status()).toBe(200);
  });

  test('no X-Powered-By on pages, assets or API answers', async ({ request }) => {
    for (const p of ['/', '/about', '/login', '/favicon.ico', '/api/Stocks/getplanslist', '/api/GWSUsers', '/nope.js']) {
      expect((await request.get(p)).headers()['x-powered-by'], p).toBeUndefined();
    }
  });

  test('HSTS on requests that came over HTTPS only', async ({ request }) => {
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
    const https = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  test('the rebuild hook takes only the secret; /__status tells outsiders only whether a build runs', async ({ request }) => {
    const secret = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'secrets.json'), 'utf8')).SITE_REBUILD_SECRET;
    for (const wrong of ['', 'x', secret.slice(0, -1), `${secret}x`]) {
      expect((await request.post('/__hooks/rebuild', { headers: { 'x-rebuild-secret': wrong } })).status()).toBe(403);
    }
    expect(Object.keys(await (await request.get('/__status')).json())).toEqual(['rebuilding']);
  });
});

test.describe('Content-Security-Policy on every page and app route', () => {
  const routes = [...seedPages().map((p) => p.path), ...APP_ROUTES];

  test("scripts: self and the page's own hashes only; frames: self", async ({ request }) => {
    for (const route of routes) {
      const csp = (await request.get(route)).headers()['content-security-policy'] ?? '';
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['script-src'], route).toContain("'self'");
      expect(
        directives['script-src'].some((v: string) => v.startsWith("'sha256-")),
        route,
      ).toBe(true);
      expect(directives['script-src'], route).not.toContain("'unsafe-inline'");
      expect(csp, route).not.toContain('unsafe-eval');
      expect(directives['frame-ancestors'], route).toEqual(["'self'"]);
      expect(directives['object-src'], route).toEqual(["'none'"]);
    }
  });

  test('the real pages raise no CSP violation in Chromium, charts and forms included', async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript(() => {
      (window as any).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as any).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) consoleErrors.push(`${page.url()}: ${m.text()}`);
    });
    for (const route of routes) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Bring lazy parts (charts) into view, and wait for what they load.
      const requests = watchRequests(page);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      await requests.quiet();
      expect(await page.evaluate(() => (window as any).__cspViolations), route).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('an injected inline script or event handler does not run', async ({ page }) => {
    await page.goto('/about');
    // An inline script runs as it is inserted, if at all; the image's inline handler, if at all,
    // runs before a listener added after it: once that listener has seen the error, both had their turn.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const s = document.createElement('script');
          s.textContent = 'window.__injected = 1';
          document.body.appendChild(s);
          document.body.insertAdjacentHTML('beforeend', '<img src="/nope.png" onerror="window.__injected = 2">');
          document.body.lastElementChild!.addEventListener('error', () => resolve(), { once: true });
        }),
    );
    expect(await page.evaluate(() => (window as any).__injected)).toBeUndefined();
  });
});

test.describe('what the build keeps for itself is not published', () => {
  /** Every file of the live release, relative to it. */
  const releaseFiles = (dir = fs.realpathSync(path.join(process.env.E2E_DATA_DIR!, 'site', 'live')), rel = ''): string[] =>
    fs
      .readdirSync(path.join(dir, rel), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? releaseFiles(dir, `${rel}/${e.name}`) : [`${rel}/${e.name}`]));

  test('no source maps (the admin screens’ sources) and no webpack stats: not in the release, 404 at the origin', async ({ request }) => {
    const files = releaseFiles();
    expect(files.filter((f) => /\.map(\.br|\.gz)?$|webpack\.stats\.json|chunk-map\.json/.test(f))).toEqual([]);
    // The scripts the pages and the app load (their tags and chunk mapping; app-….js holds the admin
    // screens) name no map either. (Every file is not read: public/ keeps older builds' bundles.)
    const html = (await Promise.all(['/', '/login/'].map(async (p) => (await request.get(p)).text()))).join('');
    const scripts = [...new Set(html.match(/\/[\w.~-]+\.js\b/g))];
    expect(scripts.some((f) => f.startsWith('/app-'))).toBe(true);
    for (const script of scripts) {
      const res = await request.get(script);
      expect(res.status(), script).toBe(200);
      expect((await res.text()).includes('sourceMappingURL='), `${script} names a source map`).toBe(false);
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    }
    for (const p of ['/webpack.stats.json', '/chunk-map.json']) expect((await request.get(p)).status(), p).toBe(404);
  });
});
