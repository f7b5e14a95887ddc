import { leadCalls } from '../../../lib/rate-limit';
import { signedIn } from '../../access-token/route-auth';

export default {
  routes: [{ method: 'POST', path: '/Leads/free-report', handler: 'api::lead.free-report.request', config: signedIn([leadCalls]) }],
};
