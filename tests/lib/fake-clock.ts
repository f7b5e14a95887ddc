/**
 * A wall clock the test sets for a CMS it starts: the process runs with libfaketime preloaded,
 * which reads the time from a file on every call (FAKETIME_NO_CACHE), so `set()` moves the CMS to
 * another day while it runs. Only the wall clock is faked: timers (the monotonic clock) run as
 * usual, so the CMS's own schedule still ticks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIBFAKETIME } from '../../scripts/lib/faketime';

export interface FakeClock {
  /** The environment that puts a CMS on this clock. */
  env: Record<string, string>;
  /** Moves the clock to noon in India on `day` ('YYYY-MM-DD'): far from either end of the firm's day. */
  set(day: string): void;
  remove(): void;
}

export function fakeClock(day: string): FakeClock {
  if (!fs.existsSync(LIBFAKETIME)) throw new Error(`libfaketime is missing (${LIBFAKETIME}): apt-get install libfaketime`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-'));
  const file = path.join(dir, 'now');
  // '@' starts the clock at that instant and lets it run; the time is UTC (noon in India is 06:30 UTC).
  const set = (d: string) => fs.writeFileSync(file, `@${d} 06:30:00\n`);
  set(day);
  return {
    env: {
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME_TIMESTAMP_FILE: file,
      FAKETIME_NO_CACHE: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'UTC',
    },
    set,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
