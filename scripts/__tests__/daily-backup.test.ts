/**
 * npm start's daily backup (scripts/lib/backup/daily-backup.ts) on a real SQLite DATA_DIR: the
 * time of day in India, once across processes sharing BACKUP_DIR, caught up after a start.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  backupIfDue,
  newestArchiveAgeMs,
  nextBackupAt,
  parseBackupTime,
  scheduleDailyBackup,
  STALE_LOCK_MS,
} from '../lib/backup/daily-backup';
import type { BackupSettings } from '../lib/backup/settings';

let root: string;
let settings: BackupSettings;
const archives = () => fs.readdirSync(settings.backupDir).filter((f) => f.endsWith('.tar.gz'));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'daily-backup-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  const db = new Database(path.join(dataDir, 'cms.db'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE up_users (id INTEGER PRIMARY KEY, email TEXT)');
  db.prepare('INSERT INTO up_users (email) VALUES (?)').run('a@example.com');
  db.close();
  settings = {
    dataDir,
    databaseSsl: false,
    sqliteFile: path.join(dataDir, 'cms.db'),
    backupDir: path.join(root, 'backups'),
    keep: 14,
    env: {},
  };
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('parseBackupTime', () => {
  test('02:30 by default, HH:MM, or off', () => {
    expect(parseBackupTime(undefined)).toEqual({ hours: 2, minutes: 30 });
    expect(parseBackupTime(' 7:05 ')).toEqual({ hours: 7, minutes: 5 });
    expect(parseBackupTime('OFF')).toBeNull();
  });
  test.each(['25:00', '12:60', 'noon', '1230'])('%s is refused, naming the variable', (v) => {
    expect(() => parseBackupTime(v)).toThrow(`BACKUP_TIME must be HH:MM (24-hour, India time) or off (got "${v}").`);
  });
});

describe('nextBackupAt', () => {
  const at230 = { hours: 2, minutes: 30 };
  test('later today in India when the time has not come yet (01:30 IST → 02:30 IST the same day)', () => {
    expect(nextBackupAt(new Date('2026-11-26T20:00:00Z'), at230).toISOString()).toBe('2026-11-26T21:00:00.000Z');
  });
  test('tomorrow in India once it has passed (03:00 IST → 02:30 IST the next day)', () => {
    expect(nextBackupAt(new Date('2026-11-26T21:30:00Z'), at230).toISOString()).toBe('2026-11-27T21:00:00.000Z');
  });
  test('exactly at the time: the next day (a run that just fired does not fire again)', () => {
    expect(nextBackupAt(new Date('2026-11-26T21:00:00Z'), at230).toISOString()).toBe('2026-11-27T21:00:00.000Z');
  });
});

describe('backupIfDue', () => {
  test('two runs at the same moment (one lock file in BACKUP_DIR, as two npm starts share it) write one archive; a later run the same day writes none', async () => {
    const [a, b] = await Promise.all([backupIfDue(settings), backupIfDue(settings)]);
    expect([a.kind, b.kind].sort()).toEqual(['busy', 'written'].sort());
    expect(archives()).toHaveLength(1);
    expect((await backupIfDue(settings)).kind).toBe('recent');
    expect(archives()).toHaveLength(1);
    // The lock is released after each run.
    expect(fs.existsSync(path.join(settings.backupDir, '.backup.lock'))).toBe(false);
  });

  test('a lock left by a process that died mid-backup is taken over once it is stale, not before', async () => {
    fs.mkdirSync(settings.backupDir, { recursive: true });
    const lock = path.join(settings.backupDir, '.backup.lock');
    fs.writeFileSync(lock, '12345 earlier');
    expect((await backupIfDue(settings)).kind).toBe('busy');
    const old = (Date.now() - STALE_LOCK_MS - 60_000) / 1000;
    fs.utimesSync(lock, old, old);
    expect((await backupIfDue(settings)).kind).toBe('written');
  });

  test('newestArchiveAgeMs: null without archives; files that are not archives do not count', async () => {
    expect(newestArchiveAgeMs(settings.backupDir)).toBeNull();
    fs.mkdirSync(settings.backupDir, { recursive: true });
    fs.writeFileSync(path.join(settings.backupDir, 'notes.txt'), 'x');
    expect(newestArchiveAgeMs(settings.backupDir)).toBeNull();
    await backupIfDue(settings);
    expect(newestArchiveAgeMs(settings.backupDir)).toBeLessThan(60_000);
  });
});

test('after a start with no archive of the last day, one is taken soon, and logged', async () => {
  const log: string[] = [];
  const daily = scheduleDailyBackup(settings, { hours: 2, minutes: 30 }, (m) => log.push(m), 50);
  try {
    const deadline = Date.now() + 20_000;
    while (!log.some((l) => l.startsWith('daily backup written')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(log.find((l) => l.startsWith('daily backup'))).toMatch(
      /^daily backup written: .*backup-\d{8}T\d{6}\.\d{3}Z\.tar\.gz \(\d+\.\d s\)$/,
    );
    expect(archives()).toHaveLength(1);
  } finally {
    daily.stop();
  }
}, 30_000);
