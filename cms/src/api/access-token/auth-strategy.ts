/**
 * The documented API's authentication as a Strapi content-API auth strategy: the app's revocable
 * access tokens (POST /api/GWSUsers/login), raw or `Bearer <token>` in Authorization, or
 * `?access_token=`. Routes opt in by naming it (see route-auth.ts); on every other route it steps
 * aside, so an app session never reaches Strapi's own content API.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { requestToken } from '../../lib/http';
import { accessTokens } from './services/access-token';
import { mfa } from '../gws-user/services/mfa';

export const APP_TOKEN_STRATEGY = 'app-access-token';

/** What a strategy's authenticate answers (Strapi's auth service reads these fields). */
interface AuthResult {
  authenticated: boolean;
  credentials?: unknown;
  error?: string;
}

/** Whether the matched route asks for this strategy by name. */
function routeNamesStrategy(ctx: Context): boolean {
  const auth = ctx.state.route?.config?.auth;
  return Boolean(auth && Array.isArray(auth.strategies) && auth.strategies.includes(APP_TOKEN_STRATEGY));
}

export function appTokenStrategy(strapi: Core.Strapi) {
  return {
    name: APP_TOKEN_STRATEGY,
    /** Sets state.appUser and state.appToken for the controllers; an error string becomes a 401 with that message. */
    async authenticate(ctx: Context): Promise<AuthResult> {
      if (!routeNamesStrategy(ctx)) return { authenticated: false };
      const raw = requestToken(ctx);
      if (!raw) return { authenticated: false, error: 'Authorization required.' };
      const token = await accessTokens(strapi).resolve(raw, 'session');
      if (!token) return { authenticated: false, error: 'Invalid or expired access token.' };
      // An administrator who must enrol first (ADMIN_MFA=required) acts as a subscriber until they
      // have: no admin power anywhere, and admin routes say why (policies/is-admin.ts).
      const mustEnrol = mfa(strapi).mustEnrol(token.user);
      ctx.state.appUser = mustEnrol ? { ...token.user, admin: 0 } : token.user;
      ctx.state.mfaEnrolmentRequired = mustEnrol;
      ctx.state.appToken = token;
      return { authenticated: true, credentials: token.user };
    },
    /** Any live session passes; what a role may do is for the route's policies (global::is-admin). */
    verify(auth: { credentials?: unknown } | undefined) {
      if (!auth?.credentials) throw new errors.UnauthorizedError();
    },
  };
}
