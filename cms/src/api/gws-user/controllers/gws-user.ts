/**
 * /api/GWSUsers: the documented account calls with server-side rules: tokens,
 * ownership, admin-only lists, validation, and password reset by mail.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  ALERT_HISTORY_LIMIT,
  alertHistoryRequestSchema,
  alertPreferencesRequestSchema,
  changePasswordRequestSchema as changeSchema,
  isAdministrator,
  loginRequestSchema as loginSchema,
  resetPasswordRequestSchema as newPasswordSchema,
  resetRequestSchema as resetSchema,
  performanceRequestSchema,
  seenRequestSchema,
  signupRequestSchema as signupSchema,
} from 'contracts';
import { bodyOf, errors, forbidden, idParam, jsonParam, unauthorized, validate, yup, type LoopBackFilter } from '../../../lib/http';
import { appUsers } from '../services/gws-user';
import { publicUser, type AppUser } from '../users';
import { accessTokens } from '../../access-token/services/access-token';
import { subscriptions } from '../../subscription/services/subscription';
import { cachedAnswer, cachedJson, sendJson } from '../../../lib/cache';
import { todayInFirm } from '../../../lib/dates';
import { isDuplicateRefused } from '../../../lib/db';
import { sendPasswordReset } from '../password-reset';
import { linkWindow, withReportLinks } from '../../report/links';
import { mailPreferences } from '../../mail-preference/services/mail-preference';
import { alertHistory } from '../../alert-delivery/history';
import { withNewsMarks } from '../news';
import { callPerformances } from '../../call-performance/services/call-performance';
import { adminRows } from '../admin-rows';
import { sessionAnswer } from '../session-answer';
import { mfa, mfaEnrolled } from '../services/mfa';

/** getuserstock's cached answer for a user that does not exist. */
const NULL = Buffer.from('null');

export const listWhereSchema = yup.object({
  paid: yup.boolean().strict().typeError('paid must be true or false.'),
  search: yup.string().trim().max(100, 'search is too long.'),
});

/** May the signed-in user read this user's data? Themselves, or an administrator. */
function assertSelfOrAdmin(ctx: Context, userId: number) {
  const me: AppUser = ctx.state.appUser;
  if (me.id !== userId && !isAdministrator(me)) throw forbidden('You can only access your own account.');
}

