/**
 * The one origin of the product (PORT, default 8000): the live static release, the client-only
 * routes' mount points, /api/* and /uploads/* proxied to the CMS, and the CMS's publish hook.
 *
 * It faces the internet, so no request can stop it: malformed request lines and headers are
 * answered by the client-error handler, every decision is made on the normalised path
 * (request-target.ts), bodies for the CMS are bounded here (request-body.ts), and an unexpected
 * error inside one request is logged and answered 500 while the process keeps serving.
 * Connections are kept alive on both sides, and the CMS's are pooled (cms-proxy.ts).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
// The API's one error shape, for the answers the origin gives on the CMS's behalf.
import { apiErrorBody as apiError, CMS_UNAVAILABLE, withRequestId } from 'contracts';
import { createCmsProxy } from './cms-proxy';
import { createLeadIntake, type LeadIntake } from './lead-intake';
import { createReplayer, type Replayer } from './lead-replay';
import { sendLead } from './lead-send';
import type { LeadSpool } from './lead-spool';
import { healthEndpoints, type ReadinessOptions } from './health';
import { requestObserver, type RequestObserverOptions } from './request-log';
import { requestIdOf } from './request-id';
import type { Release } from './releases';
import { isCmsPath, parseRequestTarget } from './request-target';
import { announcesMoreThan, bodyPolicy, drain, readBodyWithin } from './request-body';
import { securityHeaders, SecurityOptions } from './security-headers';
import { pageCsp } from './nginx-pages';
import { staticFiles } from './static-files';

export interface SiteServerOptions {
  cmsUrl: string;
  /** Shared with the CMS; without one the rebuild hook refuses every call. */
  rebuildSecret: string;
  getRelease: () => Release | null;
  onRebuildRequest: (reason: string) => void;
  /** Status for /__status: outsiders see whether a build is running, holders of the secret see all of it. */
  status: () => { rebuilding: boolean } & Record<string, unknown>;
  security?: SecurityOptions;
  /** Where unexpected errors are reported (startSite: the site log's error level). */
  logError: (message: string) => void;
  /**
   * Where lead calls are kept while the CMS cannot take them (lead-intake.ts), handed over when it
   * is back; without one a lead gets the 503 any call gets then.
   */
  leadSpool?: LeadSpool;
  /** The CMS's RATE_LIMIT_FACTOR, for the budget of leads kept per client. */
  rateLimitFactor?: number;
  /** Where the lead spool's events are logged (startSite: the site log). */
  log: (message: string) => void;
  /** Request log lines and metrics (request-log.ts, metrics.ts), /readyz's spool and backup checks (health.ts). */
  monitoring?: RequestObserverOptions & Omit<ReadinessOptions, 'cmsUrl'>;
}

/** Gatsby's own caching advice: hashed assets forever, HTML and page-data always revalidated. */
function cacheControl(file: string): string {
  const rel = file.replace(/\\/g, '/');
  if (rel.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(rel)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** Gatsby's match-paths ("/admin/*", "/*") are prefix globs; the first (most specific) wins. */
function matchPage(release: Release, url: string): string | null {
  for (const { path: page, matchPath } of release.matchPaths) {
    const prefix = matchPath.replace(/\*$/, '').replace(/\/$/, '');
    if (url === prefix || url.startsWith(prefix + '/') || prefix === '') return page;
  }
  return null;
}

/** Compares the hook's secret in constant time (digests have equal lengths whatever was sent). */
function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (!secret || typeof given !== 'string') return false;
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(secret));
}

