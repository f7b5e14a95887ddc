/**
 * A crash is a blip: the CMS as `npm start` runs it (scripts/lib/supervisor.ts) is killed with
 * SIGKILL behind the real site server. While it is down the origin answers /api with 503, the
 * API's error shape and Retry-After, at once (never a hang); without anyone touching it the CMS
 * is back and the plans answer 200 within 30 s; the restart is logged with its cause.
 */
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { CALL_FAILURE_TEXTS, CMS_UNAVAILABLE } from 'contracts';
import { createSiteServer } from 'origin-server';
import { bootCms, type TestCms } from '../lib/cms';

let cms: TestCms;
let origin: ReturnType<typeof createSiteServer>;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cms = await bootCms({ supervised: true });
  origin = createSiteServer({
    cmsUrl: cms.url,
    rebuildSecret: 'unused',
    getRelease: () => null,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    log: () => undefined,
  });
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  origin?.closeAllConnections();
  await new Promise((r) => origin?.close(r));
  await cms?.stop();
});

const plans = () => fetch(`${base}/api/Stocks/getplanslist`, { signal: AbortSignal.timeout(5_000) });

test('kill -9 of the CMS: 503 with Retry-After meanwhile, then the plans answer 200 again within 30 s, untouched', async () => {
  test.setTimeout(90_000);
  expect((await plans()).status).toBe(200);
  const pid = cms.pid()!;
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  // The supervisor waits a second before it starts the CMS again, and a start takes seconds more:
  // the first answers after the kill are the origin's own.
  let down: Response | null = null;
  while (!down && Date.now() - killedAt < 5_000) {
    const res = await plans();
    if (res.status === 503) down = res;
  }
  expect(down, 'a 503 while the CMS is down').not.toBeNull();
  expect(down!.headers.get('retry-after')).toBe(String(CMS_UNAVAILABLE.retryAfterSeconds));
  expect(await down!.json()).toEqual({
    data: null,
    error: {
      status: 503,
      name: 'ServiceUnavailableError',
      message: CALL_FAILURE_TEXTS.unavailable,
      // The id the origin gave this request (its X-Request-Id), to find its log lines by.
      details: { requestId: down!.headers.get('x-request-id') },
    },
  });
  await expect
    .poll(async () => (await plans().catch(() => null))?.status, { timeout: 30_000 - (Date.now() - killedAt), intervals: [250] })
    .toBe(200);
  const backIn = (Date.now() - killedAt) / 1000;
  console.log(`the CMS answered again ${backIn.toFixed(1)} s after kill -9`);
  expect(cms.pid()).not.toBe(pid);
  expect(cms.supervisorLog[0]).toMatch(/^the CMS exited \(signal SIGKILL\) after \d+ s; restart 1 in 1 s$/);
  await expect.poll(() => cms.supervisorLog, { timeout: 5_000 }).toContain('the CMS is answering again');
});
