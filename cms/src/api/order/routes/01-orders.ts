import { CHECKOUT_LIMITS } from 'contracts';
import { anonymous, signedIn } from '../../access-token/route-auth';
import { rateLimit, signedInAccount } from '../../../lib/rate-limit';

/**
 * Each checkout creates a Razorpay order with the firm's key: limited per account and per client
 * address (contracts' CHECKOUT_LIMITS), a 429 with Retry-After past either.
 */
const checkoutLimit = rateLimit({
  name: 'checkout',
  duration: CHECKOUT_LIMITS.windowSeconds,
  points: CHECKOUT_LIMITS.perClient,
  account: signedInAccount,
  accountPoints: CHECKOUT_LIMITS.perAccount,
});

export default {
  routes: [
    { method: 'POST', path: '/Orders/checkout', handler: 'api::order.order.checkout', config: signedIn([checkoutLimit]) },
    { method: 'POST', path: '/Orders/demo-pay', handler: 'api::order.order.demoPay', config: signedIn() },
    { method: 'POST', path: '/Orders/webhook', handler: 'api::order.order.webhook', config: anonymous() },
    { method: 'POST', path: '/Orders', handler: 'api::order.order.create', config: signedIn() },
  ],
};