function includesSubscription(filter: { include?: unknown } | undefined): boolean {
  const include = filter?.include;
  return include === 'subscription' || (Array.isArray(include) && include.includes('subscription'));
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async signup(ctx: Context) {
    // A client-sent `admin` is ignored: only the schema's fields pass (stripUnknown).
    const input = await validate(signupSchema, bodyOf(ctx));
    if (await appUsers(strapi).findByEmail(input.email)) throw new errors.ApplicationError('Email already exists.');
    // A racing signup with the same email gets past the check above: Strapi's validator or the
    // unique index refuses it, and it gets the same answer.
    const user = await appUsers(strapi)
      .create(input)
      .catch((err: unknown) => {
        throw isDuplicateRefused(err) ? new errors.ApplicationError('Email already exists.') : err;
      });
    ctx.body = publicUser(user);
  },

  /** An enrolled account answers the second step's challenge instead of a session (services/mfa.ts). */
  async login(ctx: Context) {
    const { email, password } = await validate(loginSchema, bodyOf(ctx));
    const user = await appUsers(strapi).withCredentials(email, password);
    if (!user) throw unauthorized('Incorrect Credentials');
    ctx.body = mfaEnrolled(user)
      ? { mfaRequired: true, mfaToken: await mfa(strapi).challenge(user.id) }
      : await sessionAnswer(strapi, user);
  },

  async logout(ctx: Context) {
    await accessTokens(strapi).revoke(ctx.state.appToken.id);
    ctx.status = 204;
  },

  async findOne(ctx: Context) {
    const id = idParam(ctx.params.id);
    assertSelfOrAdmin(ctx, id);
    const withSub = includesSubscription(jsonParam(ctx.query.filter, 'filter') as LoopBackFilter | undefined);
    const user = await appUsers(strapi).findById(id, withSub);
    if (!user) throw new errors.NotFoundError('User not found.');
    ctx.body = publicUser(user, withSub);
  },

  /**
   * Admin users list: a plain array, as the app reads it, paged on the server (filter.limit/skip, the total in
   * X-Total-Count) and filtered on the server (filter.where: {paid, search}); each user with their KYC (masked) and open cancellation request.
   */
  async find(ctx: Context) {
    const parsed = jsonParam(ctx.query.filter, 'filter') ?? {};
    if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new errors.ValidationError('filter must be a JSON object.');
    const filter = parsed as LoopBackFilter;
    const limit = filter.limit === undefined ? undefined : Math.min(idParam(filter.limit, 'filter.limit'), 1000);
    const skip =
      filter.skip === undefined
        ? 0
        : typeof filter.skip === 'number' && Number.isSafeInteger(filter.skip) && filter.skip >= 0
          ? filter.skip
          : idParam(filter.skip, 'filter.skip');
    const rawWhere = filter.where ?? {};
    if (typeof rawWhere !== 'object' || Array.isArray(rawWhere)) throw new errors.ValidationError('filter.where must be a JSON object.');
    const unknown = Object.keys(rawWhere).find((k) => !(k in listWhereSchema.fields));
    if (unknown) throw new errors.ValidationError(`filter.where.${unknown} is not supported (paid, search).`);
    const where = await validate(listWhereSchema, rawWhere);
    const withSub = includesSubscription(filter);
    const whereKey = JSON.stringify(where);
    const total = JSON.parse(await cachedJson(`users:count:${whereKey}`, () => appUsers(strapi).count(where)));
    ctx.set('X-Total-Count', String(total));
    await sendJson(
      ctx,
      await cachedAnswer(`users:${whereKey}:${withSub}:${skip}:${limit ?? 'all'}`, async () => {
        const users = await appUsers(strapi).list(where, { skip, limit }, withSub);
        return adminRows(strapi, users, withSub);
      }),
    );
  },

  async getuserstock(ctx: Context) {
    const id = idParam(bodyOf(ctx).id);
    assertSelfOrAdmin(ctx, id);
    // Cached per user and day (a subscription's activity depends on the date) and per window of the
    // signed report links it carries (report/links.ts); writes bump it.
    const today = todayInFirm();
    const now = Math.floor(Date.now() / 1000);
    // The news marks depend on the user's seen mark: marking seen writes the user, which bumps the cache.
    const body = await cachedAnswer(`stocks:${id}:${today}:${linkWindow(now)}`, async () => {
      const asOf = new Date();
      const lastSeenAt = await appUsers(strapi).lastSeen(id);
      if (lastSeenAt === undefined) return null;
      const answer = await subscriptions(strapi).entitlement(id, today);
      return withNewsMarks({ ...answer, stocks: withReportLinks(strapi, answer.stocks, id, now) }, lastSeenAt, asOf);
    });
    if (body.equals(NULL)) throw new errors.NotFoundError('User not found.');
    await sendJson(ctx, body);
  },

  /**
   * The track record of the calls the user's subscription opens (getuserstock's rule), against its
   * plan's benchmark: their cached figures summed, cached per user and day like getuserstock (a
   * recomputation writes the figures, which drops it). A user without a running subscription: no calls.
   */
  async performance(ctx: Context) {
    const { id } = await validate(performanceRequestSchema, bodyOf(ctx));
    assertSelfOrAdmin(ctx, id);
    const today = todayInFirm();
    const body = await cachedAnswer(`performance:${id}:${today}`, async () => {
      if (!(await appUsers(strapi).exists(id))) return null;
      const { stockIds, benchmark } = await subscriptions(strapi).entitledCalls(id, today);
      return callPerformances(strapi).answer(stockIds, benchmark);
    });
    if (body.equals(NULL)) throw new errors.NotFoundError('User not found.');
    await sendJson(ctx, body);
  },

  /**
   * Alert kinds on or off and the phone consent: `{ id }` reads them, `{ id, alerts: { calls: false } }`
   * sets the kinds it names, `{ id, phoneAlerts: true }` gives the consent (false withdraws it).
   */
  async preferences(ctx: Context) {
    const { id, alerts, phoneAlerts } = await validate(alertPreferencesRequestSchema, bodyOf(ctx));
    assertSelfOrAdmin(ctx, id);
    const answer =
      alerts || phoneAlerts !== undefined
        ? await mailPreferences(strapi).set(id, alerts, phoneAlerts)
        : await mailPreferences(strapi).get(id);
    if (!answer) throw new errors.NotFoundError('User not found.');
    ctx.body = answer;
  },

  /**
   * The subscriber has seen their news: the seen mark moves to `seenAt` (the `asOf` of the answer
   * they looked at) or now. Explicit, not a side effect of getuserstock: a reload before the
   * subscriber looked keeps the marks.
   */
  async seen(ctx: Context) {
    const { id, seenAt } = await validate(seenRequestSchema, bodyOf(ctx));
    assertSelfOrAdmin(ctx, id);
    const now = new Date();
    const at = seenAt && Date.parse(seenAt) < now.getTime() ? new Date(seenAt) : now;
    const lastSeenAt = await appUsers(strapi).markSeen(id, at);
    if (lastSeenAt === undefined) throw new errors.NotFoundError('User not found.');
    ctx.body = { lastSeenAt: (lastSeenAt ?? at).toISOString() };
  },

  /** The subscriber's alerts, newest first, a page at a time. */
  async alerts(ctx: Context) {
    const { id, skip = 0, limit = ALERT_HISTORY_LIMIT } = await validate(alertHistoryRequestSchema, bodyOf(ctx));
    assertSelfOrAdmin(ctx, id);
    if (!(await appUsers(strapi).exists(id))) throw new errors.NotFoundError('User not found.');
    ctx.body = await alertHistory(strapi, id, { skip, limit });
  },

  async changePassword(ctx: Context) {
    const { oldPassword, newPassword } = await validate(changeSchema, bodyOf(ctx));
    const me: AppUser = ctx.state.appUser;
    // Keeps this session, ends every other one.
    if (!(await appUsers(strapi).changePassword(me.id, oldPassword, newPassword, ctx.state.appToken.id)))
      throw new errors.ValidationError('Old password is incorrect.');
    ctx.status = 204;
  },

  /**
   * Same answer, in the same time, whether or not the email exists (no account discovery): the
   * 204 goes out first, the lookup, token and mail happen afterwards with failures logged.
   */
  async reset(ctx: Context) {
    const { email } = await validate(resetSchema, bodyOf(ctx));
    ctx.status = 204;
    ctx.res.once('close', () => {
      sendPasswordReset(strapi, email).catch((err) => strapi.log.error(`[reset] could not send a reset mail: ${(err as Error).message}`));
    });
  },

  async resetPassword(ctx: Context) {
    const raw =
      typeof ctx.query.access_token === 'string'
        ? ctx.query.access_token
        : (ctx.request.header.authorization || '').replace(/^Bearer\s+/i, '');
    const token = raw ? await accessTokens(strapi).resolve(raw, 'reset') : null;
    if (!token) throw unauthorized('This reset link is invalid or has expired.');
    const { newPassword } = await validate(newPasswordSchema, bodyOf(ctx));
    // Single use even when calls race; every session ends.
    if (!(await appUsers(strapi).resetPassword(token, newPassword))) throw unauthorized('This reset link is invalid or has expired.');
    ctx.status = 204;
  },
});
