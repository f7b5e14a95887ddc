/**
 * A backup and its restore on a real SQLite file and a real DATA_DIR layout, without a CMS
 * (scripts/lib/backup/: write-backup.ts, restore-backup.ts, archive.ts, manifest.ts). The drill on
 * a running CMS, on SQLite and PostgreSQL, is tests/api/restore-drill.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { fieldKey } from 'cms';
import { writeBackup } from '../lib/backup/write-backup';
import { restoreBackup } from '../lib/backup/restore-backup';
import { readManifest } from '../lib/backup/manifest';
import { type BackupSettings } from '../lib/backup/settings';

const PASSPHRASE = 'a long backup passphrase';
let root: string;

const settings = (dataDir: string, extra: Partial<BackupSettings> = {}): BackupSettings => ({
  dataDir,
  databaseSsl: false,
  sqliteFile: path.join(dataDir, 'cms.db'),
  backupDir: path.join(root, 'backups'),
  keep: 14,
  passphrase: PASSPHRASE,
  env: {},
  ...extra,
});

/** The instance's generated KYC key (in its secrets.json) and its id, as its records name it. */
const KYC_KEY = crypto.randomBytes(32).toString('base64');
const KYC_KEY_ID = fieldKey(KYC_KEY, 'KYC_ENCRYPTION_KEY').id;

/** An instance's DATA_DIR as the product leaves it: a WAL database with rows, uploads, the outbox, secrets, and what starts rewrite. */
function anInstance(dir: string): void {
  const file = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  file('public/uploads/logo.png', 'png bytes');
  file('outbox/20261126-a@example.com.eml', 'Subject: Receipt 2026-27/000001');
  file('secrets.json', JSON.stringify({ JWT_SECRET: 'kept', KYC_ENCRYPTION_KEY: KYC_KEY }));
  file('logs/cms.log', 'log');
  file('site/releases/r1/index.html', '<html>');
  file('site-build-token', 'token');
  file('routes.json', '[]');
  const db = new Database(path.join(dir, 'cms.db'));
  db.pragma('journal_mode = WAL');
  db.exec(
    'CREATE TABLE up_users (id INTEGER PRIMARY KEY, email TEXT); CREATE TABLE orders (id INTEGER PRIMARY KEY, invoice_number INTEGER);' +
      'CREATE TABLE kyc_records (id INTEGER PRIMARY KEY, pan_encrypted TEXT, date_of_birth_encrypted TEXT)',
  );
  db.prepare('INSERT INTO kyc_records (pan_encrypted, date_of_birth_encrypted) VALUES (?, ?)').run(
    `f1.${KYC_KEY_ID}.iv.tag.pan`,
    `f1.${KYC_KEY_ID}.iv.tag.dob`,
  );
  for (let i = 1; i <= 25; i++) db.prepare('INSERT INTO up_users (email) VALUES (?)').run(`u${i}@example.com`);
  db.prepare('INSERT INTO orders (invoice_number) VALUES (?)').run(2026000001);
  // Left open: the rows are in the WAL, as with a running CMS; the snapshot must still hold them.
  (global as { openDb?: Database.Database }).openDb = db;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  anInstance(path.join(root, 'live'));
});

