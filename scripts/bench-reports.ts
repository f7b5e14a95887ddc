/**
 * `npm run bench:reports`: stamped report downloads (GET /api/Reports/{id}/download) against a real
 * CMS on SQLite. A 20-page report of about 2 MB (pdf-lib, scripts/lib/sample-pdf.ts) is uploaded,
 * a subscriber's plan opens the stock that carries it, then BENCH_REPORT_ROUNDS rounds of 10
 * concurrent downloads are timed, each a copy stamped on every page. Prints p50, p95 and the
 * CMS's RSS before and after and its CPU time per download (the target: p95 ≤ 300 ms, memory
 * flat). Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productConfig } from './lib/config';
import { ensureBuilt } from './lib/build';
import { startCms } from './lib/product';
import { stopChild } from './lib/processes';
import { api, login } from './lib/bench-api-client';
import { samplePdf } from './lib/sample-pdf';

const CONCURRENCY = 10;
const ROUNDS = 20;
const PAGES = 20;
const PAD_BYTES = 2 * 1024 * 1024;
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** CPU time (user + system) the process has used, in ms: /proc/<pid>/stat's utime and stime, in ticks of 1/100 s on Linux. */
const cpuMs = (pid: number) => {
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** An admin, a report on a stock, and a subscriber whose plan opens it: the download's URL and the subscriber's token. */
async function seed(base: string): Promise<{ url: string; token: string; size: number }> {
  const admin = await login(base, ADMIN.email, ADMIN.password);
  const pdf = await samplePdf(PAGES, PAD_BYTES);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf');
  const up = await fetch(`${base}/Reports`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${admin}` } });
  if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);
  const report = (await up.json()) as { id: number };
  await api(
    base,
    'POST',
    '/Stocks',
    { name: 'Bench Industries', code: 'INE000B01011', description: 'Bench stock.', reportId: report.id },
    admin,
  );
  const plans = await api<{ id: string; stocks: number }[]>(base, 'GET', '/Stocks/getplanslist');
  const plan = plans.sort((a, b) => b.stocks - a.stocks)[0];
  const email = `bench-reader-${Date.now()}@example.com`;
  const user = await api<{ id: number }>(base, 'POST', '/GWSUsers', {
    first_name: 'Bench',
    last_name: 'Reader',
    email,
    phone: '9876543210',
    password: 'Bench-Passw0rd!',
  });
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  await api(base, 'POST', '/Subscriptions/replaceOrCreate', { type: plan.id, date: today, gWSUserId: user.id }, admin);
  return { url: `${base}/Reports/${report.id}/download`, token: await login(base, email, 'Bench-Passw0rd!'), size: pdf.length };
}

async function timedDownload(url: string, token: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`download: ${res.status} ${Buffer.from(body).toString()}`);
  return performance.now() - t;
}

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  const cmsPort = Number(process.env.BENCH_CMS_PORT || 11700);
  const cfg = productConfig({ dataDir, port: Number(process.env.BENCH_PORT || 18400), cmsPort, seedAdmin: ADMIN });
  delete process.env.DATABASE_URL;
  // The daily download budget is not what is measured.
  process.env.RATE_LIMIT_FACTOR = '1000';
  const cms = await startCms(cfg);
  try {
    const base = `http://127.0.0.1:${cmsPort}/api`;
    const { url, token, size } = await seed(base);
    console.log(
      `Report: ${PAGES} pages, ${(size / 1024 / 1024).toFixed(2)} MB; ${ROUNDS} rounds of ${CONCURRENCY} concurrent stamped downloads`,
    );
    await Promise.all(Array.from({ length: CONCURRENCY }, () => timedDownload(url, token))); // warm-up, not counted
    const before = rss(cms.pid!);
    const cpuBefore = cpuMs(cms.pid!);
    const times: number[] = [];
    const started = performance.now();
    for (let r = 0; r < ROUNDS; r++)
      times.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, () => timedDownload(url, token)))));
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms; ` +
        `${(times.length / seconds).toFixed(1)} downloads/s`,
    );
    console.log(`CMS RSS: ${before.toFixed(0)} MB after the warm-up, ${rss(cms.pid!).toFixed(0)} MB after ${times.length} downloads`);
    // What a download costs the CMS whatever else the machine runs: latency on shared cores is not.
    console.log(
      `CMS CPU: ${((cpuMs(cms.pid!) - cpuBefore) / times.length).toFixed(1)} ms a download; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await stopChild(cms);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
