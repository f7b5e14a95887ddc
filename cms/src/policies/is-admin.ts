import type { Context } from 'koa';
import { isAdministrator, MFA_ENROLMENT_REQUIRED, MFA_MESSAGES } from 'contracts';
import { forbidden } from '../lib/http';

/**
 * Administrators only; runs after the app-access-token strategy has set state.appUser. An
 * administrator who must turn on two-factor sign-in first (ADMIN_MFA=required) is told so, with a
 * code the app reads to open the enrolment screen.
 */
export default (policyContext: Pick<Context, 'state'>): boolean => {
  if (policyContext.state.mfaEnrolmentRequired)
    throw Object.assign(forbidden(MFA_MESSAGES.enrolmentRequired), { details: { code: MFA_ENROLMENT_REQUIRED } });
  if (!isAdministrator(policyContext.state.appUser)) throw forbidden('Administrators only.');
  return true;
};
