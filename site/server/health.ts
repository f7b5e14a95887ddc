/**
 * The origin's health endpoints, answered before anything else (no release, proxy or page
 * headers involved, no rate limit anywhere in front of them):
 * - GET /healthz: the process answers (200, always, while it runs);
 * - GET /readyz: whether the product can do its work: the CMS answers, its database makes a round
 *   trip, the lead outbox, the lead spool and the backups are not behind (each against its
 *   threshold in READINESS_THRESHOLDS); 200 when every check passes, else 503, with each check's
 *   figures and no secret.
 * And /metrics is never served here (404): the metrics have their own loopback port (metrics.ts).
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { CMS_READINESS_PATH, type CmsReadiness } from 'contracts';

/** What /readyz allows before it answers 503: the one place these limits are written. */
export const READINESS_THRESHOLDS = {
  /** The CMS's readiness answer within this (a CMS slower than that is not serving anyone well). */
  cmsTimeoutMs: 3_000,
  /** A lead still undelivered after this long: its receiver has been failing (retries back off to 10 min apart). */
  outboxOldestSeconds: 30 * 60,
  /** A lead spooled by the origin while the CMS was unreachable and not handed over after this long. */
  spoolOldestSeconds: 10 * 60,
  /** The newest backup older than this: a daily backup has missed its run (a day plus two hours of slack). */
  backupAgeSeconds: 26 * 3600,
} as const;

export type ReadinessThresholds = { -readonly [K in keyof typeof READINESS_THRESHOLDS]: number };

/** An age in seconds, or null when there is nothing to be old (an empty spool, no backup yet). */
export type AgeProbe = () => Promise<number | null> | number | null;

export interface ReadinessOptions {
  cmsUrl: string;
  /** The oldest lead in the origin's spool (supplied by the spool); left out when there is none. */
  spoolAgeSeconds?: AgeProbe;
  /** The newest backup's age (backupAgeOf below for a folder of archives); left out when backups are not configured here. */
  backupAgeSeconds?: AgeProbe;
  /** Tests make the limits small; production uses READINESS_THRESHOLDS. */
  thresholds?: Partial<ReadinessThresholds>;
}

interface Check {
  ok: boolean;
  [figure: string]: unknown;
}

export interface Readiness {
  status: 'ready' | 'not ready';
  checks: Record<string, Check>;
}

/**
 * The newest archive's age in BACKUP_DIR: the youngest regular file's mtime (names starting with
 * "." are a backup still being written). No archive at all is null: not ready (see below).
 */
export function backupAgeOf(dir: string): AgeProbe {
  return async () => {
    let newest = 0;
    for (const e of await fs.promises.readdir(dir, { withFileTypes: true })) {
      if (!e.isFile() || e.name.startsWith('.')) continue;
      newest = Math.max(newest, (await fs.promises.stat(path.join(dir, e.name))).mtimeMs);
    }
    return newest ? Math.max(0, Math.floor((Date.now() - newest) / 1000)) : null;
  };
}

async function cmsCheck(cmsUrl: string, timeoutMs: number): Promise<CmsReadiness | { error: string }> {
  try {
    const res = await fetch(new URL(CMS_READINESS_PATH, cmsUrl), { signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 503) return { error: 'the CMS cannot reach its database' };
    if (!res.ok) return { error: `the CMS answered ${res.status}` };
    return (await res.json()) as CmsReadiness;
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    return { error: e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? e.cause?.message ?? e.message) };
  }
}

async function ageCheck(probe: AgeProbe, max: number, missingIsOk: boolean): Promise<Check> {
  try {
    const age = await probe();
    return { ok: age === null ? missingIsOk : age <= max, ageSeconds: age, maxAgeSeconds: max };
  } catch (err) {
    return { ok: false, error: (err as Error).message, maxAgeSeconds: max };
  }
}

export async function readiness(opts: ReadinessOptions): Promise<Readiness> {
  const t = { ...READINESS_THRESHOLDS, ...opts.thresholds };
  const [cms, spool, backup] = await Promise.all([
    cmsCheck(opts.cmsUrl, t.cmsTimeoutMs),
    // An empty spool is what it should be.
    opts.spoolAgeSeconds && ageCheck(opts.spoolAgeSeconds, t.spoolOldestSeconds, true),
    // Backups configured and none there yet: that is what this check is for.
    opts.backupAgeSeconds && ageCheck(opts.backupAgeSeconds, t.backupAgeSeconds, false),
  ]);
  const checks: Record<string, Check> = {};
  if ('error' in cms) {
    checks.cms = { ok: false, error: cms.error };
  } else {
    checks.cms = { ok: true };
    checks.database = { ok: cms.database === 'ok' };
    const oldest = cms.outbox.oldestAgeSeconds;
    checks.outbox = {
      ok: oldest === null || oldest <= t.outboxOldestSeconds,
      depth: cms.outbox.depth,
      oldestAgeSeconds: oldest,
      maxAgeSeconds: t.outboxOldestSeconds,
    };
  }
  if (spool) checks.spool = spool;
  if (backup) checks.backup = backup;
  return { status: Object.values(checks).every((c) => c.ok) ? 'ready' : 'not ready', checks };
}

/** One check at a time and its answer for a second: /readyz is public, and each one reaches the database. */
const READINESS_REUSE_MS = 1_000;

/**
 * The handler of /healthz, /readyz and /metrics on the public origin; answers whether it took
 * the request.
 */
export function healthEndpoints(
  opts: ReadinessOptions,
): (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => boolean {
  let last: { at: number; answer: Promise<Readiness> } | null = null;
  const current = () => {
    if (!last || Date.now() - last.at > READINESS_REUSE_MS) last = { at: Date.now(), answer: readiness(opts) };
    return last.answer;
  };
  const send = (req: http.IncomingMessage, res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  };
  return (req, res, pathname) => {
    if (pathname === '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return true;
    }
    if (pathname !== '/healthz' && pathname !== '/readyz') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    if (pathname === '/healthz') {
      send(req, res, 200, { status: 'ok', uptimeSeconds: Math.floor(process.uptime()) });
      return true;
    }
    current().then(
      (r) => send(req, res, r.status === 'ready' ? 200 : 503, r),
      (err: Error) => send(req, res, 503, { status: 'not ready', checks: { origin: { ok: false, error: err.message } } }),
    );
    return true;
  };
}
