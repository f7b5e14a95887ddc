import { administrators } from '../../access-token/route-auth';

export default {
  routes: [
    { method: 'POST', path: '/Complaint-data/prepare', handler: 'api::complaint-data.complaint-data.prepare', config: administrators() },
    {
      method: 'POST',
      path: '/Complaint-data/publication-reminder',
      handler: 'api::complaint-data.complaint-data.publicationReminder',
      config: administrators(),
    },
  ],
};
