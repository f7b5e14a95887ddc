/**
 * What a successful sign-in answers, with the password alone or after its second step: a new
 * session token as `POST /api/GWSUsers/login` has always answered it, and, for an administrator who
 * must still turn on two-factor sign-in (ADMIN_MFA=required), a flag that sends the app to enrolment.
 */
import type { Core } from '@strapi/strapi';
import type { LoginAnswer } from 'contracts';
import { accessTokens } from '../access-token/services/access-token';
import { fulfilRememberedRequest } from '../lead/free-report';
import { mfa } from './services/mfa';
import type { AppUser } from './users';

export async function sessionAnswer(strapi: Core.Strapi, user: AppUser): Promise<LoginAnswer> {
  const { raw, record } = await accessTokens(strapi).issue(user.id, 'session');
  // A free report asked for at signup goes out now, after the answer: it never slows or fails a login.
  setImmediate(() =>
    fulfilRememberedRequest(strapi, user).catch((err: Error) => strapi.log.error(`[free report] on login: ${err.message}`)),
  );
  return {
    id: raw,
    ttl: record.ttl,
    created: new Date(record.createdAt).toISOString(),
    userId: user.id,
    ...(mfa(strapi).mustEnrol(user) ? { mfaEnrolmentRequired: true } : {}),
  };
}
