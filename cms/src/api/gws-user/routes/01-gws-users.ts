/**
 * The documented account routes. auth: false hands authentication to our own token policy
 * (global::authenticated); every route states its policies explicitly.
 */
import type { Context } from 'koa';
import { bodyAccount, loginProtection, rateLimit, signedInAccount } from '../../../lib/rate-limit';
import { requestToken } from '../../../lib/http';

/** An administrator adding users (Add New User) is not a signup flood. */
const isAdminCall = async (ctx: Context) => {
  const raw = requestToken(ctx);
  const token = raw ? await strapi.service('api::access-token.access-token').resolve(raw, 'session') : null;
  return token?.user?.admin === 999;
};

const C = 'api::gws-user.gws-user';
const byEmail = bodyAccount('email');

/**
 * Login: a flood limit on every call, then the login-protection pattern on failures: 10
 * consecutive failures per email+client block that pair for an hour (a success resets it), 50
 * failures per client block that client for a day.
 */
const loginLimits = [
  rateLimit({ name: 'login', points: 60, duration: 60 }),
  loginProtection({ name: 'login-failures', consecutiveFailures: 10, blockSeconds: 3600, dailyFailuresPerClient: 50, account: byEmail }),
];
const user = { auth: false as const, policies: ['global::authenticated'] };
const admin = { auth: false as const, policies: ['global::authenticated', 'global::is-admin'] };
const open = (middlewares: unknown[] = []) => ({ auth: false as const, policies: [], middlewares });

export default {
  routes: [
    { method: 'POST', path: '/GWSUsers/login', handler: `${C}.login`, config: open(loginLimits) },
    { method: 'POST', path: '/GWSUsers/logout', handler: `${C}.logout`, config: user },
    { method: 'POST', path: '/GWSUsers/reset', handler: `${C}.reset`, config: open([rateLimit({ name: 'reset', points: 5, duration: 900, account: byEmail, accountPoints: 3 })]) },
    { method: 'POST', path: '/GWSUsers/reset-password', handler: `${C}.resetPassword`, config: open([rateLimit({ name: 'reset-password', points: 20, duration: 900 })]) },
    // The old password is checked: a stolen session must not become a password-guessing oracle.
    { method: 'POST', path: '/GWSUsers/change-password', handler: `${C}.changePassword`, config: { ...user, middlewares: [rateLimit({ name: 'change-password', points: 20, duration: 900, account: signedInAccount, accountPoints: 5 })] } },
    { method: 'POST', path: '/GWSUsers/getuserstock', handler: `${C}.getuserstock`, config: user },
    { method: 'POST', path: '/GWSUsers', handler: `${C}.signup`, config: open([rateLimit({ name: 'signup', points: 10, duration: 3600, skip: isAdminCall })]) },
    { method: 'GET', path: '/GWSUsers', handler: `${C}.find`, config: admin },
    { method: 'GET', path: '/GWSUsers/:id', handler: `${C}.findOne`, config: user },
  ],
};
