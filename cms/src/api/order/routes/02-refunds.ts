/** Cancel and refund, and a user's orders: administrators only (controllers/refunds.ts). */
import { administrators } from '../../access-token/route-auth';

const C = 'api::order.refunds';

export default {
  routes: [
    { method: 'GET', path: '/Subscriptions/cancellation', handler: `${C}.quote`, config: administrators() },
    { method: 'POST', path: '/Subscriptions/cancel', handler: `${C}.cancel`, config: administrators() },
    { method: 'GET', path: '/Orders', handler: `${C}.orders`, config: administrators() },
  ],
};