afterEach(() => {
  (global as { openDb?: Database.Database }).openDb?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a backup', () => {
  test('is one archive of the database snapshot, the kept files and the sealed secrets, with sums and counts', async () => {
    const r = await writeBackup(settings(path.join(root, 'live')));
    expect(fs.readdirSync(path.join(root, 'backups'))).toEqual([path.basename(r.archive)]);
    expect(r.manifest.counts).toEqual({ up_users: 25, orders: 1, kyc_records: 1 });
    expect(r.manifest.secrets).toBe('sealed');
    expect(r.manifest.files.map((f) => f.path)).toEqual([
      'data/outbox/20261126-a@example.com.eml',
      'data/public/uploads/logo.png',
      'database/cms.db',
      'secrets.sealed.json',
    ]);
    for (const f of r.manifest.files) expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.warnings).toEqual([]);
  });

  test('with the KYC key from the environment, says it is not in the archive', async () => {
    const { warnings } = await writeBackup(settings(path.join(root, 'live'), { env: { KYC_ENCRYPTION_KEY: KYC_KEY } }));
    expect(warnings).toEqual([expect.stringContaining('KYC_ENCRYPTION_KEY comes from the environment and is not in the archive')]);
    expect((await writeBackup(settings(path.join(root, 'live')), new Date(Date.now() + 1000))).warnings).toEqual([]);
  });

  test('without BACKUP_PASSPHRASE leaves the secrets out, and says so', async () => {
    const r = await writeBackup(settings(path.join(root, 'live'), { passphrase: undefined }));
    expect(r.manifest.secrets).toBe('left out');
    expect(r.manifest.files.map((f) => f.path)).not.toContain('secrets.sealed.json');
    expect(r.warnings.join('\n')).toContain('BACKUP_PASSPHRASE is not set');
  });

  test('keeps the newest BACKUP_KEEP archives', async () => {
    for (let i = 0; i < 3; i++)
      await writeBackup(settings(path.join(root, 'live'), { keep: 2, passphrase: undefined }), new Date(Date.UTC(2026, 10, 20 + i)));
    expect(fs.readdirSync(path.join(root, 'backups')).sort()).toEqual([
      'backup-20261121T000000.000Z.tar.gz',
      'backup-20261122T000000.000Z.tar.gz',
    ]);
  });
});

