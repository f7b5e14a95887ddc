/**
 * Confirming a grievance from an address that is not a registered client's: such a
 * grievance counts in the complaint data only once confirmed. The form is open to anyone and names any
 * address, so a grievance alone proves nothing about who sent it; the link in the acknowledgement,
 * which only the address's owner receives, does.
 *
 * The link's token is an HMAC of the ticket's reference under the instance's first APP_KEYS key:
 * unguessable without that key, and computed again when the outbox mails the acknowledgement, so the
 * token itself is never stored (not in the ticket, not in the outbox's payload). The ticket keeps
 * its SHA-256 only, to find the ticket by. Rotating APP_KEYS voids the links not yet used.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { GRIEVANCE_CONFIRM_PATH } from 'contracts';
import { USER } from '../gws-user/users';

const ORDER = 'api::order.order';

/** 32 bytes of HMAC as base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function key(strapi: Core.Strapi): string {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  if (!keys?.[0]) throw new Error('APP_KEYS is not set: grievance confirmation links cannot be made');
  return keys[0];
}

export const confirmationToken = (strapi: Core.Strapi, reference: string): string =>
  crypto.createHmac('sha256', key(strapi)).update(`grievance-confirmation:${reference}`).digest('base64url');

export const tokenHash = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The link the acknowledgement carries, on the site's origin (which proxies /api to the CMS). */
export const confirmationUrl = (strapi: Core.Strapi, reference: string): string =>
  `${strapi.config.get('site.origin') as string}${GRIEVANCE_CONFIRM_PATH}?token=${confirmationToken(strapi, reference)}`;

/**
 * A registered client: an account with this email that has paid for a plan at least once (an
 * account alone is made by anyone, for any address, without proof of it).
 */
export async function isRegisteredClient(strapi: Core.Strapi, email: string): Promise<boolean> {
  const user = (await strapi.db.query(USER).findOne({ where: { email: email.toLowerCase() }, select: ['id'] })) as { id: number } | null;
  if (!user) return false;
  return (await strapi.db.query(ORDER).count({ where: { user: { id: user.id }, paidAt: { $notNull: true } } })) > 0;
}
