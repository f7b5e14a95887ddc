import { leadCalls } from '../../../lib/rate-limit';
import { administrators, anonymous } from '../../access-token/route-auth';

const C = 'api::subscription.subscription';

export default {
  routes: [
    { method: 'POST', path: '/Subscriptions/replaceOrCreate', handler: `${C}.replaceOrCreate`, config: administrators() },
    { method: 'POST', path: '/Subscriptions/addusertomailchimp', handler: `${C}.addusertomailchimp`, config: anonymous([leadCalls]) },
  ],
};
