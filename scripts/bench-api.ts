/**
 * `npm run bench:api`: autocannon on loopback, 20 s each at 50 connections, against a real CMS
 * seeded through its API: getplanslist; getuserstock for a subscriber with 36 stocks × 10 updates
 * (spec-shaped, and again structured calls with their research fields, side by side); the
 * performance of the structured calls' subscriber (36 calls, each over three years of daily closes,
 * scripts/lib/bench-prices.ts);
 * the users list with 5,000 users (plain and one page); and Strapi's own REST find on a comparable
 * public collection as the baseline. Every call is measured in every setup, printed side by side:
 * on SQLite directly on the CMS and through the one origin (the site server, in a process of its
 * own, as browsers reach the API); then the same on PostgreSQL (a throwaway server on loopback;
 * SKIP_POSTGRES=1 leaves it out), and through nginx (deploy/nginx.conf) in front of one instance,
 * then two on that database. Prints req/s, p50, p99, the ratio to the baseline, the size of one
 * answer and the CMS's CPU time per answer (column 1's: headers included; all the CMS's threads)
 * and the RSS of every process. Asserts nothing.
 *
 * BENCH_CALLS=getuserstock,getplanslist measures only the calls whose names contain one of the
 * words (case-insensitive), for short runs while working on one call. Every call sends Chromium's
 * Accept-Encoding (BENCH_ACCEPT_ENCODING=identity: the answers uncompressed).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { todayInFirm } from 'cms';
import { bin, productConfig, ROOT } from './lib/config';
import { ensureBuilt } from './lib/build';
import { startCms } from './lib/product';
import { startChild, stopChild, waitForHttp } from './lib/processes';
import { startPostgres } from './lib/postgres';
import { placeholderRelease, startNginx } from './lib/nginx';
import { liveLink } from 'origin-server';
import { writeBenchPrices } from './lib/bench-prices';

const DURATION = Number(process.env.BENCH_SECONDS || 20);
/**
 * Each run is preceded by this many seconds of the same load, not counted: the figures are the
 * steady state a running CMS serves. Without it a run also measured V8 compiling the call's
 * code, its first cache miss and the opening of 50 connections, which no later request pays.
 */
const WARMUP_SECONDS = 2;
const json = { 'content-type': 'application/json' };
interface Login {
  id: string;
  userId: number;
}

