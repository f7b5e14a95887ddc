/**
 * /api/* and /uploads/* on their way to the CMS and back, over a pool of kept-alive connections.
 *
 * Without a pool, http-proxy opens one connection per request and asks the CMS to close it
 * (`Connection: close`), and that close was passed on to the browser: every API call paid a new
 * TCP (in production TLS) handshake on both hops. Here the connection headers of each hop stay on
 * that hop (RFC 9110 §7.6.1), so the browser's connection to the origin lives as long as the
 * origin's keep-alive allows, and the origin's connections to the CMS are reused.
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';
import { byteLimit, drain } from './request-body';

/**
 * The CMS's idle keep-alive timeout: Strapi creates its server with Node's default (5 s) and
 * announces it in `Keep-Alive: timeout=5`.
 */
export const CMS_KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * How long an idle pooled connection is kept: shorter than the CMS's timeout, so we drop a socket
 * before the CMS closes it under a request we are sending. Node's agent also reads the CMS's
 * `Keep-Alive: timeout=` hint and keeps a socket at most 1 s less than it, but only when this is
 * set (without a timeout the hint is ignored and idle sockets live until the CMS closes them).
 */
export const CMS_IDLE_SOCKET_MS = CMS_KEEP_ALIVE_TIMEOUT_MS - 1_000;

/** Headers that describe one connection, never the message: they never cross the proxy. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

/**
 * The hop-by-hop headers of a message: the fixed list plus whatever its own Connection header
 * names (`Connection: close, x-hop` makes x-hop hop-by-hop too).
 */
function hopByHop(headers: http.IncomingHttpHeaders): string[] {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  return [...HOP_BY_HOP, ...named];
}

/** The headers of a message minus its hop-by-hop ones. */
export function endToEndHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const drop = new Set(hopByHop(headers));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name)));
}

/**
 * Retried once when a pooled connection turns out to be closed under them. Only the safe methods:
 * PUT and DELETE are idempotent by the RFC, but a request that failed on a reused socket may have
 * reached the CMS before the reset, and whether a legacy route treats a repeat as a no-op is not
 * something the origin can know. Any other method answers 502 and the client decides.
 */
const RETRIABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CmsProxy {
  /** Forwards a request whose body was already read (within the limit) to the CMS. */
  forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void;
  /**
   * Streams a request's body to the CMS as it arrives, counted: past `limit` bytes the CMS's
   * request is cut off and `refuse` answers the client (unless the CMS already has).
   */
  stream(req: http.IncomingMessage, res: http.ServerResponse, limit: number, refuse: (res: http.ServerResponse) => void): void;
  agent: http.Agent;
}

export function createCmsProxy(cmsUrl: string, onError: (err: Error, res: http.ServerResponse) => void): CmsProxy {
  // Bounded: a flood through the origin queues here instead of opening thousands of sockets to a
  // CMS that works one request at a time anyway. LIFO (Node's default) reuses the warmest sockets
  // and lets the spare ones time out.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 32, timeout: CMS_IDLE_SOCKET_MS });
  const proxy = httpProxy.createProxyServer({
    target: cmsUrl,
    agent,
    xfwd: true,
    changeOrigin: false,
    proxyTimeout: 30_000,
    // http-proxy's own response passes copy the CMS's Connection header to the client (or set
    // one), which takes the keep-alive decision away from Node's server: the answer is written here.
    selfHandleResponse: true,
  });
  /** The upstream request of each client request, for the retry decision and for clean-up. */
  const upstream = new WeakMap<http.IncomingMessage, http.ClientRequest>();

  proxy.on('proxyReq', (proxyReq, req, res) => {
    upstream.set(req, proxyReq);
    // A client that leaves before its answer is complete frees the pooled socket at once, instead
    // of holding one of the bounded sockets until the proxy timeout.
    res.once('close', () => {
      if (!res.writableFinished) proxyReq.destroy();
    });
  });
  proxy.on('proxyRes', (proxyRes, _req, res) => {
    res.statusCode = proxyRes.statusCode ?? 502;
    if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage;
    for (const [name, value] of Object.entries(endToEndHeaders(proxyRes.headers))) {
      // The CMS's answers pass through, minus what would tell an attacker what runs there.
      if (value !== undefined && name !== 'x-powered-by') res.setHeader(name, value);
    }
    proxyRes.pipe(res);
    // An answer the CMS broke off ends broken here too, instead of leaving the client waiting.
    proxyRes.once('close', () => {
      if (!proxyRes.complete) res.destroy();
    });
  });

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, retried: boolean): void => {
    // The retry goes on a connection of its own: when one pooled socket was dead, its neighbours
    // in the pool may be too (a restarted CMS).
    const options = { buffer: Readable.from(body), ...(retried ? { agent: false } : {}) };
    proxy.web(req, res, options as httpProxy.ServerOptions, (err) => {
      const e = err as NodeJS.ErrnoException;
      const reused = upstream.get(req)?.reusedSocket;
      if (!retried && reused && e.code === 'ECONNRESET' && RETRIABLE.has(req.method ?? '') && !res.headersSent) {
        forward(req, res, body, true);
        return;
      }
      onError(e, res);
    });
  };

  /**
   * This hop's connection headers are not the CMS's business (a client's `Connection: close`
   * would make the CMS close a pooled socket); Node's client sets its own. An `Expect:
   * 100-continue` was answered here (Node's server does) and means nothing upstream.
   */
  const dropHopHeaders = (req: http.IncomingMessage): void => {
    for (const name of hopByHop(req.headers)) delete req.headers[name];
    delete req.headers.expect;
  };

  return {
    agent,
    forward(req, res, body) {
      const hadBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
      dropHopHeaders(req);
      // A chunked body was read in full: it goes on with its length.
      if (hadBody) req.headers['content-length'] = String(body.length);
      forward(req, res, body, false);
    },
    stream(req, res, limit, refuse) {
      // A Content-Length goes on as it came; a chunked body goes on chunked (Node's client does that without one).
      dropHopHeaders(req);
      let cutOff = false;
      const counted = byteLimit(limit, () => {
        cutOff = true;
        req.unpipe(counted);
        upstream.get(req)?.destroy();
        drain(req);
        if (!res.headersSent) refuse(res);
      });
      req.pipe(counted);
      // The CMS answered before taking the whole body (a refusal by its headers) and the answer has
      // gone out: the rest of the body is read and dropped here, not left to the CMS, so the client
      // still sending finishes and reads the answer instead of meeting a reset.
      res.once('finish', () => {
        if (req.complete) return;
        req.unpipe(counted);
        upstream.get(req)?.destroy();
        drain(req);
      });
      // Never retried: the body is gone once sent.
      proxy.web(req, res, { buffer: counted } as httpProxy.ServerOptions, (err) => {
        if (cutOff) return;
        // The CMS answered and closed before taking the whole body (a refusal by its headers): the
        // rest of the body is dropped and its answer, already on its way, left to finish.
        if (res.headersSent && !res.destroyed) {
          req.unpipe(counted);
          drain(req);
          return;
        }
        onError(err as Error, res);
      });
    },
  };
}
