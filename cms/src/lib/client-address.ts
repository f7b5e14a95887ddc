/**
 * Who a request comes from, as far as the CMS can know: the client's address (rate limits key on
 * it) and whether it came over HTTPS (HSTS). Both arrive in X-Forwarded-* headers from the
 * proxies in front (the site server, nginx, a load balancer), but a client that reaches the CMS
 * port itself can write them too, and with them pick a new rate-limit bucket per request, or
 * aim a lockout at someone else's address. So they are believed only from TRUSTED_PROXIES, and
 * through at most TRUST_PROXY_HOPS of them: Express's "trust proxy", list and count together
 * (proxy-addr walks X-Forwarded-For from the right and stops at the first address it may not
 * trust; that address is the client).
 */
import type { Context, Next } from 'koa';
import type { Socket } from 'node:net';
import proxyaddr from 'proxy-addr';

/** Whether the address `hop` steps back (0: the socket's peer) is a proxy whose word counts. */
export type Trust = (address: string, hop: number) => boolean;

export function proxyTrust(trusted: readonly string[], hops: number): Trust {
  if (trusted.length === 0 || hops < 1) return () => false;
  const listed = proxyaddr.compile([...trusted]);
  return (address, hop) => hop < hops && listed(address, hop);
}

/** What a proxy tells the CMS about the client; from anyone else, noise to drop. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * First in the chain (config/middlewares.ts), before anything reads the address or the scheme:
 * from a trusted peer, the client is the address proxy-addr finds; from anyone else, the
 * forwarded headers are removed, so Koa (app.proxy is on, for the proxies' X-Forwarded-Proto)
 * falls back to the socket for both.
 */
export function clientAddress(trust: Trust) {
  // Whether a connection's peer is trusted, asked once per connection (a keep-alive connection,
  // nginx's or the origin's, carries many requests; the answer depends on its address only).
  const peers = new WeakMap<Socket, boolean>();
  const peerTrusted = (socket: Socket): boolean => {
    let trusted = peers.get(socket);
    if (trusted === undefined) peers.set(socket, (trusted = trust(socket.remoteAddress ?? '', 0)));
    return trusted;
  };
  return (ctx: Context, next: Next): Promise<unknown> => {
    if (peerTrusted(ctx.req.socket)) ctx.request.ip = proxyaddr(ctx.req, trust);
    else for (const name of FORWARDED) delete ctx.req.headers[name];
    return next();
  };
}
