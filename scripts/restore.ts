/**
 * `npm run restore -- <archive> [--force] [--skip-secrets]`: puts this instance (DATA_DIR, and the
 * SQLite file or the database of DATABASE_URL) back from a backup archive
 * (scripts/lib/backup/restore-backup.ts). Refuses a target that is not empty unless --force, and
 * an archive whose files do not match their sums; the CMS must not be running on the target.
 */
import path from 'node:path';
import { backupSettings } from './lib/backup/settings';
import { RestoreRefused, restoreBackup } from './lib/backup/restore-backup';

const USAGE = 'usage: npm run restore -- <archive.tar.gz> [--force] [--skip-secrets]';

async function main() {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = [...flags].filter((f) => f !== '--force' && f !== '--skip-secrets');
  if (files.length !== 1 || unknown.length) {
    console.error(unknown.length ? `unknown option ${unknown.join(', ')}\n${USAGE}` : USAGE);
    process.exit(2);
  }
  const settings = backupSettings();
  // Relative to where npm was run (npm runs scripts from the repository's root).
  const archive = path.resolve(process.env.INIT_CWD || process.cwd(), files[0]);
  const r = await restoreBackup(settings, archive, { force: flags.has('--force'), skipSecrets: flags.has('--skip-secrets') });
  if (r.movedAside) console.log(`  the instance's previous files were moved to ${r.movedAside}`);
  const counts = Object.entries(r.counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  console.log(`Restored ${archive} into ${settings.dataDir}${settings.databaseUrl ? ' and the database of DATABASE_URL' : ''} in ${r.seconds.toFixed(1)} s
  secrets: ${r.secrets}; rows (as in the backup): ${counts}
  Start it with npm start (the site is built from the restored CMS on that start).`);
}

main().catch((err) => {
  console.error(`Restore ${err instanceof RestoreRefused ? 'refused' : 'failed'}: ${(err as Error).message}`);
  process.exit(1);
});
