/**
 * SQLite as a server database (cms/config/lib/sqlite.ts): a running CMS keeps its file in WAL mode,
 * and its connection runs with synchronous=FULL and a busy timeout, as the file and the CMS's own
 * start log say. In WAL mode a reader holding a snapshot open (as `npm run backup` does while it
 * copies the database) does not hold up the CMS's writes. SQLite only.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { SQLITE_BUSY_TIMEOUT_MS } from 'cms/config';
import { ON_POSTGRES } from '../lib/suites';
import { Instance, call, check, signupInput, SUITE_MODE, test, sharedInstance } from './helpers';

test.describe.configure({ mode: SUITE_MODE });
test.skip(ON_POSTGRES, 'the SQLite database only');

let inst: Instance;
const dbFile = () => path.join(inst.cms.dataDir, 'cms.db');

const shared = sharedInstance();

test.beforeAll(async () => {
  inst = shared();
});

test('the database file is in WAL mode, and the CMS reports synchronous=FULL and its busy timeout', async () => {
  const db = new Database(dbFile(), { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('journal_mode', { simple: true }), 'the file’s journal mode').toBe('wal');
  } finally {
    db.close();
  }
  expect(fs.existsSync(`${dbFile()}-wal`), 'the write-ahead log beside the file').toBe(true);
  // Per-connection settings: only the CMS's own connection can tell them; it logs them at start.
  const log = fs.readFileSync(path.join(inst.cms.dataDir, 'logs', 'cms.log'), 'utf8');
  expect(log).toContain(`[database] SQLite journal_mode=wal synchronous=2 busy_timeout=${SQLITE_BUSY_TIMEOUT_MS}`);
  expect(log).not.toContain('settings did not take');
});

test('a reader holding a snapshot open (as a backup does) does not hold up a write of the CMS', async () => {
  const reader = new Database(dbFile(), { fileMustExist: true });
  try {
    reader.exec('BEGIN');
    const before = (reader.prepare('SELECT COUNT(*) AS n FROM up_users').get() as { n: number }).n;
    const started = Date.now();
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers', { data: signupInput({}, 'wal') }),
      200,
      'signup while a reader holds a snapshot',
    );
    // In the rollback-journal mode the reader's lock would keep the commit waiting for the whole busy timeout, then fail it.
    expect(Date.now() - started, 'the write waited for no reader').toBeLessThan(SQLITE_BUSY_TIMEOUT_MS / 2);
    expect((reader.prepare('SELECT COUNT(*) AS n FROM up_users').get() as { n: number }).n, 'the reader’s snapshot is unchanged').toBe(
      before,
    );
    reader.exec('COMMIT');
    expect((reader.prepare('SELECT COUNT(*) AS n FROM up_users').get() as { n: number }).n, 'a new read sees the write').toBe(before + 1);
  } finally {
    reader.close();
  }
});

test('a write of another process holding the lock for a moment makes a CMS write wait, not fail', async () => {
  const writer = new Database(dbFile(), { fileMustExist: true });
  try {
    writer.exec('BEGIN IMMEDIATE');
    const answer = call(inst.api, 'POST', '/api/GWSUsers', { data: signupInput({}, 'busy') });
    await new Promise((r) => setTimeout(r, 1000));
    writer.exec('COMMIT');
    await check(await answer, 200, 'signup while another process held the write lock for 1 s');
  } finally {
    writer.close();
  }
});
