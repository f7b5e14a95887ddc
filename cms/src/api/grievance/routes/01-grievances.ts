import { administrators, anonymous } from '../../access-token/route-auth';
import { rateLimit } from '../../../lib/rate-limit';

/** The confirmation link is followed once or twice by a person; more is someone trying tokens. */
const confirmCalls = rateLimit({ name: 'grievance-confirm', points: 20, duration: 60 });

export default {
  routes: [
    { method: 'GET', path: '/Grievances/report', handler: 'api::grievance.grievance.report', config: administrators() },
    { method: 'POST', path: '/Grievances/deadline-digest', handler: 'api::grievance.grievance.deadlineDigest', config: administrators() },
    { method: 'GET', path: '/Grievances/confirm', handler: 'api::grievance.grievance.confirmLink', config: anonymous([confirmCalls]) },
    { method: 'POST', path: '/Grievances/confirm', handler: 'api::grievance.grievance.confirm', config: anonymous([confirmCalls]) },
  ],
};
