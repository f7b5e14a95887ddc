import { anonymous, signedIn } from '../../access-token/route-auth';

export default {
  routes: [
    { method: 'POST', path: '/Orders/checkout', handler: 'api::order.order.checkout', config: signedIn() },
    { method: 'POST', path: '/Orders/demo-pay', handler: 'api::order.order.demoPay', config: signedIn() },
    { method: 'POST', path: '/Orders/webhook', handler: 'api::order.order.webhook', config: anonymous() },
    { method: 'POST', path: '/Orders', handler: 'api::order.order.create', config: signedIn() },
  ],
};
