import { leadCalls } from '../../../lib/rate-limit';
import { anonymous } from '../../access-token/route-auth';

export default {
  routes: [
    {
      method: 'POST',
      path: '/Messages/sendContactUsDetails',
      handler: 'api::lead.lead.sendContactUsDetails',
      config: anonymous([leadCalls]),
    },
  ],
};
