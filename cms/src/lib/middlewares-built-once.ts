/**
 * Strapi 5.54's logger, security and body middlewares redo, on every request, work whose result
 * never changes: together about 120 µs of CPU per API call, a quarter of a cached getuserstock
 * answer's (npm run bench:api under --cpu-prof). Each is extended here (the middleware registry's
 * own `extend`, so config/middlewares.ts still names strapi::logger, strapi::security and
 * strapi::body, as Strapi requires) to do that work once, with the same result; strapi::session
 * is left out of the API calls that never read a session.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { createRequire } from 'module';
import fs from 'fs';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type Factory = (config: object, s: { strapi: Core.Strapi }) => Middleware | void;

/**
 * strapi::logger logs every request at level "http"; below that level (the default "info",
 * config/logger.ts) winston still builds and pipes each line before dropping it (about 20 µs).
 * With LOG_LEVEL=http or lower it is Strapi's own middleware, line for line.
 */
const logger =
  (strapis: Factory): Factory =>
  (config, { strapi }) =>
    strapi.log.isLevelEnabled('http') ? strapis(config, { strapi }) : (_ctx, next) => next();

type HeaderOp = { set: string; value: number | string | readonly string[] } | { remove: string };

/** What a security middleware does to the headers of a POST to /api, in order. */
async function recordHeaders(middleware: Middleware): Promise<HeaderOp[]> {
  const ops: HeaderOp[] = [];
  const res = {
    setHeader: (name: string, value: number | string | readonly string[]) => void ops.push({ set: name, value }),
    removeHeader: (name: string) => void ops.push({ remove: name }),
    getHeader: () => undefined,
  };
  const req = { method: 'POST', url: '/api', headers: {} };
  let passedOn = false;
  // A stand-in request: only the parts the middleware reads, not a whole Koa context.
  await middleware({ method: 'POST', path: '/api', url: '/api', req, res } as unknown as Context, async () => {
    passedOn = true;
  });
  if (!passedOn) throw new Error('strapi::security did not pass the request on while its headers were recorded');
  return ops;
}

/**
 * strapi::security merges its defaults into the config and builds helmet anew on every request
 * (about 60 µs). What it sets for an ordinary request does not depend on the request (static
 * directives), so Strapi's own middleware is run once against a stand-in response, and what it
 * did to the headers (each header set, in order; X-Powered-By removed) is replayed on every
 * answer. The requests for which Strapi varies the headers (a GET under /documentation or the
 * admin panel's path, anything while the GraphQL plugin is installed) still go through it.
 */
const security =
  (strapis: Factory): Factory =>
  (config, { strapi }) => {
    const original = strapis(config, { strapi }) as Middleware;
    const adminPath = strapi.config.get('admin.path', '/admin') as string;
    const varies = (ctx: Context) =>
      Boolean(strapi.plugin('graphql')) ||
      (ctx.method === 'GET' && (ctx.path.startsWith('/documentation') || ctx.path.startsWith(adminPath)));
    let recorded: Promise<HeaderOp[]> | undefined;
    return async (ctx, next) => {
      if (varies(ctx)) return original(ctx, next);
      recorded ??= recordHeaders(original);
      for (const op of await recorded) {
        if ('set' in op) ctx.res.setHeader(op.set, op.value);
        else ctx.res.removeHeader(op.remove);
      }
      return next();
    };
  };

// Resolved from @strapi/core, as its body middleware resolves them: the versions it was built with.
const strapiRequire = createRequire(require.resolve('@strapi/core'));
const { koaBody } = strapiRequire('koa-body') as { koaBody: (options: object) => Middleware };
const mime = strapiRequire('mime-types') as { lookup: (name: string) => string | false };

interface UploadedFile {
  name?: string;
  type?: string;
  filepath?: string;
}

const uploadedFiles = (ctx: Context): UploadedFile[] => {
  const files = (ctx.request as { files?: { files?: UploadedFile | UploadedFile[] } }).files?.files;
  return files ? [files].flat() : [];
};

/**
 * strapi::body calls koaBody(config) on every request, and koa-body validates its options with
 * zod each time (about 40 µs). Here the parser is built once; the rest is Strapi's middleware as
 * it is: its defaults, a file's guessed type, the `files` field's uploads removed after the
 * handler (multipart-guard removes the rest), FileTooBig.
 */
const body =
  (): Factory =>
  (config, { strapi }) => {
    const parse = koaBody({ multipart: true, patchKoa: true, ...config });
    const graphql = strapi.plugin('graphql') ? (strapi.plugin('graphql').config('endpoint') as string) : undefined;
    return async (ctx, next) => {
      if (graphql && ctx.url === graphql) {
        await next();
      } else {
        try {
          await parse(ctx, async () => {});
          // A file sent without its type: guessed from its name, not stored typeless.
          for (const file of uploadedFiles(ctx))
            if (!file.type) file.type = (file.name && mime.lookup(file.name)) || 'application/octet-stream';
          await next();
        } catch (error) {
          if (error instanceof Error && error.message?.includes('maxFileSize') && error.message.includes('exceeded'))
            return (ctx as Context & { payloadTooLarge(message: string): void }).payloadTooLarge('FileTooBig');
          throw error;
        }
      }
      const files = uploadedFiles(ctx);
      if (files.length) {
        // Not awaited, as in Strapi's: the answer does not wait for the clean-up.
        for (const file of files) if (file.filepath) fs.promises.rm(file.filepath, { recursive: true, force: true }).catch(() => undefined);
        delete (ctx.request as { files?: unknown }).files;
      }
    };
  };

