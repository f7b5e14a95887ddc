/**
 * `npm run bench:site`: requests per second for /, a page-data JSON and a hashed JS bundle
 * (Accept-Encoding: br, gzip; 50 connections, 5 s each) through the site server and through nginx
 * (deploy/nginx.conf) serving the same release folder, and their ratio; Lighthouse (mobile) on /,
 * /pricing and /returns served by the production server; first-load JS of / (gzip); `gatsby
 * build` wall time; edit-to-live seconds. `npm run bench:site -- --throughput` measures the
 * requests per second only. Prints figures; asserts nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { bin, productConfig, withAccountPasswords } from './lib/config';
import { ensureBuilt } from './lib/build';
import { ensureChromium } from './lib/chromium';
import { startProduct } from './lib/product';
import { startNginx } from './lib/nginx';
import { NGINX } from './lib/nginx-install';
import { liveLink, scriptsOfPage } from 'origin-server';

const THROUGHPUT_SECONDS = 5;
const THROUGHPUT_CONNECTIONS = 50;
const ACCEPT_ENCODING = 'br, gzip';

interface Throughput {
  rps: number;
  p99: number;
  errors: number;
  encoding: string;
}

/** The answer's Content-Encoding (what the load below is served as). */
function encodingOf(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        res.resume();
        resolve(`${res.statusCode} ${res.headers['content-encoding'] ?? 'identity'}`);
      })
      .on('error', reject);
  });
}

/**
 * autocannon in a process of its own (in this one it would take the event loop from the site
 * server it measures), after a two-second warm-up (JIT, first reads).
 */
