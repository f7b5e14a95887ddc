/** The documented account routes; who may call each is one of route-auth's three. */
import type { Context } from 'koa';
import { ACCOUNT_ALERTS_PATH, ACCOUNT_PERFORMANCE_PATH, ACCOUNT_SEEN_PATH, isAdministrator } from 'contracts';
import { bodyAccount, loginProtection, rateLimit, signedInAccount } from '../../../lib/rate-limit';
import { requestToken } from '../../../lib/http';
import { accessTokens } from '../../access-token/services/access-token';
import { administrators, anonymous, signedIn } from '../../access-token/route-auth';

/** An administrator adding users (Add New User) is not a signup flood (signup itself is anonymous). */
const isAdminCall = async (ctx: Context) => {
  const raw = requestToken(ctx);
  const token = raw ? await accessTokens(strapi).resolve(raw, 'session') : null;
  return isAdministrator(token?.user);
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
export default {
  routes: [
    { method: 'POST', path: '/GWSUsers/login', handler: `${C}.login`, config: anonymous(loginLimits) },
    { method: 'POST', path: '/GWSUsers/logout', handler: `${C}.logout`, config: signedIn() },
    {
      method: 'POST',
      path: '/GWSUsers/reset',
      handler: `${C}.reset`,
      config: anonymous([rateLimit({ name: 'reset', points: 5, duration: 900, account: byEmail, accountPoints: 3 })]),
    },
    {
      method: 'POST',
      path: '/GWSUsers/reset-password',
      handler: `${C}.resetPassword`,
      config: anonymous([rateLimit({ name: 'reset-password', points: 20, duration: 900 })]),
    },
    // The old password is checked: a stolen session must not become a password-guessing oracle.
    {
      method: 'POST',
      path: '/GWSUsers/change-password',
      handler: `${C}.changePassword`,
      config: signedIn([rateLimit({ name: 'change-password', points: 20, duration: 900, account: signedInAccount, accountPoints: 5 })]),
    },
    { method: 'POST', path: '/GWSUsers/getuserstock', handler: `${C}.getuserstock`, config: signedIn() },
    { method: 'POST', path: '/GWSUsers/preferences', handler: `${C}.preferences`, config: signedIn() },
    { method: 'POST', path: ACCOUNT_SEEN_PATH, handler: `${C}.seen`, config: signedIn() },
    { method: 'POST', path: ACCOUNT_ALERTS_PATH, handler: `${C}.alerts`, config: signedIn() },
    { method: 'POST', path: ACCOUNT_PERFORMANCE_PATH, handler: `${C}.performance`, config: signedIn() },
    {
      method: 'POST',
      path: '/GWSUsers',
      handler: `${C}.signup`,
      config: anonymous([rateLimit({ name: 'signup', points: 10, duration: 3600, skip: isAdminCall })]),
    },
    { method: 'GET', path: '/GWSUsers', handler: `${C}.find`, config: administrators() },
    { method: 'GET', path: '/GWSUsers/:id', handler: `${C}.findOne`, config: signedIn() },
  ],
};
