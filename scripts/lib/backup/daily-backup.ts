/**
 * The daily backup `npm start` takes (BACKUP_TIME, India time, default 02:30; `off` turns it off),
 * once a day whichever number of `npm start`s share BACKUP_DIR: a lock file in BACKUP_DIR lets one
 * write at a time, and one that finds an archive from the last hours leaves it at that. An archive
 * the firm made by hand (`npm run backup`) counts too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addDays } from 'contracts';
import { firmDayStart, todayInFirm } from 'cms';
import { ARCHIVE_PREFIX, ARCHIVE_SUFFIX, type BackupSettings } from './settings';
import { writeBackup, type BackupResult } from './write-backup';

export const DEFAULT_BACKUP_TIME = '02:30';
/** An archive this recent is today's: a second instance firing at the same time, or a restart soon after, adds none. */
export const RECENT_BACKUP_MS = 12 * 3_600_000;
/** A lock older than this was left by a process that died mid-backup (a backup takes seconds to minutes). */
export const STALE_LOCK_MS = 3_600_000;
const LOCK = '.backup.lock';

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/** BACKUP_TIME: 'HH:MM' (24-hour, India time), or 'off'. Anything else is refused with the variable's name. */
export function parseBackupTime(value: string | undefined): TimeOfDay | null {
  const v = (value ?? '').trim() || DEFAULT_BACKUP_TIME;
  if (v.toLowerCase() === 'off') return null;
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(v);
  if (!m) throw new Error(`BACKUP_TIME must be HH:MM (24-hour, India time) or off (got "${v}").`);
  return { hours: Number(m[1]), minutes: Number(m[2]) };
}

/** The next instant after `now` at that time of day in the firm's calendar (India). */
export function nextBackupAt(now: Date, time: TimeOfDay): Date {
  const today = todayInFirm(now);
  const offset = (time.hours * 60 + time.minutes) * 60_000;
  const at = new Date(firmDayStart(today).getTime() + offset);
  return at > now ? at : new Date(firmDayStart(addDays(today, 1)).getTime() + offset);
}

/** How old the newest archive in `backupDir` is, or null when there is none (readyz reports it too). */
export function newestArchiveAgeMs(backupDir: string, now = Date.now()): number | null {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir).filter((f) => f.startsWith(ARCHIVE_PREFIX) && f.endsWith(ARCHIVE_SUFFIX));
  } catch {
    return null;
  }
  const newest = Math.max(...names.map((f) => fs.statSync(path.join(backupDir, f)).mtimeMs));
  return names.length ? Math.max(0, now - newest) : null;
}

/** Takes the lock, or answers false when another process holds a fresh one. */
function lock(backupDir: string): boolean {
  const file = path.join(backupDir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid} ${new Date().toISOString()}\n`, { flag: 'wx', mode: 0o600 });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - fs.statSync(file).mtimeMs;
      if (age < STALE_LOCK_MS) return false;
      fs.rmSync(file, { force: true });
    }
  }
  return false;
}

export type DailyOutcome = { kind: 'written'; result: BackupResult } | { kind: 'recent' } | { kind: 'busy' };

/** One scheduled run: writes an archive unless one is recent or another process is writing one. */
export async function backupIfDue(settings: BackupSettings, now = new Date()): Promise<DailyOutcome> {
  fs.mkdirSync(settings.backupDir, { recursive: true, mode: 0o700 });
  if (!lock(settings.backupDir)) return { kind: 'busy' };
  try {
    const age = newestArchiveAgeMs(settings.backupDir, now.getTime());
    if (age !== null && age < RECENT_BACKUP_MS) return { kind: 'recent' };
    return { kind: 'written', result: await writeBackup(settings, now) };
  } finally {
    fs.rmSync(path.join(settings.backupDir, LOCK), { force: true });
  }
}

/** After a start, how long before a missing day's backup is caught up (the start's own work goes first). */
export const CATCH_UP_DELAY_MS = 30_000;
/** A newest archive older than this is caught up after a start rather than at the next scheduled time. */
const CATCH_UP_AFTER_MS = 24 * 3_600_000;

/**
 * Runs backupIfDue at the time every day until stop(), and once soon after the start when the
 * newest archive is over a day old (a machine that was off at the time, a first start); failures
 * are logged and tried again at the next time.
 */
export function scheduleDailyBackup(
  settings: BackupSettings,
  time: TimeOfDay,
  log: (m: string) => void,
  catchUpDelayMs = CATCH_UP_DELAY_MS,
): { stop: () => void } {
  let timer: NodeJS.Timeout | null = null;
  const arm = (delayMs?: number) => {
    timer = setTimeout(run, delayMs ?? nextBackupAt(new Date(), time).getTime() - Date.now());
    timer.unref();
  };
  const run = async () => {
    try {
      const outcome = await backupIfDue(settings);
      if (outcome.kind === 'written') {
        for (const w of outcome.result.warnings) log(`! ${w}`);
        log(`daily backup written: ${outcome.result.archive} (${outcome.result.seconds.toFixed(1)} s)`);
      } else
        log(
          `daily backup skipped: ${outcome.kind === 'recent' ? 'an archive from the last hours is there' : 'another process is writing one'}`,
        );
    } catch (err) {
      log(`daily backup failed: ${(err as Error).message}`);
    }
    arm();
  };
  const age = newestArchiveAgeMs(settings.backupDir);
  arm(age === null || age > CATCH_UP_AFTER_MS ? catchUpDelayMs : undefined);
  return {
    stop: () => {
      if (timer) clearTimeout(timer);
    },
  };
}
