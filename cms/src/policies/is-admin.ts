import type { Context } from 'koa';
import { isAdministrator } from 'contracts';
import { forbidden } from '../lib/http';

/** Administrators only; runs after the app-access-token strategy has set state.appUser. */
export default (policyContext: Pick<Context, 'state'>): boolean => {
  if (!isAdministrator(policyContext.state.appUser)) throw forbidden('Administrators only.');
  return true;
};
