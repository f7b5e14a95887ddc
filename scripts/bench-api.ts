/**
 * `npm run bench:api`: autocannon on loopback, 20 s each at 50 connections, against a real CMS
 * on a fresh SQLite database: getplanslist; getuserstock for a subscriber with 36 stocks × 10
 * updates; the users list with 5,000 users (plain and one page); and Strapi's own REST find on
 * a comparable public collection as the baseline. Every call is measured twice, side by side:
 * directly on the CMS and through the one origin (the site server, in a process of its own,
 * as browsers reach the API). Prints req/s, p50, p99, the ratio to the baseline and the RSS of
 * both processes. Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { bin, productConfig, ROOT } from './lib/config';
import { ensureBuilt } from './lib/build';
import { startCms } from './lib/product';
import { startChild, stopChild, waitForHttp } from './lib/processes';

const DURATION = Number(process.env.BENCH_SECONDS || 20);
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
  errors: number;
}

function run(opts: autocannon.Options) {
  return new Promise<Figures>((resolve, reject) => {
    autocannon({ connections: 50, duration: DURATION, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
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

const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const cfg = productConfig({
    dataDir,
    port: Number(process.env.BENCH_PORT || 18300),
    cmsPort: Number(process.env.BENCH_CMS_PORT || 11600),
    seedAdmin: { email: 'admin@example.com', password: 'Admin-Passw0rd!' },
  });
  process.env.RATE_LIMIT_FACTOR = '100000';
  const cms = await startCms(cfg);
  const base = `http://127.0.0.1:${cfg.cmsPort}/api`;
  const originBase = `http://127.0.0.1:${cfg.port}/api`;
  const origin = startChild(bin('tsx'), [path.join(ROOT, 'scripts', 'lib', 'origin-only.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(cfg.port), CMS_PORT: String(cfg.cmsPort), DATA_DIR: dataDir },
    log: path.join(dataDir, 'logs', 'origin.log'),
    label: 'origin',
  });
  try {
    await waitForHttp(`${originBase}/Stocks/getplanslist`, origin, 60000);
    // A subscriber on the 36-stock plan, subscribed today; then 36 stocks × 10 updates.
    const admin = (await call<Login>(base, 'POST', '/GWSUsers/login', cfg.seedAdmin)).id;
    await call(base, 'POST', '/GWSUsers', {
      first_name: 'Bench',
      last_name: 'User',
      email: 'bench@example.com',
      phone: '9999999999',
      password: 'Bench-Passw0rd',
    });
    const login = await call<Login>(base, 'POST', '/GWSUsers/login', { email: 'bench@example.com', password: 'Bench-Passw0rd' });
    const plans = await call<{ id: number; stocks: number }[]>(base, 'GET', '/Stocks/getplanslist');
    const wealth = plans.find((p) => p.stocks === 36) ?? plans[plans.length - 1];
    await call(
      base,
      'POST',
      '/Subscriptions/replaceOrCreate',
      { type: wealth.id, date: new Date().toISOString().slice(0, 10), gWSUserId: login.userId },
      admin,
    );
    for (let i = 0; i < 36; i++) {
      const stock = await call<{ id: number }>(
        base,
        'POST',
        '/Stocks/',
        {
          name: `Bench stock ${i}`,
          code: `INE${String(i).padStart(9, '0')}`,
          description: 'A benchmark stock with a plausible description.',
          reportLink: 'https://reports.example.com/r.pdf',
        },
        admin,
      );
      for (let u = 0; u < 10; u++)
        await call(
          base,
          'POST',
          '/Updates',
          { type: u % 2 ? 'Hold' : 'Buy', description: `Update ${u}`, report_link: 'https://reports.example.com/u.pdf', stockId: stock.id },
          admin,
        );
    }
    // 5,000 users, written straight to the database (hashing 5,000 passwords through the API is not what is measured).
    if (!process.env.DATABASE_URL) {
      const db = new Database(path.join(dataDir, 'cms.db'));
      const insert =
        db.prepare(`INSERT INTO up_users (document_id, username, email, provider, password, confirmed, blocked, first_name, last_name, phone, admin, created_at, updated_at, published_at)
        VALUES (?, ?, ?, 'local', 'x', 1, 0, ?, ?, ?, 0, ?, ?, ?)`);
      const now = Date.now();
      db.transaction(() => {
        for (let i = 0; i < 5000; i++)
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
    // Baseline: Strapi's own REST find on the same collection (the plans), through an API token.
    const token = fs.readFileSync(path.join(dataDir, 'site-build-token'), 'utf8').trim();

    const calls: Call[] = [
      {
        name: 'baseline: Strapi REST GET /api/plans',
        path: '/plans?fields[0]=name&fields[1]=months&fields[2]=price&fields[3]=stocks',
        opts: { headers: { Authorization: `Bearer ${token}` } },
      },
      { name: 'GET /api/Stocks/getplanslist', path: '/Stocks/getplanslist', opts: {} },
      {
        name: 'POST /api/GWSUsers/getuserstock (36 stocks × 10 updates)',
        path: '/GWSUsers/getuserstock',
        opts: { method: 'POST', headers: { ...json, Authorization: login.id }, body: JSON.stringify({ id: login.userId }) },
      },
      {
        name: 'GET /api/GWSUsers?filter={include:subscription,limit:50} (5,000 users, one page)',
        path: `/GWSUsers?filter=${encodeURIComponent(JSON.stringify({ include: 'subscription', limit: 50, skip: 2500 }))}`,
        opts: { headers: { Authorization: admin } },
      },
      {
        name: 'GET /api/GWSUsers?filter={include:subscription} (5,000 users, whole list)',
        path: `/GWSUsers?filter=${encodeURIComponent(JSON.stringify({ include: 'subscription' }))}`,
        opts: { headers: { Authorization: admin }, connections: 10 },
      },
    ];
    const results: { name: string; direct: Figures; origin: Figures }[] = [];
    for (const c of calls) {
      const direct = await run({ ...c.opts, url: base + c.path });
      results.push({ name: c.name, direct, origin: await run({ ...c.opts, url: originBase + c.path }) });
    }

    const baseline = results[0].direct.rps;
    const cols = (f: Figures) => `${f.rps.toFixed(0).padStart(8)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)}`;
    console.log(`\n${''.padEnd(78)} ${`directly on the CMS :${cfg.cmsPort}`.padEnd(24)}   ${`through the origin :${cfg.port}`.padEnd(24)}`);
    const heads = `${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`;
    console.log(`${'call'.padEnd(78)} ${heads}   ${heads} ${'× base'.padStart(7)} errors`);
    for (const r of results)
      console.log(
        `${r.name.padEnd(78)} ${cols(r.direct)}   ${cols(r.origin)} ${(r.direct.rps / baseline).toFixed(2).padStart(7)} ${r.direct.errors}/${r.origin.errors}`,
      );
    console.log(
      `\nCMS RSS after the runs: ${rss(cms.pid!).toFixed(0)} MB; origin RSS: ${rss(origin.pid!).toFixed(0)} MB (${DURATION} s per run, 50 connections; the whole-list run uses 10; × base and errors: direct, direct/origin)`,
    );
    // The origin answers 502 for what it could not get from the CMS: say why, if it did.
    const proxyErrors = fs
      .readFileSync(path.join(dataDir, 'logs', 'origin.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('proxy:'));
    if (proxyErrors.length) console.log(`origin: ${proxyErrors.length} proxy errors, e.g. ${proxyErrors.slice(0, 3).join(' | ')}`);
  } finally {
    await stopChild(origin);
    await stopChild(cms);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
