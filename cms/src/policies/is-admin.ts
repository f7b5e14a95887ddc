import type { Context } from 'koa';
import { forbidden } from '../lib/http';

/** Administrators only (admin === 999); runs after global::authenticated. */
export default (policyContext: Context): boolean => {
  if (policyContext.state.appUser?.admin !== 999) throw forbidden('Administrators only.');
  return true;
};
