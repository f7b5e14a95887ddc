/**
 * A real CMS for a test file: `strapi start` on a fresh SQLite database in a temporary
 * DATA_DIR (or on PostgreSQL when TEST_DATABASE_URL is set: a fresh database per boot).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { productConfig } from '../../scripts/lib/config';
import { startCms } from '../../scripts/lib/product';
import { stopChild } from '../../scripts/lib/processes';

export interface TestCms {
  url: string;
  dataDir: string;
  /** The PostgreSQL database of this CMS, or undefined on SQLite (then `$dataDir/cms.db`). */
  databaseUrl?: string;
  admin: { email: string; password: string };
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

// Clear of the product (1337), e2e (11380), seed and benchmark (115xx, 116xx) ports.
let nextPort = 12000 + Math.floor(Math.random() * 2000);

/** Creates a fresh PostgreSQL database on the test server (TEST_DATABASE_URL points at its `postgres` db). */
function freshPgDatabase(): string | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `t_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const url = new URL(base);
  const r = spawnSync('psql', ['-h', url.hostname, '-p', url.port, '-U', url.username || 'postgres', '-d', 'postgres', '-c', `CREATE DATABASE ${name}`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`createdb failed: ${r.stderr}`);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Puts process.env back in place (not a plain-object copy: that would leave the added variables,
 * e.g. TMPDIR, in the real environment that os.tmpdir() and child processes read).
 */
function restoreEnv(saved: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
}

export async function bootCms(opts: { env?: Record<string, string> } = {}): Promise<TestCms> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const cmsPort = nextPort++;
  const admin = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };
  const cfg = productConfig({ dataDir, port: cmsPort + 1000, cmsPort, seedAdmin: admin, cmsAdmin: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  const databaseUrl = freshPgDatabase();
  const saved = { ...process.env };
  let child: ChildProcess | null = null;
  const start = async () => {
    Object.assign(process.env, opts.env ?? {}, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    try { child = await startCms(cfg); } finally { restoreEnv(saved); }
  };
  try {
    await start();
  } catch (err) {
    // Say why: the CMS's own last words (a refused configuration, a failed migration) are in its log.
    const log = path.join(dataDir, 'logs', 'cms.log');
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-4000) : '(no log)';
    if (!process.env.KEEP_TEST_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the CMS did not start: ${(err as Error).message}\n--- cms.log ---\n${tail}`);
  }
  return {
    url: `http://127.0.0.1:${cmsPort}`,
    dataDir,
    databaseUrl,
    admin,
    restart: async () => { await stopChild(child); await start(); },
    stop: async () => {
      await stopChild(child);
      if (!process.env.KEEP_TEST_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
