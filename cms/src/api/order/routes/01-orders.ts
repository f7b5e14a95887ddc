import { signedIn } from '../../access-token/route-auth';

export default {
  routes: [{ method: 'POST', path: '/Orders', handler: 'api::order.order.create', config: signedIn() }],
};
