/**
 * `npm run backup`'s work: one archive of a consistent snapshot of the instance, taken while it
 * serves. In a staging folder beside the archives: the database's snapshot and its row counts
 * (database.ts), a copy of DATA_DIR's files (archive.ts says which), the instance secrets sealed
 * with BACKUP_PASSPHRASE (or left out, with a warning; a warning too when the KYC records' key is
 * the environment's, which no archive holds), then the manifest with every file's
 * SHA-256; packed into one .tar.gz, and the oldest archives beyond BACKUP_KEEP removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { archiveName, copyEntries, dataEntries, packArchive, pruneArchives } from './archive';
import { snapshotPostgres, snapshotSqlite } from './database';
import { kycKeyOutside } from './kyc-keys';
import { LAYOUT, MANIFEST, Manifest, describeFiles } from './manifest';
import { sealSecrets } from './secrets-box';
import { backupFolderInData, type BackupSettings } from './settings';

export interface BackupResult {
  archive: string;
  bytes: number;
  seconds: number;
  manifest: Manifest;
  removed: string[];
  warnings: string[];
}

export const SECRETS_LEFT_OUT =
  'BACKUP_PASSPHRASE is not set: the instance secrets (DATA_DIR/secrets.json) are left out of the archive. A restore without them starts with new secrets: every session and API token is invalid, and the generated passwords are lost. Set BACKUP_PASSPHRASE to include them, encrypted.';

export async function writeBackup(s: BackupSettings, now = new Date()): Promise<BackupResult> {
  const started = Date.now();
  const warnings: string[] = [];
  fs.mkdirSync(s.backupDir, { recursive: true, mode: 0o700 });
  const archive = archiveName(s.backupDir, now);
  const staging = fs.mkdtempSync(path.join(s.backupDir, '.staging-'));
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    const { counts, kycKeyIds } = s.databaseUrl
      ? await snapshotPostgres({ url: s.databaseUrl, ssl: s.databaseSsl }, path.join(staging, LAYOUT.postgres))
      : snapshotSqlite(s.sqliteFile, path.join(staging, LAYOUT.sqlite));

    // The SQLite file is skipped by its name when it lives in DATA_DIR (the snapshot stands for it).
    const inData = !s.databaseUrl && path.dirname(s.sqliteFile) === s.dataDir ? [path.basename(s.sqliteFile)] : [];
    const skipped = copyEntries(s.dataDir, dataEntries(s.dataDir, inData, backupFolderInData(s)), path.join(staging, LAYOUT.data));
    if (skipped.length) warnings.push(`symbolic links are not backed up: ${skipped.join(', ')}`);

    const secretsFile = path.join(s.dataDir, 'secrets.json');
    let secrets: Manifest['secrets'] = 'left out';
    if (!fs.existsSync(secretsFile)) warnings.push(`no ${secretsFile}: this instance has no generated secrets to back up`);
    else if (!s.passphrase) warnings.push(SECRETS_LEFT_OUT);
    else {
      const sealed = sealSecrets(fs.readFileSync(secretsFile), s.passphrase);
      fs.writeFileSync(path.join(staging, LAYOUT.secrets), JSON.stringify(sealed, null, 2), { mode: 0o600 });
      secrets = 'sealed';
    }
    const outside = kycKeyOutside(s.env, kycKeyIds);
    if (outside) warnings.push(outside);

    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: s.databaseUrl ? 'postgres' : 'sqlite',
      counts,
      secrets,
      kycKeyIds,
      files: await describeFiles(staging),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await packArchive(staging, archive);
    const removed = pruneArchives(s.backupDir, s.keep);
    return { archive, bytes: fs.statSync(archive).size, seconds: (Date.now() - started) / 1000, manifest, removed, warnings };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
