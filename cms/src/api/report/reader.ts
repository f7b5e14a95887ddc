/**
 * Who is downloading a report: the subscriber a signed link names (link-signature.ts), or the
 * signed-in user of an app token (Authorization or ?access_token=, as every call). A link used
 * with someone else's token is refused: it was passed on. No link and no token is a 401; a bad,
 * expired or foreign link a 403.
 */
import type { Core } from '@strapi/strapi';
import { REPORT_MESSAGES } from 'contracts';
import { forbidden, unauthorized } from '../../lib/http';
import { accessTokens } from '../access-token/services/access-token';
import { appUsers } from '../gws-user/services/gws-user';
import type { AppUser } from '../gws-user/users';
import { checkReportLink } from './link-signature';
import type { Reader } from './download';

/** The key download links are signed with: the instance's first APP_KEYS key (the same on every instance). */
export function linkKey(strapi: Core.Strapi): string {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  if (!keys?.[0]) throw new Error('APP_KEYS is not set: report download links cannot be signed');
  return keys[0];
}

const asReader = (u: AppUser): Reader => ({ id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name, admin: u.admin });

export async function resolveReader(
  strapi: Core.Strapi,
  reportId: number,
  query: { sig?: unknown; exp?: unknown; u?: unknown },
  rawToken: string | null,
): Promise<Reader> {
  const token = rawToken ? await accessTokens(strapi).resolve(rawToken, 'session') : null;
  if (rawToken && !token) throw unauthorized('Invalid or expired access token.');
  const signedIn = token?.user ?? null;
  if (query.sig === undefined && query.exp === undefined && query.u === undefined) {
    if (!signedIn) throw unauthorized(REPORT_MESSAGES.signInRequired);
    return asReader(signedIn);
  }
  const link = checkReportLink(linkKey(strapi), reportId, query, Math.floor(Date.now() / 1000));
  if (!link.ok) throw forbidden(link.reason === 'expired' ? REPORT_MESSAGES.linkExpired : REPORT_MESSAGES.linkInvalid);
  if (signedIn && signedIn.id !== link.userId) throw forbidden(REPORT_MESSAGES.linkInvalid);
  const owner = signedIn ?? (await appUsers(strapi).findById(link.userId));
  if (!owner || owner.blocked) throw forbidden(REPORT_MESSAGES.linkInvalid);
  return asReader(owner);
}