/** Errors of a connection to the CMS that was never made: the CMS is down or restarting. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(withRequestId(body, requestIdOf(res))));
}

/** A raw answer on a socket whose request could not even be parsed. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // Mid-response (keep-alive, a body that broke after we answered): a second status line would corrupt it.
  const inFlight = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createSiteServer(opts: SiteServerOptions): http.Server {
  const { logError, log } = opts;
  const headers = securityHeaders(opts.security ?? { hstsMaxAge: 0 });
  const cms = createCmsProxy(opts.cmsUrl, (err, res) => {
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    logError(`proxy: ${err.message}`);
    if (NOT_CONNECTED.has((err as NodeJS.ErrnoException).code ?? '')) {
      // Nothing reached the CMS: a clean "come back later", which any request may safely retry.
      const { status, name, message, retryAfterSeconds } = CMS_UNAVAILABLE;
      sendJson(res, status, apiError(status, name, message), { 'retry-after': String(retryAfterSeconds) });
      return;
    }
    // The request may have reached the CMS before the connection broke: its outcome is unknown.
    sendJson(res, 502, apiError(502, 'BadGatewayError', 'The CMS is not reachable.'));
  });
  const security = opts.security ?? { hstsMaxAge: 0 };
  let replayer: Replayer | null = null;
  let leads: LeadIntake | null = null;
  if (opts.leadSpool) {
    const send = (lead: Parameters<typeof sendLead>[2]) => sendLead(opts.cmsUrl, cms.agent, lead);
    replayer = createReplayer({ spool: opts.leadSpool, send, log });
    leads = createLeadIntake({ spool: opts.leadSpool, replayer, send, log, rateLimitFactor: opts.rateLimitFactor });
  }
  const observe = requestObserver(opts.monitoring ?? {});
  const health = healthEndpoints({ ...opts.monitoring, cmsUrl: opts.cmsUrl });
  let handlerFor: { id: string; serve: ReturnType<typeof staticFiles> } | null = null;

  const staticHandler = (release: Release) => {
    if (handlerFor?.id !== release.id) {
      handlerFor = {
        id: release.id,
        serve: staticFiles(release.dir, {
          headersFor: (requestPath, file) => {
            const h: Record<string, string> = { 'Cache-Control': cacheControl(requestPath) };
            // mrmime's type for .ico is not the one browsers expect
            if (file.endsWith('.ico')) h['Content-Type'] = 'image/x-icon';
            // A page: its policy allows exactly its own inline scripts (computed once per file).
            if (Object.prototype.hasOwnProperty.call(release.scriptHashes, file)) {
              h['Content-Security-Policy'] = pageCsp(security, release.scriptHashes[file], release.cspSources);
            }
            return h;
          },
        }),
      };
    }
    return handlerFor.serve;
  };

  /**
   * /api/* and /uploads/*: the body is read within the route's limit here, then forwarded on the
   * normalised path; a report upload's body is streamed through within its own limit instead.
   */
  async function toCms(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, forwardTarget: string): Promise<void> {
    headers.transport(req, res);
    const policy = bodyPolicy(req.method, pathname);
    const tooLarge = (answer: http.ServerResponse) => sendJson(answer, 413, apiError(413, 'PayloadTooLargeError', policy.tooLarge));
    if (policy.stream) {
      if (announcesMoreThan(req, policy.limit)) {
        drain(req);
        tooLarge(res);
        return;
      }
      req.url = forwardTarget;
      cms.stream(req, res, policy.limit, tooLarge);
      return;
    }
    const read = await readBodyWithin(req, policy.limit);
    if ('tooLarge' in read) {
      drain(req);
      tooLarge(res);
      return;
    }
    if (leads && (await leads.take(req, res, forwardTarget, read.body))) return;
    req.url = forwardTarget;
    cms.forward(req, res, read.body);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const target = parseRequestTarget(req.url);
    if (target === 'too-long' || target === 'malformed') {
      headers.common(req, res);
      res
        .writeHead(target === 'too-long' ? 414 : 400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
        .end(target === 'too-long' ? 'URI Too Long' : 'Bad Request');
      return;
    }
    const { pathname, search, forwardPath } = target;
    if (health(req, res, pathname)) return;
    if (isCmsPath(pathname)) return toCms(req, res, pathname, forwardPath + search);

    headers.common(req, res);
    if (pathname === '/__hooks/rebuild' && req.method === 'POST') {
      if (!secretMatches(req.headers['x-rebuild-secret'], opts.rebuildSecret)) {
        res.writeHead(403).end();
        return;
      }
      opts.onRebuildRequest('CMS publish');
      sendJson(res, 202, { accepted: true });
      return;
    }
    if (pathname === '/__status') {
      const status = opts.status();
      const insider = secretMatches(req.headers['x-rebuild-secret'], opts.rebuildSecret);
      sendJson(res, 200, insider ? { release: opts.getRelease()?.id ?? null, ...status } : { rebuilding: status.rebuilding });
      return;
    }

    const release = opts.getRelease();
    if (!release) {
      headers.page(req, res, []);
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '10', 'cache-control': 'no-store' });
      res.end(
        '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Starting…</title><p style="font-family:sans-serif;padding:2rem">The site is being built. This page reloads by itself.</p>',
      );
      return;
    }
    // The files and the match-path fallback see the normalised path only.
    if (staticHandler(release)(req, res, forwardPath)) return;
    // Not a file: a client-only route (/admin/*, /login…) or an unknown path (→ Home).
    // A missing asset (/x.js, /y.png) is a 404, never the Home page's HTML.
    const page = /\.[a-z0-9]+$/i.test(pathname) ? null : matchPage(release, pathname);
    if (!page || !['GET', 'HEAD'].includes(req.method || '') || !staticHandler(release)(req, res, path.posix.join(page, 'index.html'))) {
      res.writeHead(404).end();
    }
  }

  /** One request failed in a way nobody planned for: log it, answer 500, keep serving everyone else. */
  function fail(req: http.IncomingMessage, res: http.ServerResponse, err: unknown): void {
    const e = err as Error;
    // The client went away: nobody is left to answer.
    if (req.destroyed || e?.message === 'request aborted') {
      res.destroy();
      return;
    }
    logError(`${req.method} ${String(req.url).slice(0, 200)} failed: ${e?.stack ?? e}`);
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    sendJson(res, 500, apiError(500, 'InternalServerError', 'Something went wrong on our side.'), { connection: 'close' });
  }

  const server = http.createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    observe(req, res);
    // A client that goes away mid-request must not raise an unhandled 'error' event, and neither
    // may a file stream piped into the answer (a range read: EMFILE, a pruned release).
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    res.on('pipe', (source) => source.on('error', (err: Error) => fail(req, res, err)));
    handle(req, res).catch((err) => fail(req, res, err));
  });
  server.on('clientError', answerClientError);
  // Accept errors (EMFILE under a flood) are logged; the listening socket stays up.
  server.on('error', (err) => logError(`server: ${err.message}`));
  // Slow clients cannot hold sockets for ever (slowloris): headers within 20 s, a request within 60 s.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // Answers keep the client's connection open (the next API call or asset skips the handshake)
  // for Node's default idle time; an idle connection costs a socket, so not for long.
  server.keepAliveTimeout = 5_000;
  // The pooled connections to the CMS go with the server.
  server.on('close', () => {
    replayer?.stop();
    cms.agent.destroy();
  });
  // What an earlier run kept goes to the CMS as soon as it answers.
  server.on('listening', () => replayer?.kick());
  return server;
}
