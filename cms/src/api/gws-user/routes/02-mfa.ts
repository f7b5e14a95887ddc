/** Two-factor sign-in: set-up, on and off for the signed-in account, and a login's second step. */
import { MFA_PATHS } from 'contracts';
import { loginProtection, rateLimit, signedInAccount } from '../../../lib/rate-limit';
import { anonymous, signedIn } from '../../access-token/route-auth';

const C = 'api::gws-user.mfa';

/** Wrong codes are counted per account in the service (services/mfa.ts); here, per client as a login's are. */
const secondStepLimits = [
  rateLimit({ name: 'login-mfa', points: 60, duration: 60 }),
  loginProtection({
    name: 'login-mfa-failures',
    consecutiveFailures: 10,
    blockSeconds: 3600,
    dailyFailuresPerClient: 50,
    account: () => null,
  }),
];
const accountCalls = [rateLimit({ name: 'mfa', points: 30, duration: 900, account: signedInAccount, accountPoints: 20 })];

export default {
  routes: [
    { method: 'POST', path: MFA_PATHS.setup, handler: `${C}.setup`, config: signedIn(accountCalls) },
    { method: 'POST', path: MFA_PATHS.enable, handler: `${C}.enable`, config: signedIn(accountCalls) },
    { method: 'POST', path: MFA_PATHS.disable, handler: `${C}.disable`, config: signedIn(accountCalls) },
    { method: 'POST', path: MFA_PATHS.login, handler: `${C}.loginMfa`, config: anonymous(secondStepLimits) },
  ],
};
