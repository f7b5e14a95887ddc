/**
 * A real CMS for a test file, started as `npm start` starts it (cms/server.js), on its own SQLite
 * database in a temporary DATA_DIR (or on its own PostgreSQL database when TEST_DATABASE_URL is set).
 *
 * A CMS's first start on an empty database (tables, seed import, accounts, tokens) takes about
 * 15 s; a start on a seeded one about 4 s. So the first boot of a run makes a seeded template
 * (its DATA_DIR, and on PostgreSQL its database), and every later boot starts on a copy of it:
 * each suite still has a database of its own, in the state a first start leaves. `fresh: true`
 * starts on an empty database instead (the suites about the first start itself).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { productConfig } from '../../scripts/lib/config';
import { startCms, superviseCms } from '../../scripts/lib/product';
import { stopChild } from '../../scripts/lib/processes';
import type { Supervised } from '../../scripts/lib/supervisor';
import { ON_POSTGRES } from './suites';

export interface TestCms {
  url: string;
  dataDir: string;
  /** The PostgreSQL database of this CMS, or undefined on SQLite (then `$dataDir/cms.db`). */
  databaseUrl?: string;
  admin: { email: string; password: string };
  /** The CMS's current process id (a supervised CMS gets a new one on each restart). */
  pid: () => number | undefined;
  /** What the supervisor logged (restarts and their causes); empty when not supervised. */
  supervisorLog: string[];
  restart: () => Promise<void>;
  /** Stops the CMS process and keeps its data (and port) for `startAgain`: an outage. */
  stopProcess: () => Promise<void>;
  startAgain: () => Promise<void>;
  stop: () => Promise<void>;
  /** Another CMS process on the same PostgreSQL database (a second instance behind a load balancer), with its own DATA_DIR copy. */
  anotherInstance: () => Promise<{ url: string; dataDir: string; stop: () => Promise<void> }>;
}

export interface BootOptions {
  env?: Record<string, string>;
  /** Start on an empty database (first-start behaviour: seed import, generated accounts), not on a copy of the template. */
  fresh?: boolean;
  /**
   * The port of the site server the CMS pings after a publish (every instance of a deployment
   * pings the one builder). Default: the CMS's port + 1000, where nothing listens unless a test does.
   */
  sitePort?: number;
  /** Restarted when it exits or stops answering, as `npm start` runs it (scripts/lib/supervisor.ts). */
  supervised?: boolean;
}

const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };
const EDITOR = { email: 'editor@example.com', password: 'Editor-Passw0rd!' };

/** A port nobody listens on now (asked of the OS: the SQLite and PostgreSQL passes may run side by side with the browser suites). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function psql(database: string, statement: string): void {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const r = spawnSync('psql', ['-h', url.hostname, '-p', url.port, '-U', url.username || 'postgres', '-d', database, '-c', statement], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${statement}: ${r.stderr}`);
}

/** A new PostgreSQL database on the test server (TEST_DATABASE_URL points at its `postgres` db), empty or a copy of `template`. */
export function newPgDatabase(template?: string): string | undefined {
  if (!ON_POSTGRES) return undefined;
  const name = `t_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  psql('postgres', `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return pgUrl(name);
}

/** Drops a suite's own database once its CMS has stopped (a server one runs oneself keeps no leftovers). */
export function dropPgDatabase(databaseUrl: string | undefined): void {
  if (!databaseUrl) return;
  try {
    psql('postgres', `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)}`);
  } catch {
    /* the server may be gone already */
  }
}

/**
 * Puts process.env back in place (not a plain-object copy: that would leave the added variables,
 * e.g. TMPDIR, in the real environment that os.tmpdir() and child processes read).
 */
function restoreEnv(saved: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
}

/** Where this run's template lives: a folder the global setup names (TEST_CMS_TEMPLATE); without one every boot is fresh. */
const templateDir = () => process.env.TEST_CMS_TEMPLATE;
const templateDatabase = (dir: string) =>
  `tmpl_${path
    .basename(dir)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()}`;

/**
 * The seeded template of this run, made by the first boot that needs it (a worker restarted after
 * a failure finds it ready): a CMS started once on an empty database and stopped, its DATA_DIR
 * without logs, and on PostgreSQL its database (no connection left, so it can be copied).
 */
async function seededTemplate(dir: string): Promise<{ dataDir: string; database?: string }> {
  const ready = path.join(dir, '.ready');
  const dataDir = path.join(dir, 'data');
  const database = ON_POSTGRES ? templateDatabase(dir) : undefined;
  if (fs.existsSync(ready)) return { dataDir, database };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (database) {
    // A start that failed before left its database: begin again from nothing, not from "already exists".
    psql('postgres', `DROP DATABASE IF EXISTS ${database}`);
    psql('postgres', `CREATE DATABASE ${database}`);
  }
  const cms = await start(dataDir, {}, database ? pgUrl(database) : undefined);
  await cms.stop();
  fs.rmSync(path.join(dataDir, 'logs'), { recursive: true, force: true });
  fs.writeFileSync(ready, new Date().toISOString());
  return { dataDir, database };
}

function pgUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Removes this run's template (global teardown). */
export function removeTemplate(): void {
  const dir = templateDir();
  if (!dir || !fs.existsSync(dir)) return;
  // Ready or not: a template whose start failed left its database too.
  if (ON_POSTGRES) {
    try {
      psql('postgres', `DROP DATABASE IF EXISTS ${templateDatabase(dir)}`);
    } catch {
      /* the server may be gone already */
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

interface Started {
  child: ChildProcess | null;
  cmsPort: number;
  pid: () => number | undefined;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  start: () => Promise<void>;
}

async function start(
  dataDir: string,
  env: Record<string, string>,
  databaseUrl?: string,
  sitePort?: number,
  supervisorLog?: string[],
): Promise<Started> {
  const cmsPort = await freePort();
  const cfg = productConfig({ dataDir, port: sitePort ?? cmsPort + 1000, cmsPort, seedAdmin: ADMIN, cmsAdmin: EDITOR });
  const saved = { ...process.env };
  let supervisor: Supervised | null = null;
  const s: Started = {
    child: null,
    cmsPort,
    pid: () => (supervisor ? supervisor.child()?.pid : s.child?.pid),
    stop: async () => {
      await supervisor?.stop();
      await stopChild(s.child);
    },
    restart: async () => {
      await s.stop();
      await run();
    },
    start: () => run(),
  };
  const run = async () => {
    Object.assign(process.env, env, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    try {
      if (supervisorLog) supervisor = await superviseCms(cfg, false, (m) => supervisorLog.push(m));
      else s.child = await startCms(cfg);
    } finally {
      restoreEnv(saved);
    }
  };
  try {
    await run();
  } catch (err) {
    // Say why: the CMS's own last words (a refused configuration, a failed migration) are in its log.
    const log = path.join(dataDir, 'logs', 'cms.log');
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-4000) : '(no log)';
    throw new Error(`the CMS did not start: ${(err as Error).message}\n--- cms.log ---\n${tail}`);
  }
  return s;
}

export async function bootCms(opts: BootOptions = {}): Promise<TestCms> {
  const supervisorLog: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  let databaseUrl: string | undefined;
  let cms: Started;
  try {
    const dir = templateDir();
    if (opts.fresh || !dir) {
      databaseUrl = newPgDatabase();
    } else {
      const template = await seededTemplate(dir);
      fs.cpSync(template.dataDir, dataDir, { recursive: true });
      databaseUrl = newPgDatabase(template.database);
    }
    cms = await start(dataDir, opts.env ?? {}, databaseUrl, opts.sitePort, opts.supervised ? supervisorLog : undefined);
  } catch (err) {
    if (!process.env.KEEP_TEST_DATA) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      dropPgDatabase(databaseUrl);
    }
    throw err;
  }
  return {
    url: `http://127.0.0.1:${cms.cmsPort}`,
    dataDir,
    databaseUrl,
    admin: ADMIN,
    pid: cms.pid,
    supervisorLog,
    restart: cms.restart,
    stopProcess: cms.stop,
    startAgain: cms.start,
    anotherInstance: async () => {
      if (!databaseUrl) throw new Error('a second instance needs a shared database: run on PostgreSQL (TEST_DATABASE_URL)');
      const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
      fs.cpSync(dataDir, otherDir, { recursive: true });
      fs.rmSync(path.join(otherDir, 'logs'), { recursive: true, force: true });
      const other = await start(otherDir, opts.env ?? {}, databaseUrl, opts.sitePort);
      return {
        url: `http://127.0.0.1:${other.cmsPort}`,
        dataDir: otherDir,
        stop: async () => {
          await other.stop();
          if (!process.env.KEEP_TEST_DATA) fs.rmSync(otherDir, { recursive: true, force: true });
        },
      };
    },
    stop: async () => {
      await cms.stop();
      if (!process.env.KEEP_TEST_DATA) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        dropPgDatabase(databaseUrl);
      }
    },
  };
}

/**
 * A CMS started on a DATA_DIR (and on PostgreSQL, a database) that is there already, e.g. what a
 * restore filled; `stop` stops it and removes both (unless KEEP_TEST_DATA).
 */
export async function bootCmsOn(
  dataDir: string,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<Pick<TestCms, 'url' | 'dataDir' | 'databaseUrl' | 'stop'>> {
  const cms = await start(dataDir, env, databaseUrl);
  return {
    url: `http://127.0.0.1:${cms.cmsPort}`,
    dataDir,
    databaseUrl,
    stop: async () => {
      await cms.stop();
      if (!process.env.KEEP_TEST_DATA) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        dropPgDatabase(databaseUrl);
      }
    },
  };
}
