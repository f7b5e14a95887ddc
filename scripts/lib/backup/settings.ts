/**
 * What `npm run backup` and `npm run restore` work on, read from the environment here only (as
 * scripts/lib/config.ts does for the start): the instance (DATA_DIR, and its database: the SQLite
 * file or DATABASE_URL) and where archives go (BACKUP_DIR, by default DATA_DIR/backups; BACKUP_KEEP,
 * BACKUP_PASSPHRASE).
 */
import path from 'node:path';
import { ROOT, backupDirOf, productConfig } from '../config';
import { wholeNumber } from 'cms/config';

export interface BackupSettings {
  dataDir: string;
  /** postgres://… when the instance runs on PostgreSQL. */
  databaseUrl?: string;
  /** TLS to PostgreSQL, as the CMS connects (DATABASE_SSL). */
  databaseSsl: boolean;
  /** The SQLite file (on SQLite). */
  sqliteFile: string;
  backupDir: string;
  keep: number;
  /** Encrypts the instance secrets in the archive; without it they are left out (with a warning). */
  passphrase?: string;
  /** The KYC keys as npm start would give them to the CMS (KYC_ENCRYPTION_KEY, …_PREVIOUS): kyc-keys.ts. */
  env: { KYC_ENCRYPTION_KEY?: string; KYC_ENCRYPTION_KEY_PREVIOUS?: string };
}

/** The archives' names: one per run, named by its time (UTC), so they sort by age. */
export const ARCHIVE_PREFIX = 'backup-';
export const ARCHIVE_SUFFIX = '.tar.gz';

const inside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * The name of BACKUP_DIR in DATA_DIR when it is a folder of its own there (the default, `backups`):
 * a backup leaves it out of itself, and a restore counts, moves and replaces everything but it.
 */
export function backupFolderInData(s: Pick<BackupSettings, 'dataDir' | 'backupDir'>): string | null {
  const rel = path.relative(s.dataDir, s.backupDir);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.includes(path.sep) ? rel : null;
}

export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const { dataDir } = productConfig();
  const backupDir = backupDirOf(env, dataDir);
  // Inside DATA_DIR only as a folder of its own at its top (which backups leave out); never DATA_DIR
  // itself or a folder holding it (a backup would archive its own archives).
  if (inside(dataDir, backupDir) || (inside(backupDir, dataDir) && !backupFolderInData({ dataDir, backupDir })))
    throw new Error(
      `BACKUP_DIR (${backupDir}) must be outside DATA_DIR (${dataDir}) or a folder directly in it (such as ${path.join(dataDir, 'backups')}), and DATA_DIR outside BACKUP_DIR.`,
    );
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSsl: env.DATABASE_SSL === 'true',
    // As the CMS resolves it: from its own folder (cms/server.js runs there).
    sqliteFile: path.resolve(path.join(ROOT, 'cms'), env.DATABASE_FILENAME || path.join(dataDir, 'cms.db')),
    backupDir,
    keep: wholeNumber('BACKUP_KEEP', env.BACKUP_KEEP || '14', { min: 1, unit: 'archives' }),
    passphrase: env.BACKUP_PASSPHRASE || undefined,
    env: { KYC_ENCRYPTION_KEY: env.KYC_ENCRYPTION_KEY, KYC_ENCRYPTION_KEY_PREVIOUS: env.KYC_ENCRYPTION_KEY_PREVIOUS },
  };
}
