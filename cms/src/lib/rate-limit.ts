/**
 * Per-route rate limits (rate-limiter-flexible: in memory on SQLite, where the CMS is one process;
 * in the `rate_limits` table on PostgreSQL, so every instance spends from the same buckets). Over
 * a limit: 429 with Retry-After and the API's one error shape.
 *
 * - `rateLimit`: every call spends a point from the client's bucket and, where the call names an
 *   account, from that account's bucket too. One middleware instance is one set of buckets, so
 *   routes that must share a budget use the same instance (`leadCalls`).
 * - `loginProtection`: rate-limiter-flexible's documented login-endpoint pattern. Only failures
 *   count: consecutive failures per account+client (a success resets them) and failures per
 *   client per day. A stranger typing wrong passwords for someone's email blocks only their own
 *   address, never the account's owner on theirs.
 *
 * Clients are keyed by IP as trusted proxies report it (lib/client-address.ts); IPv6 clients by their /64
 * (one subscriber line gets a whole /64, so single addresses would cost an attacker nothing).
 * Every limit is multiplied by `RATE_LIMIT_FACTOR` (config/rate-limits.ts validates it).
 */
import type { Context } from 'koa';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LEAD_CALL_BUDGET } from 'contracts';
import { clientIp, errors } from './http';
import { onPostgres, RATE_LIMIT_TABLE } from './shared-store';

type Middleware = (ctx: Context, next: () => Promise<unknown>) => Promise<unknown>;

/** The middlewares below, so the API's description can say which routes may answer 429 (api-docs/router-table.ts). */
const limiters = new WeakSet<object>();
const limiting = (middleware: Middleware): Middleware => (limiters.add(middleware), middleware);
/** Whether a route middleware is one of this file's limits (a call through it may answer 429). */
export const isRateLimit = (middleware: unknown): boolean => typeof middleware === 'function' && limiters.has(middleware);

/** Multiplies every limit; read when a limiter is first used (config is loaded by then). */
const factor = (): number => strapi.config.get('rate-limits.factor', 1) as number;

/** Whether a limiter already sweeps the shared table's expired rows (one sweep per instance is enough). */
let sweeping = false;

/**
 * A limiter created on first use (the database is up by then), with its points scaled by
 * RATE_LIMIT_FACTOR. On PostgreSQL its buckets are rows of the shared table (keys carry the
 * limiter's prefix), spent with one atomic upsert each, so instances count together.
 */
function lazyLimiter(keyPrefix: string, points: number, duration: number, blockDuration = 0): () => RateLimiterAbstract {
  let limiter: RateLimiterAbstract | null = null;
  return () => {
    if (limiter) return limiter;
    const opts = { keyPrefix, points: Math.max(1, Math.ceil(points * factor())), duration, blockDuration };
    if (!onPostgres(strapi)) return (limiter = new RateLimiterMemory(opts));
    limiter = new RateLimiterPostgres({
      ...opts,
      storeClient: strapi.db.connection,
      storeType: 'knex',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: !sweeping,
    });
    sweeping = true;
    return limiter;
  };
}

/**
 * Expands an IPv6 address (`::` shorthand, embedded IPv4 tail, zone id) into its eight 16-bit
 * groups, or null. Written here because no IP library is a declared dependency of the CMS and the
 * lockfile is shared; its cases are in lib/__tests__/rate-limit.test.ts.
 */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split('%')[0].toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) text = `${text.slice(0, v4.index)}${((+v4[1] << 8) | +v4[2]).toString(16)}:${((+v4[3] << 8) | +v4[4]).toString(16)}`;
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array(Math.max(fill, 0)).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) && fill >= 0 ? groups : null;
}

/**
 * The bucket key of a client: its IPv4 address, or its IPv6 /64 prefix (IPv4-mapped IPv6
 * addresses count as the IPv4 client they are).
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const requestClient = (ctx: Context): string => clientKey(clientIp(ctx));

/** The 429 for a refused call, with Retry-After in whole seconds. */
function tooMany(ctx: Context, res: RateLimiterRes): Error {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  ctx.set('Retry-After', String(seconds));
  return new errors.RateLimitError(`Too many requests. Please try again in ${seconds} seconds.`, { retryAfter: seconds });
}

/** Spends a point of each key; a refusal becomes the 429. */
async function consumeAll(ctx: Context, spends: [RateLimiterAbstract, string][]): Promise<void> {
  try {
    for (const [limiter, key] of spends) await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw tooMany(ctx, res);
    throw res;
  }
}

/** The account a call names in a body field (an email), normalised as the account is stored. */
export const bodyAccount =
  (field: string) =>
  (ctx: Context): string | null => {
    const value = ctx.request.body?.[field];
    // No stored email is longer or holds control characters; PostgreSQL's text refuses NUL.
    const account =
      typeof value === 'string'
        ? value
            .replace(/\p{Cc}/gu, '')
            .trim()
            .toLowerCase()
            .slice(0, 254)
        : '';
    return account || null;
  };

/**
 * An account's key as stored: a key is text, which PostgreSQL (the shared store) refuses with a NUL
 * byte, so no control characters; nothing left is no account bucket (the client's still counts).
 */
export const accountKey = (account: string | null | undefined): string | null => account?.replace(/\p{Cc}/gu, '') || null;

