/**
 * /api/GWSUsers/mfa/* and /api/GWSUsers/login/mfa: two-factor sign-in (services/mfa.ts). Each
 * parses its body, calls the service once and shapes the answer; a 429 for too many wrong codes
 * carries Retry-After, as every rate limit's does.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { mfaCodeRequestSchema, mfaLoginRequestSchema } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { mfa } from '../services/mfa';
import { sessionAnswer } from '../session-answer';
import type { AppUser } from '../users';

/** Sets Retry-After from a refusal for too many wrong codes, then lets it through. */
async function withRetryAfter<T>(ctx: Context, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const retryAfter = (err as { details?: { retryAfter?: number } }).details?.retryAfter;
    if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
    throw err;
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async setup(ctx: Context) {
    const me: AppUser = ctx.state.appUser;
    ctx.body = await mfa(strapi).setup(me.id);
  },

  async enable(ctx: Context) {
    const { code } = await validate(mfaCodeRequestSchema, bodyOf(ctx));
    const me: AppUser = ctx.state.appUser;
    ctx.body = await withRetryAfter(ctx, mfa(strapi).enable(me.id, code));
  },

  async disable(ctx: Context) {
    const { code } = await validate(mfaCodeRequestSchema, bodyOf(ctx));
    const me: AppUser = ctx.state.appUser;
    await withRetryAfter(ctx, mfa(strapi).disable(me.id, code));
    ctx.status = 204;
  },

  async loginMfa(ctx: Context) {
    const { mfaToken, code } = await validate(mfaLoginRequestSchema, bodyOf(ctx));
    const user = await withRetryAfter(ctx, mfa(strapi).completeLogin(mfaToken, code));
    ctx.body = await sessionAnswer(strapi, user);
  },
});
