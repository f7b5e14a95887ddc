import { administrators } from '../../access-token/route-auth';

export default {
  routes: [
    { method: 'GET', path: '/Grievances/report', handler: 'api::grievance.grievance.report', config: administrators() },
    { method: 'POST', path: '/Grievances/deadline-digest', handler: 'api::grievance.grievance.deadlineDigest', config: administrators() },
  ],
};
