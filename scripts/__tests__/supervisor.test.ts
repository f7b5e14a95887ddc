/**
 * The supervisor against real processes: a small HTTP server in a child Node process, killed with
 * SIGKILL or frozen with SIGSTOP, as a crashed or hung CMS would be.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { exitCause, restartDelay, supervise, type Supervised } from '../lib/supervisor';
import { waitForHttp } from '../lib/processes';

const FAST = { firstDelayMs: 100, maxDelayMs: 800, stableAfterMs: 60_000 };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A server answering 200 on /_health; with `crashAfterMs`, it exits with code 3 that long after listening. */
function server(port: number, crashAfterMs = 0): () => ChildProcess {
  const code = `require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => {
    if (${crashAfterMs}) setTimeout(() => process.exit(3), ${crashAfterMs});
  });`;
  return () => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

/** Resolves when `ok()` holds, fails after `timeoutMs`. */
async function until(ok: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('restartDelay', () => {
  test('1 s first, doubling after each quick failure, capped at 30 s', () => {
    const waits: number[] = [];
    let d: number | null = null;
    for (let i = 0; i < 8; i++) waits.push((d = restartDelay(d, 2_000)));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  test('a run of a minute or more starts the waits again from 1 s', () => {
    expect(restartDelay(30_000, 59_999)).toBe(30_000);
    expect(restartDelay(30_000, 60_000)).toBe(1_000);
  });
});

test('exitCause names the signal, else the code', () => {
  expect(exitCause(null, 'SIGKILL')).toBe('signal SIGKILL');
  expect(exitCause(1, null)).toBe('code 1');
});

describe('supervise', () => {
  let sup: Supervised | null = null;
  jest.setTimeout(20_000);
  afterEach(async () => {
    await sup?.stop();
    sup = null;
  });

  async function start(
    spawnIt: () => ChildProcess,
    port: number,
    log: string[],
    health = { intervalMs: 60_000, timeoutMs: 500, failuresBeforeRestart: 2 },
  ) {
    const url = `http://127.0.0.1:${port}/_health`;
    sup = await supervise({
      label: 'test server',
      spawn: spawnIt,
      ready: (child) => waitForHttp(url, child, 5_000),
      healthUrl: url,
      log: (m) => log.push(m),
      restart: FAST,
      health,
    });
    return url;
  }

  test('a process killed with SIGKILL is started again and answers; the restart is logged with the signal', async () => {
    const port = await freePort();
    const log: string[] = [];
    const url = await start(server(port), port, log);
    const first = sup!.child()!.pid;
    process.kill(first!, 'SIGKILL');
    await until(() => sup!.child()?.pid !== undefined && sup!.child()?.pid !== first, 5_000);
    await waitForHttp(url, null, 5_000);
    expect(sup!.restarts()).toBe(1);
    expect(log[0]).toMatch(/^test server exited \(signal SIGKILL\) after \d+ s; restart 1 in 0.1 s$/);
  });

  test('a process that keeps failing waits longer each time (backoff), and each exit code is logged', async () => {
    const port = await freePort();
    const log: string[] = [];
    await start(server(port, 700), port, log);
    await until(() => sup!.restarts() >= 4, 10_000);
    const waits = log.filter((l) => l.includes(' exited (')).map((l) => Number(/in ([\d.]+) s$/.exec(l)![1]));
    expect(waits.slice(0, 4)).toEqual([0.1, 0.2, 0.4, 0.8]);
    expect(log[0]).toContain('(code 3)');
  });

  test('a process that stops answering its health check is killed and started again', async () => {
    const port = await freePort();
    const log: string[] = [];
    const url = await start(server(port), port, log, { intervalMs: 200, timeoutMs: 200, failuresBeforeRestart: 2 });
    const first = sup!.child()!.pid!;
    process.kill(first, 'SIGSTOP');
    await until(() => sup!.child()?.pid !== undefined && sup!.child()?.pid !== first, 5_000);
    await waitForHttp(url, null, 5_000);
    expect(log.some((l) => l.includes('did not answer its health check 2 times in a row'))).toBe(true);
    expect(log.some((l) => l.includes('(signal SIGKILL)'))).toBe(true);
  });

  test('stop() ends the process and nothing restarts it', async () => {
    const port = await freePort();
    await start(server(port), port, []);
    const child = sup!.child()!;
    await sup!.stop();
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(sup!.child()).toBeNull();
    expect(sup!.restarts()).toBe(0);
    sup = null;
  });
});
