/**
 * The archive itself and the DATA_DIR files that go into it. An archive is one .tar.gz made by the
 * system's tar (GNU tar on Linux, bsdtar elsewhere: both read and write this format; no library
 * needed): written under a temporary name and renamed when whole, so an archive that exists is
 * complete. The oldest archives beyond BACKUP_KEEP are removed after each new one.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ARCHIVE_PREFIX, ARCHIVE_SUFFIX } from './settings';

/**
 * What in DATA_DIR is not copied as a file: the database (snapshotted instead: a copy of a live
 * file is not consistent), the secrets (sealed, or left out), and what every start writes anew or
 * rebuilds: logs, the site's releases (npm start builds the site from the restored CMS), the site
 * build's API token (its key is in the database; the CMS writes the file at each start) and the
 * route list. Anything else the product keeps there (uploads in public/, the mail outbox, what a
 * later version adds) is copied: a new kind of state is backed up unless it is named here.
 */
const NOT_COPIED = new Set(['secrets.json', 'logs', 'site', 'site-build-token', 'routes.json']);

/**
 * The DATA_DIR entries (top level) a backup copies; `databaseFiles` are the SQLite file's names, with
 * their -wal/-shm/-journal; `backupFolder` the archives' own folder when it is in DATA_DIR (an
 * archive never holds the archives before it).
 */
export function dataEntries(dataDir: string, databaseFiles: string[], backupFolder: string | null = null): string[] {
  if (!fs.existsSync(dataDir)) return [];
  const skip = new Set([
    ...NOT_COPIED,
    ...databaseFiles.flatMap((f) => [f, `${f}-wal`, `${f}-shm`, `${f}-journal`]),
    ...(backupFolder ? [backupFolder] : []),
  ]);
  return fs
    .readdirSync(dataDir)
    .filter((name) => !skip.has(name))
    .sort();
}

/**
 * Copies the entries into `dest` as regular files and folders. A symbolic link is not followed
 * (it could point anywhere) and is reported, so a backup never silently lacks something.
 */
export function copyEntries(dataDir: string, entries: string[], dest: string): string[] {
  const skipped: string[] = [];
  fs.mkdirSync(dest, { recursive: true, mode: 0o700 });
  for (const name of entries)
    fs.cpSync(path.join(dataDir, name), path.join(dest, name), {
      recursive: true,
      preserveTimestamps: true,
      filter: (src) => {
        if (!fs.lstatSync(src).isSymbolicLink()) return true;
        skipped.push(path.relative(dataDir, src));
        return false;
      },
    });
  return skipped;
}

function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => reject(new Error(`tar could not run (${e.message})`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar ${args[0]} failed (exit ${code}): ${err.trim()}`))));
  });
}

/** Packs the staging folder into `archive` (written as `archive.partial`, renamed when whole). */
export async function packArchive(staging: string, archive: string): Promise<void> {
  const partial = `${archive}.partial`;
  try {
    await tar(['-czf', partial, '-C', staging, '.']);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, archive);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Unpacks an archive into an empty folder (owned by whoever restores, not by the archive's recorded owners). */
export async function unpackArchive(archive: string, dest: string): Promise<void> {
  if (!fs.existsSync(archive)) throw new Error(`no archive at ${archive}`);
  fs.mkdirSync(dest, { recursive: true, mode: 0o700 });
  await tar(['-xzf', archive, '-C', dest, '--no-same-owner']);
}

/** A new archive's path: backup-<UTC time to the millisecond>.tar.gz (names sort by age). */
export function archiveName(backupDir: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '');
  return path.join(backupDir, `${ARCHIVE_PREFIX}${stamp}${ARCHIVE_SUFFIX}`);
}

/** Removes the oldest archives beyond `keep`; answers the removed paths. */
export function pruneArchives(backupDir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(backupDir)
    .filter((f) => f.startsWith(ARCHIVE_PREFIX) && f.endsWith(ARCHIVE_SUFFIX))
    .sort()
    .reverse();
  const removed = archives.slice(keep).map((f) => path.join(backupDir, f));
  for (const f of removed) fs.rmSync(f, { force: true });
  return removed;
}
