/**
 * /api/GWSUsers: the documented account calls (spec §7) with server-side rules: tokens,
 * ownership, admin-only lists, validation, and password reset by mail.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { bodyOf, errors, forbidden, idParam, jsonParam, rules, unauthorized, validate, yup } from '../../../lib/http';
import { firmDetails, layoutMail, sendMail } from '../../../lib/mailer';
import { publicUser } from '../services/gws-user';
import { forgetUserTokens } from '../../access-token/services/access-token';
import { cachedJson, sendJson } from '../../../lib/cache';
import { todayInFirm } from '../../../lib/dates';
import { isUniqueViolation } from '../../../lib/db';

const USER = 'plugin::users-permissions.user';
const svc = (strapi: Core.Strapi) => strapi.service('api::gws-user.gws-user') as any;
const tokens = (strapi: Core.Strapi) => strapi.service('api::access-token.access-token') as any;

const signupSchema = yup.object({
  first_name: rules.name('First Name'),
  last_name: rules.name('Last Name'),
  email: rules.email(),
  phone: rules.phone(),
  password: rules.password(),
});
const loginSchema = yup.object({ email: yup.string().trim().required('E-mail is required').max(254), password: yup.string().required('Password is required.').max(128) });
const changeSchema = yup.object({ oldPassword: yup.string().required('Enter all the required information').max(128), newPassword: rules.password() });
const resetSchema = yup.object({ email: rules.email() });
const newPasswordSchema = yup.object({ newPassword: rules.password() });
const listWhereSchema = yup.object({
  paid: yup.boolean().strict().typeError('paid must be true or false.'),
  search: yup.string().trim().max(100, 'search is too long.'),
});

/** May the signed-in user read this user's data? Themselves, or an administrator. */
function assertSelfOrAdmin(ctx: any, userId: number) {
  const me = ctx.state.appUser;
  if (me.id !== userId && me.admin !== 999) throw forbidden('You can only access your own account.');
}

function includesSubscription(filter: any): boolean {
  const include = filter?.include;
  return include === 'subscription' || (Array.isArray(include) && include.includes('subscription'));
}

/**
 * A bcrypt hash (cost 10, as users-permissions hashes) of a random secret nobody knows: login
 * compares against it when the account does not exist or has no password.
 */
const DUMMY_HASH = '$2a$10$gKAD7sCIjF/NOc/1a8anfu3e1fMEc7AfpM0Sjj21OCah9blzRpLMu';

