import { administrators } from '../../access-token/route-auth';

const C = 'api::subscription.subscription';

export default {
  routes: [{ method: 'POST', path: '/Subscriptions/replaceOrCreate', handler: `${C}.replaceOrCreate`, config: administrators() }],
};
