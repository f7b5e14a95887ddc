/**
 * A throwaway PostgreSQL server on loopback for the API suite's second run: Debian's server
 * binaries (installed from apt when missing), a fresh cluster in a temporary folder owned by
 * the postgres user (initdb refuses root), trust auth on 127.0.0.1 only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function binDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function ensureInstalled(): string {
  let dir = binDir();
  if (dir && fs.existsSync('/usr/bin/psql')) return dir;
  console.log('› Installing PostgreSQL from apt…');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'postgresql'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  dir = binDir();
  if (!dir) throw new Error('PostgreSQL binaries not found after install');
  return dir;
}

export interface PgServer {
  url: string;
  stop: () => void;
}

export function startPostgres(port = 15432): PgServer {
  const bin = ensureInstalled();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-'));
  const asPostgres = (cmd: string, args: string[]) => {
    const isRoot = process.getuid?.() === 0;
    const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return isRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  };
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  asPostgres(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
      } catch {
        /* already down */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
