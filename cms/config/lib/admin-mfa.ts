/**
 * Whether an administrator (admin 999) must sign in with a second factor (ADMIN_MFA). Unset, it
 * follows the same line as the demo checkout (payments-mode.ts): a deployment that sets
 * NODE_ENV=production itself requires it (SEBI's cyber-security framework asks for MFA on
 * privileged access); `npm start`'s defaulted production and development leave it optional, so a
 * fresh clone signs in with the printed password alone. A value other than the two stops the start.
 */
import { declaredProduction } from './production';

export type AdminMfa = 'required' | 'optional';

export interface AdminMfaInputs {
  adminMfa?: string;
  nodeEnv?: string;
  nodeEnvDefaulted?: string;
}

export function adminMfa({ adminMfa: raw, nodeEnv, nodeEnvDefaulted }: AdminMfaInputs): AdminMfa {
  const text = (raw ?? '').trim();
  if (text === 'required' || text === 'optional') return text;
  if (text !== '') throw new Error(`ADMIN_MFA must be required or optional (got "${raw}"). Unset it for the default.`);
  const production = declaredProduction({ nodeEnv, nodeEnvDefaulted });
  return production ? 'required' : 'optional';
}