async function throughput(url: string): Promise<Throughput> {
  const cannon = (seconds: number) =>
    new Promise<{ requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number }>((resolve, reject) => {
      const child = spawn(
        bin('autocannon'),
        [url, '-c', String(THROUGHPUT_CONNECTIONS), '-d', String(seconds), '-H', `accept-encoding=${ACCEPT_ENCODING}`, '-j'],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited with ${code}`))));
    });
  await cannon(2);
  const r = await cannon(THROUGHPUT_SECONDS);
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, encoding: await encodingOf(url) };
}

/** /, a page-data JSON and a hashed JS bundle, through the site server and through nginx on the same release. */
async function compareThroughput(product: Awaited<ReturnType<typeof startProduct>>): Promise<void> {
  const release = product.release()!;
  const html = fs.readFileSync(path.join(release.dir, 'index.html'), 'utf8');
  const bundle = scriptsOfPage(html).find((s) => /-[0-9a-f]{16,}\.js$/.test(s));
  const urls = ['/', '/page-data/index/page-data.json', bundle ?? '/app.js'];
  const nginx = await startNginx({
    port: product.config.port + 50,
    siteRoot: liveLink(product.config.dataDir),
    cmsServers: [`127.0.0.1:${product.config.cmsPort}`],
    security: product.config.security,
  });
  const nginxVersion = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  console.log(
    `\nrequests per second, ${THROUGHPUT_CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s each, Accept-Encoding: ${ACCEPT_ENCODING}` +
      ` (site server: one Node process; ${nginxVersion}, worker_processes auto; ${os.cpus().length} cores shared with the load generator)`,
  );
  console.log('url                                   site req/s  p99(ms)  nginx req/s  p99(ms)  site/nginx  answered as');
  try {
    for (const url of urls) {
      const site = await throughput(`${product.siteUrl}${url}`);
      const ngx = await throughput(`${nginx.url}${url}`);
      const errors = site.errors || ngx.errors ? `  (errors or non-2xx: site ${site.errors}, nginx ${ngx.errors})` : '';
      console.log(
        `${url.slice(0, 36).padEnd(37)} ${site.rps.toFixed(0).padStart(10)}  ${String(site.p99).padStart(7)}  ${ngx.rps.toFixed(0).padStart(11)}  ${String(ngx.p99).padStart(7)}  ${(site.rps / ngx.rps).toFixed(2).padStart(10)}  ${site.encoding} / ${ngx.encoding}${errors}`,
      );
    }
  } finally {
    await nginx.stop();
  }
}

type LighthouseRun = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
};
type LighthouseFigures = LighthouseRun;

const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/**
 * Runs Lighthouse in a child process (asynchronously: this process serves the site it audits).
 * Chromium's trace now and then misses the navigation start (NO_NAVSTART); such a run is retried.
 */
async function lighthouse(url: string, attempt = 1): Promise<LighthouseRun> {
  const out = path.join(os.tmpdir(), `lh-${Date.now()}.json`);
  const status = await new Promise<number>((resolve) => {
    spawn(
      bin('lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ).on('exit', (code) => resolve(code ?? 1));
  });
  if (status !== 0) {
    if (attempt < 3) return lighthouse(url, attempt + 1);
    throw new Error(`lighthouse failed for ${url}, ${attempt} times`);
  }
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (k: string) => Math.round(lhr.categories[k].score * 100);
  const num = (k: string) => lhr.audits[k].numericValue as number;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
  };
}

/**
 * gzip bytes of the scripts a built page runs on its first load: Gatsby's app (the runtime,
 * React, the router: the page's HTML names these) and its template's chunks (fetched by the app
 * before it hydrates), as Gatsby's webpack.stats.json lists them; lazy chunks are not counted.
 */
function firstLoadJs(releaseDir: string, page = '/'): number {
  const read = (f: string) => JSON.parse(fs.readFileSync(path.join(releaseDir, f), 'utf8'));
  const stats = read('webpack.stats.json') as { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
  const { componentChunkName } = read(`page-data/${page === '/' ? 'index' : page.slice(1)}/page-data.json`) as {
    componentChunkName: string;
  };
  const files = new Set(['app', componentChunkName].flatMap((g) => stats.namedChunkGroups[g].assets.map((a) => a.name)));
  return [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(releaseDir, f))).length, 0);
}

/**
 * Lighthouse `runs` times on each page, the median of each figure: TBT in particular varies a lot
 * between runs on a shared machine, and one run's figure says little.
 */
async function lighthouseMedians(siteUrl: string, pages: string[], runs: number) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const out: Record<string, LighthouseFigures & { tbtRuns: number[] }> = {};
  for (const p of pages) {
    const rs: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) rs.push(await lighthouse(`${siteUrl}${p}`));
    const m = (k: keyof LighthouseFigures) => median(rs.map((r) => r[k]));
    out[p] = {
      perf: m('perf'),
      a11y: m('a11y'),
      bp: m('bp'),
      seo: m('seo'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      tbtRuns: rs.map((r) => Math.round(r.tbt)),
    };
  }
  return out;
}

/** The Lighthouse table and each page's first-load JS. */
async function printLighthouse(siteUrl: string, releaseDir: string, runs: number) {
  const pages = ['/', '/pricing', '/returns'];
  const figures = await lighthouseMedians(siteUrl, pages, runs);
  console.log(`\nLighthouse mobile, median of ${runs} run(s) per page`);
  console.log('page       perf  a11y  bp   seo   LCP(ms)  TBT(ms)  CLS    first-load JS (gzip)  TBT of each run');
  for (const p of pages) {
    const r = figures[p];
    const js = firstLoadJs(releaseDir, p);
    console.log(
      `${p.padEnd(10)} ${String(r.perf).padEnd(5)} ${String(r.a11y).padEnd(5)} ${String(r.bp).padEnd(4)} ${String(r.seo).padEnd(5)} ${r.lcp.toFixed(0).padEnd(8)} ${r.tbt.toFixed(0).padEnd(8)} ${r.cls.toFixed(3).padEnd(6)} ${`${(js / 1024).toFixed(1)} KB`.padEnd(21)} ${r.tbtRuns.join(', ')}`,
    );
  }
}

async function editToLive(product: Awaited<ReturnType<typeof startProduct>>): Promise<number> {
  const { cmsUrl, config } = product;
  const login = (await (
    await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.cmsAdmin.email, password: config.cmsAdmin.password }),
    })
  ).json()) as { data: { token: string } };
  const headers = { Authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
  const uid = 'api::testimonial.testimonial';
  const first = (
    (await (await fetch(`${cmsUrl}/content-manager/collection-types/${uid}?page=1&pageSize=1&sort=position:ASC`, { headers })).json()) as {
      results: { documentId: string }[];
    }
  ).results[0];
  const marker = `Benchmark edit ${Date.now()}`;
  await fetch(`${cmsUrl}/content-manager/collection-types/${uid}/${first.documentId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...first, description: marker }),
  });
  const t = Date.now();
  await fetch(`${cmsUrl}/content-manager/collection-types/${uid}/${first.documentId}/actions/publish`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  while (Date.now() - t < 600_000) {
    const html = await (await fetch(`${product.siteUrl}/`)).text();
    if (html.includes(marker)) return (Date.now() - t) / 1000;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('edit did not go live within 10 minutes');
}

/**
 * `npm run bench:site -- --lighthouse-only --runs=3`: only the Lighthouse table (no build time or
 * edit-to-live), each page audited `--runs` times (default 1).
 */
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse-only');
const LIGHTHOUSE_RUNS = Math.max(1, Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 1));

async function main() {
  const throughputOnly = process.argv.includes('--throughput');
  if (!throughputOnly) ensureChromium();
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  // Passwords generated for this throwaway instance (the benchmark signs in to the panel).
  const { cfg } = withAccountPasswords(
    productConfig({ dataDir, port: Number(process.env.BENCH_PORT || 18200), cmsPort: Number(process.env.BENCH_CMS_PORT || 11500) }),
  );
  const t = Date.now();
  const product = await startProduct(cfg, { echo: false, debounceMs: 1000 });
  const startAndBuild = (Date.now() - t) / 1000;
  try {
    const buildLog = fs.readdirSync(path.join(dataDir, 'logs')).find((f) => f.startsWith('site-build-'))!;
    const buildSeconds = /Done building in ([\d.]+) sec/.exec(fs.readFileSync(path.join(dataDir, 'logs', buildLog), 'utf8'))?.[1];
    const js = firstLoadJs(product.release()!.dir);
    if (!LIGHTHOUSE_ONLY) await compareThroughput(product);
    if (throughputOnly) return;
    await printLighthouse(product.siteUrl, product.release()!.dir, LIGHTHOUSE_RUNS);
    if (LIGHTHOUSE_ONLY) return;
    console.log(`\nfirst-load JS on / (gzip): ${(js / 1024).toFixed(1)} KB`);
    console.log(`gatsby build (first, clean data): ${buildSeconds ?? '?'} s; CMS start + seed + build: ${startAndBuild.toFixed(0)} s`);
    console.log(`edit-to-live: ${(await editToLive(product)).toFixed(1)} s`);
  } finally {
    await product.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
