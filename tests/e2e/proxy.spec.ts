import { test, expect } from '@playwright/test';

/**
 * The one origin: /api/* reaches the CMS through the site server, and the CMS keys its rate
 * limits on the real client address: a client-chosen X-Forwarded-For does not reset them.
 */
test('rate limits behind the proxy follow the real client IP, not a spoofed X-Forwarded-For', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const res = await request.post('/api/Messages/sendContactUsDetails', {
      headers: { 'X-Forwarded-For': `10.0.0.${i}` },
      data: {
        contactInfo: { name: `Spoof ${i}`, level: 'New lead', email: `spoof${i}@example.com`, mobile: '9999999999', otherQuery: '' },
      },
    });
    statuses.push(res.status());
    if (res.status() === 429) expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
  }
  // The lead limit is 10 a minute per client (other suites may have spent some already): if the
  // spoofed addresses counted, all 12 calls would pass.
  const firstLimited = statuses.indexOf(429);
  expect(firstLimited).toBeGreaterThan(-1);
  expect(firstLimited).toBeLessThanOrEqual(10);
  expect(statuses.slice(0, firstLimited).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(firstLimited).every((s) => s === 429)).toBe(true);
});

test('the API answers on the site origin in its JSON error shape', async ({ request }) => {
  const res = await request.get('/api/GWSUsers');
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ error: { status: 401, name: 'UnauthorizedError' } });
});
