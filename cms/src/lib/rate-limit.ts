/**
 * Per-route rate limits (rate-limiter-flexible, in memory): every call spends a point from the
 * client IP's bucket and, where the call names an account (login, reset), from that
 * account's bucket too, so neither a botnet on one account nor one IP on many accounts gets
 * far. Over the limit: 429 with Retry-After.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientIp, errors } from './http';

interface Options {
  name: string;
  /** Calls allowed per window, per IP. */
  points: number;
  /** Window in seconds. */
  duration: number;
  /** Calls allowed per window per account (body field `accountField`). */
  accountPoints?: number;
  accountField?: string;
  /** Calls that need no limit (e.g. an administrator adding users). */
  skip?: (ctx: any) => Promise<boolean>;
}

const factor = () => Number(process.env.RATE_LIMIT_FACTOR || 1);

export function rateLimit(opts: Options) {
  const byIp = new RateLimiterMemory({ keyPrefix: `${opts.name}:ip`, points: Math.ceil(opts.points * factor()), duration: opts.duration });
  const byAccount = opts.accountField
    ? new RateLimiterMemory({ keyPrefix: `${opts.name}:acct`, points: Math.ceil((opts.accountPoints ?? opts.points) * factor()), duration: opts.duration })
    : null;
  return async (ctx: any, next: () => Promise<unknown>) => {
    if (opts.skip && (await opts.skip(ctx))) return next();
    try {
      await byIp.consume(clientIp(ctx));
      const account = byAccount && ctx.request.body && typeof ctx.request.body[opts.accountField!] === 'string'
        ? String(ctx.request.body[opts.accountField!]).trim().toLowerCase().slice(0, 254) : null;
      if (byAccount && account) await byAccount.consume(account);
    } catch (res) {
      if (res instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        ctx.set('Retry-After', String(seconds));
        throw new errors.RateLimitError(`Too many requests. Please try again in ${seconds} seconds.`, { retryAfter: seconds });
      }
      throw res;
    }
    return next();
  };
}
