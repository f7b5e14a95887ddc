import { LEAD_CALL_PATHS } from 'contracts';
import { leadCalls } from '../../../lib/rate-limit';
import { signedIn } from '../../access-token/route-auth';

export default {
  routes: [{ method: 'POST', path: LEAD_CALL_PATHS.freeReport, handler: 'api::lead.free-report.request', config: signedIn([leadCalls]) }],
};
