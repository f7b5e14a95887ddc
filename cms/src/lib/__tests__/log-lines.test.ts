import { describe, expect, test } from '@jest/globals';
import { pinoLevelName, winstonFormat, winstonLine } from '../../../config/lib/log-lines';

describe("one JSON line format for Strapi's logger and the request lines", () => {
  test("Strapi's lines in pino's keys and level numbers", () => {
    const line = JSON.parse(winstonLine({ level: 'warn', message: 'careful' }));
    expect(line).toMatchObject({ level: 40, service: 'cms', msg: 'careful', pid: process.pid });
    expect(new Date(line.time).toISOString()).toBe(line.time);
    const err = new Error('boom');
    expect(JSON.parse(winstonLine({ level: 'error', message: err })).msg).toContain('Error: boom\n    at ');
  });

  test("as a winston format: the finished line under logform's message symbol", () => {
    const info = winstonFormat.transform({ level: 'info', message: 'hi' });
    expect(JSON.parse(info[Symbol.for('message')] as string)).toMatchObject({ level: 30, msg: 'hi' });
  });

  test("LOG_LEVEL's names as pino's", () => {
    expect(['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly', 'nonsense'].map(pinoLevelName)).toEqual([
      'error',
      'warn',
      'info',
      'debug',
      'debug',
      'debug',
      'trace',
      'info',
    ]);
  });
});