describe('a restore', () => {
  test('puts the database, the files and the secrets back into an empty DATA_DIR', async () => {
    const { archive } = await writeBackup(settings(path.join(root, 'live')));
    const target = path.join(root, 'restored');
    const r = await restoreBackup(settings(target), archive);
    expect(r.counts).toEqual({ up_users: 25, orders: 1, kyc_records: 1 });
    expect(r.secrets).toBe('restored');
    expect(fs.readdirSync(target).sort()).toEqual(['cms.db', 'outbox', 'public', 'secrets.json']);
    expect(fs.readFileSync(path.join(target, 'secrets.json'), 'utf8')).toBe(
      JSON.stringify({ JWT_SECRET: 'kept', KYC_ENCRYPTION_KEY: KYC_KEY }),
    );
    expect(fs.statSync(path.join(target, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(target).mode & 0o777).toBe(0o700);
    expect(fs.readFileSync(path.join(target, 'public/uploads/logo.png'), 'utf8')).toBe('png bytes');
    const db = new Database(path.join(target, 'cms.db'), { readonly: true });
    expect(db.prepare('SELECT MAX(invoice_number) AS n FROM orders').get()).toEqual({ n: 2026000001 });
    db.close();
  });

  test('refuses a DATA_DIR that is not empty, and with --force moves its files aside', async () => {
    const { archive } = await writeBackup(settings(path.join(root, 'live')));
    const target = path.join(root, 'busy');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'keep-me'), 'x');
    await expect(restoreBackup(settings(target), archive)).rejects.toThrow('is not empty');
    expect(fs.readdirSync(target)).toEqual(['keep-me']);
    const r = await restoreBackup(settings(target), archive, { force: true });
    expect(fs.readFileSync(path.join(r.movedAside!, 'keep-me'), 'utf8')).toBe('x');
    expect(fs.existsSync(path.join(target, 'keep-me'))).toBe(false);
    expect(r.counts.up_users).toBe(25);
  });

  test('refuses an archive whose files do not match their sums, and touches nothing', async () => {
    const { archive } = await writeBackup(settings(path.join(root, 'live')));
    const unpacked = path.join(root, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    fs.appendFileSync(path.join(unpacked, 'data/public/uploads/logo.png'), '!');
    const tampered = path.join(root, 'tampered.tar.gz');
    execFileSync('tar', ['-czf', tampered, '-C', unpacked, '.']);
    expect(readManifest(unpacked).files.length).toBe(4);
    const target = path.join(root, 'restored');
    await expect(restoreBackup(settings(target), tampered)).rejects.toThrow('data/public/uploads/logo.png: 10 bytes, the manifest says 9');
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
  });

  test('refuses sealed secrets without their passphrase, before anything changes', async () => {
    const { archive } = await writeBackup(settings(path.join(root, 'live')));
    const target = path.join(root, 'restored');
    await expect(restoreBackup(settings(target, { passphrase: 'not it' }), archive)).rejects.toThrow('do not open with BACKUP_PASSPHRASE');
    await expect(restoreBackup(settings(target, { passphrase: undefined }), archive)).rejects.toThrow('set BACKUP_PASSPHRASE');
    expect(fs.readdirSync(target)).toEqual([]);
    // Without the secrets, the KYC records' key must come from the environment (below).
    const r = await restoreBackup(settings(target, { passphrase: undefined, env: { KYC_ENCRYPTION_KEY: KYC_KEY } }), archive, {
      skipSecrets: true,
    });
    expect(r.secrets).toBe('skipped');
    expect(fs.existsSync(path.join(target, 'secrets.json'))).toBe(false);
  });

  test('refuses to start the KYC records without their key, before anything changes; the same key from the environment passes', async () => {
    const { archive, manifest } = await writeBackup(settings(path.join(root, 'live')));
    expect(manifest.kycKeyIds).toEqual([KYC_KEY_ID]);
    const target = path.join(root, 'restored');
    const other = crypto.randomBytes(32).toString('base64');
    for (const [, opts, env] of [
      ['secrets skipped, no key', { skipSecrets: true }, {}],
      ['secrets skipped, another key', { skipSecrets: true }, { KYC_ENCRYPTION_KEY: other }],
      ['secrets restored, but the environment sets another key', {}, { KYC_ENCRYPTION_KEY: other }],
    ] as const) {
      await expect(restoreBackup(settings(target, { env }), archive, opts)).rejects.toThrow(
        `the archive's KYC records are sealed under the key with id ${KYC_KEY_ID}, which the restored CMS would not have`,
      );
      expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
    }
    // The old key kept as the previous one (mid-rotation) opens them too.
    const r = await restoreBackup(settings(target, { env: { KYC_ENCRYPTION_KEY: other, KYC_ENCRYPTION_KEY_PREVIOUS: KYC_KEY } }), archive);
    expect(r.counts.kyc_records).toBe(1);
  });
});

describe('archives kept in DATA_DIR (BACKUP_DIR by default: DATA_DIR/backups)', () => {
  const live = () => path.join(root, 'live');
  const inData = (extra: Partial<BackupSettings> = {}) => settings(live(), { backupDir: path.join(live(), 'backups'), ...extra });

  test('a backup leaves the archives out of itself: the second archive holds no first one', async () => {
    const first = await writeBackup(inData());
    const second = await writeBackup(inData(), new Date(Date.now() + 1000));
    expect(path.dirname(second.archive)).toBe(path.join(live(), 'backups'));
    expect(fs.readdirSync(path.join(live(), 'backups')).sort()).toEqual(
      [path.basename(first.archive), path.basename(second.archive)].sort(),
    );
    expect(second.manifest.files.map((f) => f.path).filter((p) => p.includes('backups') || p.includes('.staging'))).toEqual([]);
    expect(second.manifest.files.map((f) => f.path)).toContain('data/public/uploads/logo.png');
  });

  test("a restore from the instance's own folder: the archives do not make DATA_DIR busy, and stay where they are", async () => {
    const { archive } = await writeBackup(inData());
    // The instance is lost but for its archives.
    for (const name of fs.readdirSync(live())) if (name !== 'backups') fs.rmSync(path.join(live(), name), { recursive: true, force: true });
    (global as { openDb?: Database.Database }).openDb?.close();
    (global as { openDb?: Database.Database }).openDb = undefined;
    const r = await restoreBackup(inData(), archive);
    expect(r.counts.up_users).toBe(25);
    expect(fs.readdirSync(live()).sort()).toEqual(['backups', 'cms.db', 'outbox', 'public', 'secrets.json']);
    expect(fs.readdirSync(path.join(live(), 'backups'))).toEqual([path.basename(archive)]);

    // With --force over a running instance's files: those move aside, the archives stay.
    fs.writeFileSync(path.join(live(), 'stray'), 'x');
    const again = await restoreBackup(inData(), archive, { force: true });
    expect(fs.readdirSync(again.movedAside!).sort()).toEqual(['cms.db', 'outbox', 'public', 'secrets.json', 'stray']);
    expect(fs.readdirSync(path.join(live(), 'backups'))).toEqual([path.basename(archive)]);
  });
});
