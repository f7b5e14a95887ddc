import http from 'node:http';
import { test, expect } from '@playwright/test';
import { E2E_RATE_LIMIT_FACTOR } from '../lib/suites';

/** The lead calls' limit per client and minute on the browser suites' product (10 × its factor). */
const LEAD_LIMIT = 10 * E2E_RATE_LIMIT_FACTOR;

/**
 * The one origin: /api/* reaches the CMS through the site server, and the CMS keys its rate
 * limits on the real client address: a client-chosen X-Forwarded-For does not reset them.
 */
test('rate limits behind the proxy follow the real client IP, not a spoofed X-Forwarded-For', async ({ request }) => {
  const lead = async (i: number) => {
    const res = await request.post('/api/Messages/sendContactUsDetails', {
      headers: { 'X-Forwarded-For': `10.0.${i >> 8}.${i & 255}` },
      data: {
        contactInfo: { name: `Spoof ${i}`, level: 'New lead', email: `spoof${i}@example.com`, mobile: '9999999999', otherQuery: '' },
      },
    });
    if (res.status() === 429) expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
    return res.status();
  };
  // The limit counts in one-minute windows that start at a client's first call, and other suites
  // have called before: a burst may straddle the end of one window and the start of the next, so
  // up to twice the limit may pass. Twice the limit + 2 calls, in parallel (the burst lasts seconds,
  // so it straddles at most one boundary): if the spoofed addresses counted, all of them would pass.
  const statuses = await Promise.all(Array.from({ length: 2 * LEAD_LIMIT + 2 }, (_, i) => lead(i + 1)));
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2 * LEAD_LIMIT);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
  expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
});

test('the API answers on the site origin in its JSON error shape', async ({ request }) => {
  const res = await request.get('/api/GWSUsers');
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ error: { status: 401, name: 'UnauthorizedError' } });
});

test('API calls from one keep-alive client reuse ONE connection to the origin; no answer says Connection: close', async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (p: string) =>
    new Promise<{ status: number; connection?: string; localPort: number }>((resolve, reject) => {
      const req = http.get(`${baseURL}${p}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, localPort: req.socket!.localPort! }));
      });
      req.on('error', reject);
    });
  try {
    const answers = [];
    // A public list, a refused call and the list again: errors keep the connection too.
    for (const p of ['/api/Stocks/getplanslist', '/api/GWSUsers', '/api/Stocks/getplanslist', '/api/Stocks/getplanslist'])
      answers.push(await get(p));
    expect(answers.map((a) => a.status)).toEqual([200, 401, 200, 200]);
    expect(answers.every((a) => a.connection === 'keep-alive')).toBe(true);
    expect(new Set(answers.map((a) => a.localPort)).size).toBe(1);
  } finally {
    agent.destroy();
  }
});
