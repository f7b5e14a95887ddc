/**
 * A password reset asked for by email (POST /api/GWSUsers/reset): the single-use link by mail when
 * the email belongs to an active account, nothing otherwise. The controller answers 204 first and
 * runs this afterwards, so the answer and its timing say nothing about whether the account exists.
 */
import type { Core } from '@strapi/strapi';
import { APP_ROUTES } from 'contracts';
import { firmDetails, layoutMail, sendMail, type Firm, type Mail } from '../../lib/mailer';
import { accessTokens } from '../access-token/services/access-token';
import { appUsers } from './services/gws-user';

/** The reset mail: who it greets, the link (absolute, on the site) and how long it lasts. */
export function resetMail(firm: Firm, user: { email: string; first_name?: string | null }, url: string, ttlSeconds: number): Mail {
  const minutes = Math.round(ttlSeconds / 60);
  const { text, html } = layoutMail(firm, {
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${user.first_name || ''},`.replace(' ,', ','),
      `We received a request to reset the password of your ${firm.firmName} account. Use the button below to choose a new password. The link works once and expires in ${minutes} minutes.`,
    ],
    button: { label: 'Choose a new password', url },
    after: ['If you did not ask for this, you can ignore this email: your password stays as it is.'],
  });
  return { from: `${firm.firmName} <${firm.supportEmail}>`, to: user.email, subject: `Reset your ${firm.firmName} password`, text, html };
}

/** The site's reset screen opened with this token. */
export const resetUrl = (origin: string, rawToken: string) =>
  `${origin}${APP_ROUTES.resetPassword}?access_token=${encodeURIComponent(rawToken)}`;

/** Mails a fresh reset link (earlier ones revoked) when `email` is an active account's; does nothing otherwise. */
export async function sendPasswordReset(strapi: Core.Strapi, email: string): Promise<void> {
  const user = await appUsers(strapi).findByEmail(email);
  if (!user || user.blocked) return;
  await accessTokens(strapi).revokeAllForUser(user.id, { kind: 'reset' });
  const { raw, record } = await accessTokens(strapi).issue(user.id, 'reset');
  const url = resetUrl(strapi.config.get('site.origin') as string, raw);
  await sendMail(strapi, resetMail(await firmDetails(strapi), user, url, record.ttl));
}
