/** The subscriber's billing: invoices, payments and cancellation requests (controllers/invoices.ts); who may see what is the controller's rule. */
import { signedIn } from '../../access-token/route-auth';

const C = 'api::order.invoices';

export default {
  routes: [
    { method: 'GET', path: '/Orders/:id/invoice', handler: `${C}.download`, config: signedIn() },
    { method: 'POST', path: '/GWSUsers/payments', handler: `${C}.payments`, config: signedIn() },
    { method: 'POST', path: '/GWSUsers/cancellation', handler: `${C}.cancellation`, config: signedIn() },
    { method: 'POST', path: '/GWSUsers/cancellation/request', handler: `${C}.requestCancellation`, config: signedIn() },
    { method: 'POST', path: '/GWSUsers/cancellation/withdraw', handler: `${C}.withdrawCancellation`, config: signedIn() },
  ],
};
