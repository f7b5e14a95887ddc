/**
 * @jest-environment node
 */
// Publish-to-live on the real server module and scheduler: a burst of publishes gives one build,
// a publish during a build gives one more, and a failed build is logged while the site keeps
// serving the previous release (real HTTP on loopback).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from '@jest/globals';
import { RebuildScheduler } from '../rebuild';
import { createSiteServer } from '../server';
import { loadRelease, Release } from '../releases';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await wait(10);
  }
};

function release(html: string): Release {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return loadRelease(dir);
}

describe('RebuildScheduler', () => {
  test('a burst of requests gives one build; a request during a build gives exactly one more', async () => {
    let builds = 0;
    let finish: () => void = () => {};
    const scheduler = new RebuildScheduler(
      () => {
        builds++;
        return new Promise<void>((r) => {
          finish = r;
        });
      },
      20,
      () => {},
    );
    for (let i = 0; i < 5; i++) scheduler.request('publish');
    await until(() => builds === 1);
    scheduler.request('publish during the build');
    scheduler.request('and another');
    await wait(60);
    expect(builds).toBe(1);
    finish();
    await until(() => builds === 2);
    finish();
    await until(() => !scheduler.busy);
    expect(builds).toBe(2);
  });
});

describe('a failed build keeps the old site up and is logged', () => {
  test('the server goes on serving the live release', async () => {
    let live: Release | null = release('<h1>Old site</h1>');
    const logs: string[] = [];
    let attempt = 0;
    const scheduler = new RebuildScheduler(
      async () => {
        attempt++;
        if (attempt === 1) throw new Error('gatsby build failed (exit 1)');
        live = release('<h1>New site</h1>');
      },
      10,
      (m) => logs.push(m),
    );
    const server = createSiteServer({
      cmsUrl: 'http://127.0.0.1:9',
      rebuildSecret: 's3cret',
      getRelease: () => live,
      onRebuildRequest: (reason) => scheduler.request(reason),
      status: () => ({ rebuilding: scheduler.busy }),
      logError: () => undefined,
      log: () => undefined,
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/__hooks/rebuild`, { method: 'POST' })).status).toBe(403);
      expect((await fetch(`${base}/__hooks/rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': 's3cret' } })).status).toBe(202);
      await until(() => logs.some((l) => l.includes('FAILED')));
      expect(logs.find((l) => l.includes('FAILED'))).toContain('gatsby build failed');
      expect(await (await fetch(`${base}/`)).text()).toContain('Old site');

      await fetch(`${base}/__hooks/rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': 's3cret' } });
      await until(() => attempt === 2 && !scheduler.busy);
      expect(await (await fetch(`${base}/`)).text()).toContain('New site');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