/** The signed-in user (the auth strategy has set it before route middlewares run). */
export const signedInAccount = (ctx: Context): string | null => (ctx.state.appUser?.id ? `user:${ctx.state.appUser.id}` : null);

interface Options {
  name: string;
  /** Calls allowed per window, per client. */
  points: number;
  /** Window in seconds. */
  duration: number;
  /** Calls allowed per window per account, the account being what `account` answers. */
  accountPoints?: number;
  account?: (ctx: Context) => string | null;
  /** Calls that need no limit (e.g. an administrator adding users). */
  skip?: (ctx: Context) => Promise<boolean>;
}

export function rateLimit(opts: Options): Middleware {
  const byClient = lazyLimiter(`${opts.name}:ip`, opts.points, opts.duration);
  const byAccount = lazyLimiter(`${opts.name}:acct`, opts.accountPoints ?? opts.points, opts.duration);
  return limiting(async (ctx, next) => {
    if (opts.skip && (await opts.skip(ctx))) return next();
    const account = accountKey(opts.account?.(ctx));
    await consumeAll(ctx, [
      [byClient(), requestClient(ctx)],
      ...(account ? [[byAccount(), account] as [RateLimiterAbstract, string]] : []),
    ]);
    return next();
  });
}

/**
 * A budget per key that a workflow spends itself, where only it knows the key and whether the call
 * costs anything (e.g. grievance acknowledgements per address, spent only by a grievance). Same
 * stores as the route limits, so instances count together on PostgreSQL.
 */
export function keyBudget(name: string, points: number, duration: number) {
  const limiter = lazyLimiter(name, points, duration);
  return {
    /** Spends a point of `key`: null, or the whole seconds until one comes back when none is left. */
    async spend(key: string): Promise<number | null> {
      try {
        await limiter().consume(key);
        return null;
      } catch (res) {
        if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        throw res;
      }
    },
    /** Gives a point back (the call turned out to cost nothing, e.g. a repeat). */
    async giveBack(key: string): Promise<void> {
      await limiter().reward(key, 1);
    },
    /** Forgets what `key` spent (a success after failures starts the count again, as a login's does). */
    async clear(key: string): Promise<void> {
      await limiter().delete(key);
    },
  };
}

/** The 429 of a spent key budget, with its Retry-After. */
export function budgetSpent(ctx: Context, message: string, retryAfter: number): Error {
  ctx.set('Retry-After', String(retryAfter));
  return new errors.RateLimitError(message, { retryAfter });
}

/**
 * The five lead calls share one budget per client, so a flood cannot switch forms to get more:
 * sendContactUsDetails (cms/src/api/lead/routes/01-messages.ts), Leads/free-report
 * (cms/src/api/lead/routes/02-free-report.ts), addusertomailchimp
 * (cms/src/api/newsletter-subscriber/routes/01-newsletter.ts), WhatsappLeads
 * (cms/src/api/whatsapp-lead/routes/01-whatsapp-leads.ts) and QuestionnaireAnswers
 * (cms/src/api/questionnaire-answer/routes/01-questionnaire-answers.ts).
 */
export const leadCalls = rateLimit({ name: 'leads', points: LEAD_CALL_BUDGET.points, duration: LEAD_CALL_BUDGET.durationSeconds });

interface LoginOptions {
  name: string;
  /** Consecutive failures allowed per account+client before it is blocked for `blockSeconds`. */
  consecutiveFailures: number;
  blockSeconds: number;
  /** Failures allowed per client per day (then blocked for a day). */
  dailyFailuresPerClient: number;
  /** The account the call names. */
  account: (ctx: Context) => string | null;
}

/** A login that did not authenticate answers 401 (bad input is a 400 and costs nothing). */
const failedLogin = (status: number): boolean => status === 401;

/**
 * rate-limiter-flexible's "login endpoint protection": only failures count, per account+client
 * (consecutive: a success deletes the key) and per client per day. The point is spent BEFORE the
 * password is checked and given back unless the login failed, so guesses sent in parallel each
 * pay first: sixty at once get no further than ten one after the other.
 */
export function loginProtection(opts: LoginOptions): Middleware {
  const consecutive = lazyLimiter(`${opts.name}:consecutive`, opts.consecutiveFailures, 24 * 3600, opts.blockSeconds);
  const daily = lazyLimiter(`${opts.name}:daily`, opts.dailyFailuresPerClient, 24 * 3600, 24 * 3600);
  return limiting(async (ctx, next) => {
    const client = requestClient(ctx);
    const account = accountKey(opts.account(ctx));
    const pairKey = account ? `${account}_${client}` : null;
    const spends: [RateLimiterAbstract, string][] = [
      [daily(), client],
      ...(pairKey ? [[consecutive(), pairKey] as [RateLimiterAbstract, string]] : []),
    ];
    await consumeAll(ctx, spends);
    /** Not a failed login: the daily point comes back; a success also clears the consecutive count. */
    const settle = async (status: number) => {
      if (failedLogin(status)) return;
      await daily().reward(client, 1);
      if (pairKey) {
        if (status < 400) await consecutive().delete(pairKey);
        else await consecutive().reward(pairKey, 1);
      }
    };
    try {
      await next();
    } catch (err) {
      await settle((err as { status?: number } | null)?.status ?? 500);
      throw err;
    }
    await settle(ctx.status);
    return undefined;
  });
}