/** One API call; T is the answer's shape as the API documents it (the benchmark trusts its own CMS). */
async function call<T = null>(base: string, method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + p, {
    method,
    headers: { ...json, ...(token ? { Authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Bytes per answer, headers included (what one request makes the server write). */
  bytes: number;
  /** The CMS process's CPU time per answer, in µs (its whole process: threads and GC included). */
  cmsCpuUs: number;
  errors: number;
}

function run(opts: autocannon.Options) {
  return new Promise<Figures>((resolve, reject) => {
    autocannon({ connections: 50, duration: DURATION, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
        cmsCpuUs: NaN,
        errors: r.errors + r.non2xx,
      });
    });
  });
}

/** One call measured where it is served: directly on the CMS, then through the origin. */
interface Call {
  name: string;
  /** Path below /api. */
  path: string;
  opts: Omit<autocannon.Options, 'url'>;
}

/**
 * A process's CPU time so far, in seconds (user and system, all its threads: /proc/PID/stat's
 * utime and stime, in the kernel's clock ticks of 1/100 s).
 */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A column of the table: where the same calls are sent, and the processes whose memory it reports. */
interface Column {
  label: string;
  /** The /api base URL. */
  api: string;
  figures: Figures[];
}

interface BenchData {
  /** The administrator's and the subscriber's session tokens, the subscriber's id, the baseline's API token. */
  admin: string;
  subscriber: Login;
  /** The subscriber whose 36 stocks are structured calls. */
  researchSubscriber: Login;
  apiToken: string;
}

/** A structured call's research fields (what the research desk adds to the spec's stock), as an analyst fills them. */
const RESEARCH = {
  action: 'Buy',
  entryLow: 410.5,
  entryHigh: 452.25,
  target: 620,
  stopLoss: 372,
  horizonMonths: 18,
  rationale: `## Why we recommend it\n\n${'Market leader with pricing power, a clean balance sheet and a long runway for growth. '.repeat(12)}`,
  analyst: 'Priya Shah',
  disclosures: { holdings: false, financialInterest: false, conflicts: 'None', compensation: false, aiTools: true },
};

/** Moves every stock created so far to the day before (both databases), so a window opened yesterday holds exactly them. */
function backdateStocks(dataDir: string, databaseUrl?: string): void {
  if (databaseUrl) {
    const r = spawnSync(
      'psql',
      [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-c', "UPDATE stocks SET created_at = created_at - interval '1 day'"],
      {
        encoding: 'utf8',
      },
    );
    if (r.status !== 0) throw new Error(`backdating the stocks: ${r.stderr}`);
    return;
  }
  const db = new Database(path.join(dataDir, 'cms.db'));
  db.prepare('UPDATE stocks SET created_at = created_at - 86400000').run();
  db.close();
}

/** A subscriber of the 36-stock plan from `date`, signed in. */
async function subscriberFrom(base: string, adminToken: string, email: string, date: string): Promise<Login> {
  await call(base, 'POST', '/GWSUsers', { first_name: 'Bench', last_name: 'User', email, phone: '9999999999', password: 'Bench-Passw0rd' });
  const subscriber = await call<Login>(base, 'POST', '/GWSUsers/login', { email, password: 'Bench-Passw0rd' });
  const plans = await call<{ id: number; stocks: number }[]>(base, 'GET', '/Stocks/getplanslist');
  const wealth = plans.find((p) => p.stocks === 36) ?? plans[plans.length - 1];
  await call(base, 'POST', '/Subscriptions/replaceOrCreate', { type: wealth.id, date, gWSUserId: subscriber.userId }, adminToken);
  return subscriber;
}

/** A structured call's code: an ISIN, which its closes are kept under. */
const structuredCode = (i: number) => `INER${String(i).padStart(8, '0')}`;

/** Waits until the CMS has kept every structured call's figures (computed after each publication, in the background). */
async function figuresKept(base: string, who: Login): Promise<void> {
  const until = Date.now() + 600_000;
  for (;;) {
    const answer = await call<{ calls: { returnPct: string | null }[] }>(base, 'POST', '/GWSUsers/performance', { id: who.userId }, who.id);
    if (answer.calls.length === 36 && answer.calls.every((c) => c.returnPct !== null)) return;
    if (Date.now() > until) throw new Error("the calls' figures were not kept within 10 minutes");
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** 36 stocks × 10 updates through the API: spec-shaped, or structured calls with their research fields. */
async function seedStocks(base: string, adminToken: string, structured: boolean): Promise<void> {
  for (let i = 0; i < 36; i++) {
    const stock = await call<{ id: number }>(
      base,
      'POST',
      '/Stocks/',
      {
        name: `Bench ${structured ? 'call' : 'stock'} ${i}`,
        code: structured ? structuredCode(i) : `INE0${String(i).padStart(8, '0')}`,
        description: 'A benchmark stock with a plausible description.',
        reportLink: 'https://reports.example.com/r.pdf',
        ...(structured ? RESEARCH : {}),
      },
      adminToken,
    );
    for (let u = 0; u < 10; u++)
      await call(
        base,
        'POST',
        '/Updates',
        {
          type: u % 2 ? 'Hold' : 'Buy',
          description: `Update ${u}`,
          report_link: 'https://reports.example.com/u.pdf',
          stockId: stock.id,
          ...(structured
            ? {
                action: u % 2 ? 'Hold' : 'Buy',
                target: 620 + u * 5,
                stopLoss: 372,
                rationale: 'Results ahead of our estimates.',
                analyst: 'Priya Shah',
              }
            : {}),
        },
        adminToken,
      );
  }
}

/**
 * Two subscribers of the 36-stock plan, each with a window of 36 stocks × 10 updates, all through
 * the API: one subscribed yesterday, whose window holds spec-shaped stocks (backdated a day), and
 * one subscribed today, whose window holds structured calls (action, prices, rationale,
 * disclosures): getuserstock measured for both in the same run shows what the research fields cost.
 */
async function seedThroughApi(
  base: string,
  dataDir: string,
  admin: { email: string; password?: string },
  databaseUrl?: string,
): Promise<BenchData> {
  const adminToken = (await call<Login>(base, 'POST', '/GWSUsers/login', admin)).id;
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const subscriber = await subscriberFrom(base, adminToken, 'bench@example.com', yesterday);
  await seedStocks(base, adminToken, false);
  backdateStocks(dataDir, databaseUrl);
  const researchSubscriber = await subscriberFrom(base, adminToken, 'bench-research@example.com', today);
  // The structured calls' closes first: publishing each call computes and keeps its figures.
  const isins = Array.from({ length: 36 }, (_, i) => structuredCode(i));
  const rows = writeBenchPrices(dataDir, databaseUrl, isins, todayInFirm());
  await seedStocks(base, adminToken, true);
  await figuresKept(base, researchSubscriber);
  console.log(`performance: ${rows} closes written, 36 calls' figures kept`);
  // Baseline: Strapi's own REST find on the same collection (the plans), through an API token.
  const apiToken = fs.readFileSync(path.join(dataDir, 'site-build-token'), 'utf8').trim();
  return { admin: adminToken, subscriber, researchSubscriber, apiToken };
}

const USERS = 5000;

/** 5,000 users written straight to the database: hashing 5,000 passwords through the API is not what is measured. */
function insertUsers(dataDir: string, databaseUrl?: string): void {
  const columns =
    'document_id, username, email, provider, password, confirmed, blocked, first_name, last_name, phone, admin, created_at, updated_at, published_at';
  if (databaseUrl) {
    const sql = `INSERT INTO up_users (${columns}) SELECT 'bench' || i, 'user' || i || '@example.com', 'user' || i || '@example.com', 'local', 'x', true, false,
      'First' || i, 'Last' || i, (9000000000 + i)::text, 0, now(), now(), now() FROM generate_series(0, ${USERS - 1}) AS i`;
    const r = spawnSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`inserting the users: ${r.stderr}`);
    return;
  }
  const db = new Database(path.join(dataDir, 'cms.db'));
  const insert = db.prepare(`INSERT INTO up_users (${columns}) VALUES (?, ?, ?, 'local', 'x', 1, 0, ?, ?, ?, 0, ?, ?, ?)`);
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < USERS; i++)
      insert.run(
        `bench${i}`,
        `user${i}@example.com`,
        `user${i}@example.com`,
        `First${i}`,
        `Last${i}`,
        String(9000000000 + i),
        now,
        now,
        now,
      );
  })();
  db.close();
}

function benchCalls(data: BenchData): Call[] {
  const only = (process.env.BENCH_CALLS || '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const calls: Call[] = [
    {
      name: 'baseline: Strapi REST GET /api/plans',
      path: '/plans?fields[0]=name&fields[1]=months&fields[2]=price&fields[3]=stocks',
      opts: { headers: { Authorization: `Bearer ${data.apiToken}` } },
    },
    { name: 'GET /api/Stocks/getplanslist', path: '/Stocks/getplanslist', opts: {} },
    ...(
      [
        ['spec-shaped', data.subscriber],
        ['structured calls', data.researchSubscriber],
      ] as const
    ).map(
      ([shape, who]): Call => ({
        name: `getuserstock, ${shape} (36 × 10)`,
        path: '/GWSUsers/getuserstock',
        opts: { method: 'POST', headers: { ...json, Authorization: who.id }, body: JSON.stringify({ id: who.userId }) },
      }),
    ),
    {
      name: 'performance (36 calls × 3 years of closes)',
      path: '/GWSUsers/performance',
      opts: {
        method: 'POST',
        headers: { ...json, Authorization: data.researchSubscriber.id },
        body: JSON.stringify({ id: data.researchSubscriber.userId }),
      },
    },
    {
      name: 'GET /api/GWSUsers?filter={include:subscription,limit:50} (5,000 users, one page)',
      path: `/GWSUsers?filter=${encodeURIComponent(JSON.stringify({ include: 'subscription', limit: 50, skip: 2500 }))}`,
      opts: { headers: { Authorization: data.admin } },
    },
    {
      name: 'GET /api/GWSUsers?filter={include:subscription} (5,000 users, whole list)',
      path: `/GWSUsers?filter=${encodeURIComponent(JSON.stringify({ include: 'subscription' }))}`,
      opts: { headers: { Authorization: data.admin }, connections: 10 },
    },
  ];
  // Every call accepts what a browser accepts (the cached answers are sent compressed then).
  const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING || 'gzip, deflate, br, zstd';
  for (const c of calls) c.opts.headers = { ...c.opts.headers, 'accept-encoding': acceptEncoding };
  return only.length ? calls.filter((c) => only.some((w) => c.name.toLowerCase().includes(w))) : calls;
}

/**
 * Every call on every column, one after the other (each run has the machine to itself), each
 * after its warm-up. Column 1's runs also take the CMS's CPU time per answer: unlike the
 * latencies, which move with whatever else the two cores do, it says what an answer costs.
 */
async function measure(calls: Call[], columns: Column[], cmsPid: number): Promise<void> {
  for (const c of calls)
    for (const [i, col] of columns.entries()) {
      await run({ ...c.opts, url: col.api + c.path, duration: WARMUP_SECONDS });
      const cpuBefore = cpuSeconds(cmsPid);
      const figures = await run({ ...c.opts, url: col.api + c.path });
      if (i === 0) figures.cmsCpuUs = ((cpuSeconds(cmsPid) - cpuBefore) * 1e6) / (figures.rps * DURATION);
      col.figures.push(figures);
    }
}

/**
 * One product's CMS and origin on a database of its own, seeded for the benchmark; `columns` adds
 * the ways in which it is measured, `memory` reports on its processes after the runs.
 */
async function onDatabase(
  label: string,
  databaseUrl: string | undefined,
  ports: { port: number; cmsPort: number },
  extra: (setup: {
    cfg: ReturnType<typeof productConfig>;
    base: string;
  }) => Promise<{ columns: Column[]; stop: () => Promise<void>; pids: [string, number][] }>,
): Promise<{ columns: Column[]; calls: Call[]; memory: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const cfg = productConfig({ dataDir, ...ports, seedAdmin: { email: 'admin@example.com', password: 'Admin-Passw0rd!' } });
  const previousUrl = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const cms = await startCms(cfg);
  const base = `http://127.0.0.1:${cfg.cmsPort}/api`;
  const originBase = `http://127.0.0.1:${cfg.port}/api`;
  const origin = startChild(bin('tsx'), [path.join(ROOT, 'scripts', 'lib', 'origin-only.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(cfg.port), CMS_PORT: String(cfg.cmsPort), DATA_DIR: dataDir },
    log: path.join(dataDir, 'logs', 'origin.log'),
    label: 'origin',
  });
  let more: Awaited<ReturnType<typeof extra>> | null = null;
  try {
    await waitForHttp(`${originBase}/Stocks/getplanslist`, origin, 60000);
    const data = await seedThroughApi(base, dataDir, cfg.seedAdmin, databaseUrl);
    insertUsers(dataDir, databaseUrl);
    more = await extra({ cfg, base });
    const columns: Column[] = [
      { label: `${label}: directly on the CMS`, api: base, figures: [] },
      { label: `${label}: through the origin`, api: originBase, figures: [] },
      ...more.columns,
    ];
    const calls = benchCalls(data);
    await measure(calls, columns, cms.pid!);
    const pids: [string, number][] = [['CMS', cms.pid!], ['origin', origin.pid!], ...more.pids];
    const memory = `${label}: RSS after the runs: ${pids.map(([name, pid]) => `${name} ${rss(pid).toFixed(0)} MB`).join(', ')}`;
    // The origin answers 502 for what it could not get from the CMS: say why, if it did.
    const proxyErrors = fs
      .readFileSync(path.join(dataDir, 'logs', 'origin.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('proxy:'));
    if (proxyErrors.length) console.log(`origin: ${proxyErrors.length} proxy errors, e.g. ${proxyErrors.slice(0, 3).join(' | ')}`);
    return { columns, calls, memory };
  } finally {
    await more?.stop();
    await stopChild(origin);
    await stopChild(cms);
    if (previousUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousUrl;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The deployment of deploy/README.md: nginx from deploy/nginx.conf in front
 * of the first instance alone, then of it and a second one (its own DATA_DIR with the first one's
 * secrets, the same database), each measured as a column of its own.
 */
function behindNginx(nginxPort: number, secondCmsPort: number) {
  return async ({ cfg }: { cfg: ReturnType<typeof productConfig> }) => {
    const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-second-'));
    fs.cpSync(cfg.dataDir, secondDir, { recursive: true, filter: (src) => path.basename(src) !== 'logs' });
    const second = await startCms({ ...cfg, dataDir: secondDir, cmsPort: secondCmsPort });
    await placeholderRelease(cfg.dataDir, cfg.security);
    const upstream = (ports: number[]) =>
      startNginx({
        port: nginxPort + ports.length - 1,
        siteRoot: liveLink(cfg.dataDir),
        cmsServers: ports.map((p) => `127.0.0.1:${p}`),
        security: cfg.security,
        accessLog: 'off',
      });
    const one = await upstream([cfg.cmsPort]);
    const two = await upstream([cfg.cmsPort, secondCmsPort]);
    return {
      columns: [
        { label: 'PostgreSQL: one instance behind nginx', api: `${one.url}/api`, figures: [] },
        { label: 'PostgreSQL: two instances behind nginx', api: `${two.url}/api`, figures: [] },
      ],
      pids: [['second CMS', second.pid!]] as [string, number][],
      stop: async () => {
        await one.stop();
        await two.stop();
        await stopChild(second);
        fs.rmSync(secondDir, { recursive: true, force: true });
      },
    };
  };
}

function print(calls: Call[], columns: Column[]): void {
  // BENCH_CALLS may leave the baseline out: then there is no ratio to print.
  const baseline = calls[0].name.startsWith('baseline') ? columns[0].figures[0].rps : NaN;
  const cols = (f: Figures) => `${f.rps.toFixed(0).padStart(6)} ${String(f.p50).padStart(4)} ${String(f.p99).padStart(4)}`;
  console.log('\nreq/s, p50 ms and p99 ms of each call, in each setup:');
  columns.forEach((col, i) => console.log(`  [${i + 1}] ${col.label}`));
  const width = 19;
  console.log(
    `\n${'call'.padEnd(40)} ${columns.map((_, i) => `[${i + 1}] req/s p50 p99`.padStart(width)).join(' ')}  × base      KB  CMS µs  errors`,
  );
  calls.forEach((c, i) => {
    const name = c.name.length > 40 ? `${c.name.slice(0, 39)}…` : c.name;
    const errors = columns.map((col) => col.figures[i].errors).join('/');
    console.log(
      `${name.padEnd(40)} ${columns.map((col) => cols(col.figures[i]).padStart(width)).join(' ')} ${(Number.isNaN(baseline) ? '–' : (columns[0].figures[i].rps / baseline).toFixed(2)).padStart(7)} ${(columns[0].figures[i].bytes / 1024).toFixed(1).padStart(7)} ${columns[0].figures[i].cmsCpuUs.toFixed(0).padStart(7)}  ${errors}`,
    );
  });
}

async function main() {
  ensureBuilt();
  process.env.RATE_LIMIT_FACTOR = '100000';
  const port = Number(process.env.BENCH_PORT || 18300);
  const cmsPort = Number(process.env.BENCH_CMS_PORT || 11600);
  const none = async () => ({ columns: [], stop: async () => {}, pids: [] as [string, number][] });
  const runs = [await onDatabase('SQLite', undefined, { port, cmsPort }, none)];
  if (!process.env.SKIP_POSTGRES) {
    const pg = startPostgres(Number(process.env.BENCH_PG_PORT || 15440));
    try {
      runs.push(await onDatabase('PostgreSQL', pg.url, { port: port + 1, cmsPort: cmsPort + 1 }, behindNginx(port + 2, cmsPort + 2)));
    } finally {
      pg.stop();
    }
  }
  const calls = runs[0].calls;
  print(
    calls,
    runs.flatMap((r) => r.columns),
  );
  for (const r of runs) console.log(r.memory);
  console.log(
    `(${DURATION} s per run after ${WARMUP_SECONDS} s of warm-up, 50 connections; the whole-list run uses 10; × base, KB and CMS µs: column 1; errors: per column)`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