/**
 * strapi::session (koa-session) builds a session context for every request and checks it again
 * on the way out. The API's only user of a session is the users-permissions providers' sign-in
 * round trip (/api/connect/…, grant keeps its state there; the callback under /api/auth reads it
 * back through koa-session's context getter, which works without the middleware); the app's calls
 * carry a bearer token and no cookie. So an /api request skips it unless it is under /api/connect
 * (in any letter case, as the router matches it); a session written while skipped would not be
 * saved, and nothing writes one there. The panel and everything else keep it as Strapi has it.
 */
const session =
  (strapis: Factory): Factory =>
  (config, { strapi }) => {
    // Strapi's factory adds koa-session to the server itself (server.use) and returns nothing: it
    // is handed a server whose use() passes the middleware back here instead.
    let added: Middleware | undefined;
    const server = Object.create(strapi.server, { use: { value: (middleware: Middleware) => void (added = middleware) } });
    const returned = strapis(config, { strapi: Object.create(strapi, { server: { value: server } }) });
    const original = returned ?? added;
    if (!original) throw new Error('strapi::session gave no middleware');
    const api = (strapi.config.get('api.rest.prefix', '/api') as string).replace(/\/$/, '');
    const connect = '/connect';
    const skips = (path: string) =>
      path.startsWith(`${api}/`) && path.slice(api.length, api.length + connect.length).toLowerCase() !== connect;
    return (ctx, next) => (skips(ctx.path) ? next() : original(ctx, next));
  };

/** In register(): before the server's middlewares are instantiated. */
export function buildMiddlewaresOnce(strapi: Core.Strapi): void {
  const registry = strapi.get('middlewares') as { extend(uid: string, fn: (factory: Factory) => Factory): unknown };
  registry.extend('strapi::logger', logger);
  registry.extend('strapi::security', security);
  registry.extend('strapi::body', body);
  registry.extend('strapi::session', session);
}

interface Layer {
  methods: string[];
  stack: Array<(ctx: Context, next: Next) => unknown>;
}

interface Matched {
  path: Layer[];
  pathAndMethod: Layer[];
  route: boolean;
}

/**
 * Strapi mounts every API's router, and each adds its own copy of koa-router's `allowedMethods`
 * on its prefix, so a request to /api passes through some 45 of them before its route (a closure,
 * an array copy and a promise each, about half of what a cached getuserstock call allocates).
 * They are identical (the default methods, no options) and all do one thing after the route has
 * answered: when the status is still unset or 404, set OPTIONS' 200, a 405 or a 501 with an Allow
 * header built from `ctx.matched`. The first to run does it and the others find the status set,
 * and Strapi's server runs one more copy after the router anyway (`app.use(router.allowedMethods())`),
 * which reads the same `ctx.matched`. So these copies are left out of a request's chain: the
 * answers are the same (tests/api/hardening-perimeter.spec.ts checks OPTIONS, 405 and 501).
 */
const isAllowedMethodsCopy = (layer: Layer) =>
  layer.methods.length === 0 && layer.stack.length === 1 && layer.stack[0].name === 'allowedMethods';

/** Paths whose route matching is remembered: the API's and the panel's fixed paths, and then some. */
const MATCHES_KEPT = 1000;

/**
 * Strapi's one router tests a request's path against every route's pattern, the panel's and
 * every plugin's included, several hundred regular expressions per request (about 25 µs with
 * koa-router's debug calls). The routes are fixed once the server listens, and a pattern test
 * has no state, so the layers that match a method and path are remembered (the oldest forgotten
 * past MATCHES_KEPT; a copy handed out each time, as koa-router's callers extend the arrays),
 * without the copies of allowedMethods (above). In register(): the router exists, its routes are
 * added when the server starts listening.
 */
export function rememberRouteMatches(strapi: Core.Strapi): void {
  // @koa/router ships no types (Strapi's name its router, as any): this is the method wrapped.
  const router: { match(path: string, method: string): Matched } = strapi.server.router;
  const strapis = router.match.bind(router);
  const match = (path: string, method: string): Matched => {
    const matched = strapis(path, method);
    return { ...matched, pathAndMethod: matched.pathAndMethod.filter((layer) => !isAllowedMethodsCopy(layer)) };
  };
  const kept = new Map<string, Matched>();
  router.match = (path, method) => {
    // A long path (up to the 16 KB of headers) is matched anew rather than kept.
    if (path.length > 200) return match(path, method);
    const key = `${method} ${path}`;
    let m = kept.get(key);
    if (!m) {
      m = match(path, method);
      if (kept.size >= MATCHES_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, m);
    }
    return { path: [...m.path], pathAndMethod: [...m.pathAndMethod], route: m.route };
  };
}
