/**
 * `npm run bench:api`: autocannon on loopback, 20 s each at 50 connections, against a real CMS
 * on a fresh SQLite database: getplanslist; getuserstock for a subscriber with 36 stocks × 10
 * updates; the users list with 5,000 users (plain and one page); and Strapi's own REST find on
 * a comparable public collection as the baseline. Prints req/s, p50, p99, the ratio to the
 * baseline and the CMS's RSS. Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { productConfig } from './lib/config';
import { ensureBuilt } from './lib/build';
import { startCms } from './lib/product';
import { stopChild } from './lib/processes';

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

function run(name: string, opts: autocannon.Options) {
  return new Promise<{ name: string; rps: number; p50: number; p99: number; errors: number }>((resolve, reject) => {
    autocannon({ connections: 50, duration: DURATION, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
    });
  });
}

const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const cfg = productConfig({
    dataDir,
    port: 18300,
    cmsPort: Number(process.env.BENCH_CMS_PORT || 11600),
    seedAdmin: { email: 'admin@example.com', password: 'Admin-Passw0rd!' },
  });
  process.env.RATE_LIMIT_FACTOR = '100000';
  const cms = await startCms(cfg);
  const base = `http://127.0.0.1:${cfg.cmsPort}/api`;
  try {
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

    const results = [];
    results.push(
      await run('baseline: Strapi REST GET /api/plans', {
        url: `${base}/plans?fields[0]=name&fields[1]=months&fields[2]=price&fields[3]=stocks`,
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    results.push(await run('GET /api/Stocks/getplanslist', { url: `${base}/Stocks/getplanslist` }));
    results.push(
      await run('POST /api/GWSUsers/getuserstock (36 stocks × 10 updates)', {
        url: `${base}/GWSUsers/getuserstock`,
        method: 'POST',
        headers: { ...json, Authorization: login.id },
        body: JSON.stringify({ id: login.userId }),
      }),
    );
    results.push(
      await run('GET /api/GWSUsers?filter={include:subscription,limit:50} (5,000 users, one page)', {
        url: `${base}/GWSUsers?filter=${encodeURIComponent(JSON.stringify({ include: 'subscription', limit: 50, skip: 2500 }))}`,
        headers: { Authorization: admin },
      }),
    );
    results.push(
      await run('GET /api/GWSUsers?filter={include:subscription} (5,000 users, whole list)', {
        url: `${base}/GWSUsers?filter=${encodeURIComponent(JSON.stringify({ include: 'subscription' }))}`,
        headers: { Authorization: admin },
        connections: 10,
      }),
    );
    const baseline = results[0].rps;
    console.log(
      `\n${'call'.padEnd(78)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× base'.padStart(7)} errors`,
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(78)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.rps / baseline).toFixed(2).padStart(7)} ${r.errors}`,
      );
    console.log(
      `\nCMS RSS after the runs: ${rss(cms.pid!).toFixed(0)} MB (${DURATION} s per run, 50 connections; the whole-list run uses 10)`,
    );
  } finally {
    await stopChild(cms);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
