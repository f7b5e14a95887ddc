import { leadCalls } from '../../../lib/rate-limit';
import { anonymous } from '../../access-token/route-auth';

export default {
  routes: [
    {
      method: 'POST',
      path: '/Subscriptions/addusertomailchimp',
      handler: 'api::newsletter-subscriber.newsletter-subscriber.addusertomailchimp',
      config: anonymous([leadCalls]),
    },
  ],
};
