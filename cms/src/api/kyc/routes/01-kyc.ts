/** The KYC routes (paths in contracts): submission and status by the signed-in client, reveal and review by administrators. */
import { KYC_PATH, KYC_REVEAL_PATH, KYC_REVIEW_PATH, KYC_STATUS_PATH } from 'contracts';
import { rateLimit, signedInAccount } from '../../../lib/rate-limit';
import { administrators, signedIn } from '../../access-token/route-auth';

const C = 'api::kyc.kyc';

export default {
  routes: [
    {
      method: 'POST',
      path: KYC_PATH,
      handler: `${C}.submit`,
      config: signedIn([rateLimit({ name: 'kyc', points: 30, duration: 3600, account: signedInAccount, accountPoints: 10 })]),
    },
    { method: 'POST', path: KYC_STATUS_PATH, handler: `${C}.status`, config: signedIn() },
    // Each reveal is audited; the limit bounds what one stolen administrator session can read.
    {
      method: 'POST',
      path: KYC_REVEAL_PATH,
      handler: `${C}.reveal`,
      config: administrators([rateLimit({ name: 'kyc-reveal', points: 60, duration: 3600, account: signedInAccount, accountPoints: 60 })]),
    },
    { method: 'POST', path: KYC_REVIEW_PATH, handler: `${C}.review`, config: administrators() },
  ],
};
