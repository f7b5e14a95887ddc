/**
 * `npm run restore -- <archive>`'s work: puts an instance back from one backup archive. Nothing is
 * touched until everything has been checked: the target is empty (DATA_DIR but for its own archives'
 * folder, DATA_DIR/backups by default, which a restore leaves in place; the SQLite file or the
 * PostgreSQL database; `force` replaces what is there, and moves an existing DATA_DIR's files aside
 * rather than delete them), every file's size and SHA-256 match the manifest, and the sealed
 * secrets open with BACKUP_PASSPHRASE, and the KYC records' key (kyc-keys.ts) is the restored
 * CMS's: the environment's KYC_ENCRYPTION_KEY or the restored secrets'. Then the database (the SQLite file, or pg_restore into the
 * database in one transaction), DATA_DIR's files and the secrets; the restored database's row
 * counts must equal the manifest's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unpackArchive } from './archive';
import { PgTarget, RowCounts, countSqlite, pgTableCount, restorePostgres } from './database';
import { missingKycKey, restoredKeyIds } from './kyc-keys';
import { LAYOUT, countDifferences, readManifest, verifyFiles } from './manifest';
import { SealedSecrets, openSecrets } from './secrets-box';
import { backupFolderInData, type BackupSettings } from './settings';

export interface RestoreOptions {
  /** Replace a DATA_DIR, SQLite file or database that is not empty. */
  force?: boolean;
  /** Restore without the archive's sealed secrets (no passphrase): the instance generates new ones at start. */
  skipSecrets?: boolean;
}

export interface RestoreResult {
  seconds: number;
  counts: RowCounts;
  secrets: 'restored' | 'not in the archive' | 'skipped';
  /** Where an existing DATA_DIR's files were moved (force), if any. */
  movedAside?: string;
}

/** A user error: refused before anything changed (the CLI prints it without a stack). */
export class RestoreRefused extends Error {}

const RESTORING = '.restoring';

/** DATA_DIR's entries a restore replaces: all but the unpacked archive and the archives' own folder (BACKUP_DIR's default, DATA_DIR/backups). */
function instanceEntries(dataDir: string, backupFolder: string | null): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir).filter((name) => name !== RESTORING && name !== backupFolder);
}

/** Moves DATA_DIR's instance entries into a sibling folder (the same file system: renames only); the archives stay. */
function moveAside(dataDir: string, entries: string[], now: Date): string {
  const aside = `${dataDir}.before-restore-${now.toISOString().replace(/[-:]/g, '')}`;
  fs.mkdirSync(aside, { mode: 0o700 });
  for (const name of entries) fs.renameSync(path.join(dataDir, name), path.join(aside, name));
  return aside;
}

export async function restoreBackup(
  s: BackupSettings,
  archive: string,
  opts: RestoreOptions = {},
  now = new Date(),
): Promise<RestoreResult> {
  const started = Date.now();
  const target: PgTarget | undefined = s.databaseUrl ? { url: s.databaseUrl, ssl: s.databaseSsl } : undefined;
  if (!fs.existsSync(archive)) throw new RestoreRefused(`no archive at ${archive}`);

  // The target must be empty (or the operator said --force); its own archives do not count.
  const present = instanceEntries(s.dataDir, backupFolderInData(s));
  const dataEmpty = present.length === 0;
  if (!dataEmpty && !opts.force)
    throw new RestoreRefused(
      `DATA_DIR (${s.dataDir}) is not empty: restore into an empty folder, or add --force to replace this instance's data (its files are moved aside).`,
    );
  const sqliteOutside = !target && path.dirname(s.sqliteFile) !== s.dataDir && fs.existsSync(s.sqliteFile);
  if (sqliteOutside && !opts.force) throw new RestoreRefused(`${s.sqliteFile} exists: add --force to replace it.`);
  const pgTables = target ? await pgTableCount(target) : 0;
  if (pgTables > 0 && !opts.force)
    throw new RestoreRefused(
      `the database of DATABASE_URL has ${pgTables} tables: restore into an empty database, or add --force to replace its content.`,
    );

  // Unpacked inside DATA_DIR, so moving the files into place is a rename on the same file system.
  const extracted = path.join(s.dataDir, RESTORING);
  let movedAside: string | undefined;
  try {
    fs.rmSync(extracted, { recursive: true, force: true });
    await unpackArchive(archive, extracted);
    const manifest = readManifest(extracted);
    const problems = await verifyFiles(extracted, manifest);
    if (problems.length)
      throw new RestoreRefused(`the archive does not match its manifest; nothing was restored:\n  ${problems.join('\n  ')}`);
    if (manifest.database === 'postgres' && !target)
      throw new RestoreRefused('this is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.');
    if (manifest.database === 'sqlite' && target)
      throw new RestoreRefused('this is a backup of a SQLite database: unset DATABASE_URL to restore it as the SQLite file.');

    let secrets: Buffer | undefined;
    let secretsState: RestoreResult['secrets'] = manifest.secrets === 'sealed' ? 'restored' : 'not in the archive';
    if (manifest.secrets === 'sealed' && opts.skipSecrets) secretsState = 'skipped';
    else if (manifest.secrets === 'sealed') {
      if (!s.passphrase)
        throw new RestoreRefused(
          'the archive holds the instance secrets, sealed: set BACKUP_PASSPHRASE to their passphrase (or add --skip-secrets to start with new ones).',
        );
      const sealed = JSON.parse(fs.readFileSync(path.join(extracted, LAYOUT.secrets), 'utf8')) as SealedSecrets;
      try {
        secrets = openSecrets(sealed, s.passphrase);
      } catch (err) {
        throw new RestoreRefused((err as Error).message);
      }
    }

    // The KYC records' key: the restored CMS must hold it, or every PAN would be unreadable.
    const keyProblem = missingKycKey(manifest.kycKeyIds, restoredKeyIds(s.env, secrets), secretsState);
    if (keyProblem) throw new RestoreRefused(keyProblem);

    // Checked: from here on the instance is replaced.
    if (!dataEmpty) movedAside = moveAside(s.dataDir, present, now);
    let counts: RowCounts;
    if (target) counts = await restorePostgres(target, path.join(extracted, LAYOUT.postgres), pgTables > 0);
    else {
      const partial = `${s.sqliteFile}.restoring`;
      fs.mkdirSync(path.dirname(s.sqliteFile), { recursive: true, mode: 0o700 });
      fs.copyFileSync(path.join(extracted, LAYOUT.sqlite), partial);
      for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${s.sqliteFile}${suffix}`, { force: true });
      fs.chmodSync(partial, 0o600);
      fs.renameSync(partial, s.sqliteFile);
      counts = countSqlite(s.sqliteFile);
    }
    const data = path.join(extracted, LAYOUT.data);
    if (fs.existsSync(data)) for (const name of fs.readdirSync(data)) fs.renameSync(path.join(data, name), path.join(s.dataDir, name));
    if (secrets) fs.writeFileSync(path.join(s.dataDir, 'secrets.json'), secrets, { mode: 0o600 });
    fs.chmodSync(s.dataDir, 0o700);

    const differences = countDifferences(manifest.counts, counts);
    if (differences.length) throw new Error(`the restored database's row counts differ from the backup's:\n  ${differences.join('\n  ')}`);
    return { seconds: (Date.now() - started) / 1000, counts, secrets: secretsState, movedAside };
  } finally {
    fs.rmSync(extracted, { recursive: true, force: true });
  }
}