/** The reset link by mail, when the email belongs to an active account (runs after the answer). */
async function sendResetMail(strapi: Core.Strapi, email: string): Promise<void> {
  const user = await svc(strapi).findByEmail(email);
  if (!user || user.blocked) return;
  await tokens(strapi).revokeAllForUser(user.id, { kind: 'reset' });
  const { raw, record } = await tokens(strapi).issue(user.id, 'reset');
  const origin = (process.env.SITE_ORIGIN || 'http://127.0.0.1:8000').replace(/\/$/, '');
  const url = `${origin}/reset-password?access_token=${encodeURIComponent(raw)}`;
  const firm = await firmDetails(strapi);
  const minutes = Math.round(record.ttl / 60);
  const { text, html } = layoutMail(firm, {
    heading: 'Reset your password',
    paragraphs: [`Hello ${user.first_name || ''},`.replace(' ,', ','), `We received a request to reset the password of your ${firm.firmName} account. Use the button below to choose a new password. The link works once and expires in ${minutes} minutes.`],
    button: { label: 'Choose a new password', url },
    after: ['If you did not ask for this, you can ignore this email: your password stays as it is.'],
  });
  await sendMail({ from: `${firm.firmName} <${firm.supportEmail}>`, to: user.email, subject: `Reset your ${firm.firmName} password`, text, html });
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async signup(ctx: Context) {
    // A client-sent `admin` is ignored: only the schema's fields pass (stripUnknown).
    const input = await validate(signupSchema, bodyOf(ctx));
    if (await svc(strapi).findByEmail(input.email)) throw new errors.ApplicationError('Email already exists.');
    // A racing signup with the same email gets past the check above: the unique index refuses it.
    const user = await svc(strapi).create(input).catch((err: unknown) => {
      throw isUniqueViolation(err) ? new errors.ApplicationError('Email already exists.') : err;
    });
    ctx.body = publicUser(user);
  },

  async login(ctx: Context) {
    const { email, password } = await validate(loginSchema, bodyOf(ctx));
    const user = await strapi.db.query(USER).findOne({ where: { email: email.toLowerCase() } });
    // The same bcrypt work whether or not the account exists: no discovery by timing.
    const matches = await strapi.plugin('users-permissions').service('user').validatePassword(password, user?.password || DUMMY_HASH);
    const ok = matches && user?.password && !user.blocked;
    if (!ok) throw unauthorized('Incorrect Credentials');
    const { raw, record } = await tokens(strapi).issue(user.id, 'session');
    ctx.body = { id: raw, ttl: record.ttl, created: new Date(record.createdAt).toISOString(), userId: user.id };
  },

  async logout(ctx: Context) {
    await tokens(strapi).revoke(ctx.state.appToken.id);
    ctx.status = 204;
  },

  async findOne(ctx: Context) {
    const id = idParam(ctx.params.id);
    assertSelfOrAdmin(ctx, id);
    const withSub = includesSubscription(jsonParam(ctx.query.filter, 'filter'));
    const user = await svc(strapi).findById(id, withSub);
    if (!user) throw new errors.NotFoundError('User not found.');
    ctx.body = publicUser(user, withSub);
  },

  /**
   * Admin users list: the spec's plain array, paged on the server (filter.limit/skip, the total in
   * X-Total-Count) and filtered on the server (filter.where: {paid, search}).
   */
  async find(ctx: Context) {
    const filter = jsonParam(ctx.query.filter, 'filter') ?? {};
    if (typeof filter !== 'object' || Array.isArray(filter)) throw new errors.ValidationError('filter must be a JSON object.');
    const limit = filter.limit === undefined ? undefined : Math.min(idParam(filter.limit, 'filter.limit'), 1000);
    const skip = filter.skip === undefined ? 0 : Number.isSafeInteger(filter.skip) && filter.skip >= 0 ? filter.skip : idParam(filter.skip, 'filter.skip');
    const rawWhere = filter.where ?? {};
    if (typeof rawWhere !== 'object' || Array.isArray(rawWhere)) throw new errors.ValidationError('filter.where must be a JSON object.');
    const unknown = Object.keys(rawWhere).find((k) => !(k in listWhereSchema.fields));
    if (unknown) throw new errors.ValidationError(`filter.where.${unknown} is not supported (paid, search).`);
    const where = await validate(listWhereSchema, rawWhere);
    const withSub = includesSubscription(filter);
    const whereKey = JSON.stringify(where);
    const total = JSON.parse(await cachedJson(`users:count:${whereKey}`, () => svc(strapi).count(where)));
    ctx.set('X-Total-Count', String(total));
    sendJson(ctx, await cachedJson(`users:${whereKey}:${withSub}:${skip}:${limit ?? 'all'}`, async () => {
      const users = await svc(strapi).list(where, { skip, limit }, withSub);
      return users.map((u: any) => publicUser(u, withSub));
    }));
  },

  async getuserstock(ctx: Context) {
    const id = idParam(bodyOf(ctx).id);
    assertSelfOrAdmin(ctx, id);
    // Cached per user and day (a subscription's activity depends on the date); writes bump it.
    const body = await cachedJson(`stocks:${id}:${todayInFirm()}`, async () => {
      if (!(await svc(strapi).findById(id))) return null;
      return svc(strapi).entitlement(id);
    });
    if (body === 'null') throw new errors.NotFoundError('User not found.');
    sendJson(ctx, body);
  },

  async changePassword(ctx: Context) {
    const { oldPassword, newPassword } = await validate(changeSchema, bodyOf(ctx));
    const me = await strapi.db.query(USER).findOne({ where: { id: ctx.state.appUser.id } });
    const ok = await strapi.plugin('users-permissions').service('user').validatePassword(oldPassword, me.password);
    if (!ok) throw new errors.ValidationError('Old password is incorrect.');
    await strapi.plugin('users-permissions').service('user').edit(me.id, { password: newPassword });
    // Keep this session, end every other one.
    await tokens(strapi).revokeAllForUser(me.id, { exceptId: ctx.state.appToken.id });
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
      sendResetMail(strapi, email).catch((err) => strapi.log.error(`[reset] could not send a reset mail: ${(err as Error).message}`));
    });
  },

  async resetPassword(ctx: Context) {
    const raw = typeof ctx.query.access_token === 'string' ? ctx.query.access_token : (ctx.request.header.authorization || '').replace(/^Bearer\s+/i, '');
    const token = raw ? await tokens(strapi).resolve(raw, 'reset') : null;
    if (!token) throw unauthorized('This reset link is invalid or has expired.');
    const { newPassword } = await validate(newPasswordSchema, bodyOf(ctx));
    await strapi.db.transaction(async () => {
      // Single use even when calls race: the one that spends the link sets the password.
      if (!(await tokens(strapi).consume(token.id))) throw unauthorized('This reset link is invalid or has expired.');
      await strapi.plugin('users-permissions').service('user').edit(token.user.id, { password: newPassword });
      // Every session ends.
      await tokens(strapi).revokeAllForUser(token.user.id);
    });
    // Again once committed: a lookup that ran between the revocation and the commit read the
    // sessions as still live (PostgreSQL, read committed) and must not keep them cached.
    forgetUserTokens(token.user.id);
    ctx.status = 204;
  },
});
