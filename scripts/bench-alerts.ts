/**
 * `npm run bench:alerts`: one publication to BENCH_ALERT_SUBSCRIBERS (10,000) paid subscribers
 * against a real CMS on SQLite, delivered to a real SMTP server on loopback (smtp-server) at
 * MAIL_RATE_PER_SECOND=1000. One subscriber is made through the API; the rest are its rows copied
 * in SQL (the API would take minutes). Prints the publish call's duration and the rows it queued,
 * the delivery rate at the sink, and getuserstock's p99 idle and during delivery (autocannon).
 * Bounded: the delivery is waited for at most BENCH_ALERT_TIMEOUT_S seconds. Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { productConfig } from './lib/config';
import { ensureBuilt } from './lib/build';
import { startCms } from './lib/product';
import { stopChild } from './lib/processes';
import { api, login } from './lib/bench-api-client';

const SUBSCRIBERS = Number(process.env.BENCH_ALERT_SUBSCRIBERS || 10_000);
const TIMEOUT_S = Number(process.env.BENCH_ALERT_TIMEOUT_S || 180);
const LOAD_S = 10;
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

/** A loopback SMTP sink that counts what it accepts, with the first and last instants. */
async function sink() {
  const s = { count: 0, first: 0, last: 0, server: null as unknown as SMTPServer, port: 0 };
  s.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        s.count += 1;
        s.last = performance.now();
        if (!s.first) s.first = s.last;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve));
  s.port = (s.server.server.address() as { port: number }).port;
  return s;
}

/** Copies `row` of `table` n times with `vary(i)` over it (fresh ids from the table's sequence). */
function cloneRows(
  db: Database.Database,
  table: string,
  row: Record<string, unknown>,
  n: number,
  vary: (i: number) => Record<string, unknown>,
) {
  const cols = Object.keys(row).filter((c) => c !== 'id');
  const insert = db.prepare(`INSERT INTO ${table} (${cols.join(',')}) VALUES (${cols.map((c) => '@' + c).join(',')})`);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(Number(insert.run({ ...row, ...vary(i) }).lastInsertRowid));
  return ids;
}

/** n more subscribers like `userId`: its user, subscription and the two links copied. */
function copySubscriber(file: string, userId: number, n: number) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  db.transaction(() => {
    const user = db.prepare('SELECT * FROM up_users WHERE id = ?').get(userId) as Record<string, unknown>;
    const userLink = db.prepare('SELECT * FROM subscriptions_user_lnk WHERE user_id = ?').get(userId) as Record<string, unknown>;
    const sub = db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(userLink.subscription_id) as Record<string, unknown>;
    const planLink = db.prepare('SELECT * FROM subscriptions_plan_lnk WHERE subscription_id = ?').get(sub.id) as Record<string, unknown>;
    const users = cloneRows(db, 'up_users', user, n, (i) => ({
      email: `bench-alert-${i}@example.com`,
      username: `bench-alert-${i}@example.com`,
      ...('document_id' in user ? { document_id: `bench-u-${i}` } : {}),
    }));
    const subs = cloneRows(db, 'subscriptions', sub, n, (i) => ('document_id' in sub ? { document_id: `bench-s-${i}` } : {}));
    const strip = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.endsWith('_ord')));
    cloneRows(db, 'subscriptions_user_lnk', strip(userLink), n, (i) => ({ subscription_id: subs[i], user_id: users[i] }));
    cloneRows(db, 'subscriptions_plan_lnk', strip(planLink), n, (i) => ({ subscription_id: subs[i] }));
  })();
  db.close();
}

function p99(url: string, token: string, userId: number, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: 10,
        duration: seconds,
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: userId }),
      },
      (err, r) => (err ? reject(err) : resolve(r.latency.p99)),
    );
  });
}

async function main(): Promise<void> {
  ensureBuilt();
  const smtp = await sink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-alerts-'));
  const cmsPort = Number(process.env.BENCH_CMS_PORT || 11710);
  const cfg = productConfig({ dataDir, port: Number(process.env.BENCH_PORT || 18410), cmsPort, seedAdmin: ADMIN });
  delete process.env.DATABASE_URL;
  process.env.RATE_LIMIT_FACTOR = '1000';
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.MAIL_RATE_PER_SECOND = process.env.MAIL_RATE_PER_SECOND || '1000';
  const cms = await startCms(cfg);
  try {
    const base = `http://127.0.0.1:${cmsPort}/api`;
    const admin = await login(base, ADMIN.email, ADMIN.password);
    const plans = await api<{ id: string; stocks: number }[]>(base, 'GET', '/Stocks/getplanslist');
    const plan = plans.sort((a, b) => b.stocks - a.stocks)[0];
    const email = `bench-alert-reader-${Date.now()}@example.com`;
    const password = 'Bench-Passw0rd!';
    const user = await api<{ id: number }>(base, 'POST', '/GWSUsers', {
      first_name: 'Bench',
      last_name: 'Reader',
      email,
      phone: '9876543210',
      password,
    });
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await api(base, 'POST', '/Subscriptions/replaceOrCreate', { type: plan.id, date: today, gWSUserId: user.id }, admin);
    const token = await login(base, email, password);
    const t0 = performance.now();
    copySubscriber(path.join(dataDir, 'cms.db'), user.id, SUBSCRIBERS - 1);
    console.log(`${SUBSCRIBERS} paid subscribers (${SUBSCRIBERS - 1} copied in SQL in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

    const userstock = `${base}/GWSUsers/getuserstock`;
    const idle = await p99(userstock, token, user.id, LOAD_S);

    const started = performance.now();
    const stock = await api<{ id: number }>(
      base,
      'POST',
      '/Stocks',
      { name: 'Bench Alerts Ltd', code: 'INE000A01019', description: 'Bench stock.' },
      admin,
    );
    const publishMs = performance.now() - started;
    const db = new Database(path.join(dataDir, 'cms.db'), { readonly: true });
    const { seq } = db.prepare('SELECT seq FROM research_register WHERE stock_id = ? ORDER BY seq DESC').get(stock.id) as { seq: number };
    const queued = (db.prepare('SELECT COUNT(*) AS n FROM alert_deliveries WHERE publication = ?').get(seq) as { n: number }).n;
    db.close();
    console.log(`Publish (POST /api/Stocks): ${publishMs.toFixed(0)} ms, ${queued} alerts queued`);

    const during = await p99(userstock, token, user.id, LOAD_S);
    const until = Date.now() + TIMEOUT_S * 1000;
    while (smtp.count < queued && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    const seconds = (smtp.last - smtp.first) / 1000;
    console.log(
      `Delivered ${smtp.count} of ${queued} to the sink in ${seconds.toFixed(1)} s: ${(smtp.count / Math.max(seconds, 0.001)).toFixed(0)} messages/s`,
    );
    console.log(
      `getuserstock p99: ${idle} ms idle, ${during} ms during delivery; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await stopChild(cms);
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
