/**
 * `npm run backup`: one archive of a consistent snapshot of this instance, taken while it serves
 * (scripts/lib/backup/write-backup.ts), in BACKUP_DIR; the oldest beyond BACKUP_KEEP are removed.
 * Prints the archive's path, size, time and row counts; exits non-zero on failure.
 */
import { backupSettings } from './lib/backup/settings';
import { writeBackup } from './lib/backup/write-backup';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const settings = backupSettings();
  const r = await writeBackup(settings);
  for (const w of r.warnings) console.warn(`! ${w}`);
  const counts = Object.entries(r.manifest.counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  console.log(`Backup written: ${r.archive}
  ${mb(r.bytes)}, ${r.manifest.files.length} files, in ${r.seconds.toFixed(1)} s; database: ${r.manifest.database}; secrets: ${r.manifest.secrets}
  rows: ${counts}`);
  for (const f of r.removed) console.log(`  removed (beyond BACKUP_KEEP=${settings.keep}): ${f}`);
}

main().catch((err) => {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
});
