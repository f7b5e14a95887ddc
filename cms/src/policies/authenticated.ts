import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { requestToken, unauthorized } from '../lib/http';

/**
 * The documented API's own authentication (its routes set auth: false): a revocable access
 * token, as issued by POST /api/GWSUsers/login. Sets state.appUser and state.appToken.
 */
export default async (policyContext: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }): Promise<boolean> => {
  const raw = requestToken(policyContext);
  if (!raw) throw unauthorized('Authorization required.');
  const token = await strapi.service('api::access-token.access-token').resolve(raw, 'session');
  if (!token) throw unauthorized('Invalid or expired access token.');
  policyContext.state.appUser = token.user;
  policyContext.state.appToken = token;
  return true;
};
