/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { prettyFactory } from 'pino-pretty';
import { prettyOptions, siteLogger } from '../request-log';

describe("the origin's log", () => {
  test('JSON lines in DATA_DIR/logs/site.log, owner-only', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-log-'));
    const log = siteLogger({ dataDir });
    log.info({ requestId: 'abc' }, 'request');
    log.error('broken');
    log.flush();
    const file = path.join(dataDir, 'logs', 'site.log');
    await new Promise((r) => setTimeout(r, 200));
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ level: 30, service: 'site', msg: 'request', requestId: 'abc' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'broken' });
    expect(new Date(lines[0].time).toISOString()).toBe(lines[0].time);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the terminal shows a request in one line, anything else as its message', () => {
    const pretty = prettyFactory({ ...prettyOptions, colorize: false });
    const request = {
      level: 30,
      time: '2026-01-01T10:00:00.000Z',
      service: 'cms',
      msg: 'request',
      requestId: 'r1',
      method: 'GET',
      path: '/api/x',
      status: 200,
      ms: 3.2,
    };
    expect(pretty(JSON.stringify(request))).toMatch(/INFO: GET \/api\/x 200 3\.2 ms {2}r1\n$/);
    expect(pretty(JSON.stringify({ level: 40, time: request.time, msg: 'careful' }))).toMatch(/WARN: careful\n$/);
  });
});
