import { administrators, anonymous } from '../../access-token/route-auth';

const C = 'api::research-register.research-register';

export default {
  routes: [
    { method: 'GET', path: '/Recommendations/register', handler: `${C}.register`, config: administrators() },
    { method: 'GET', path: '/Recommendations/register/verify', handler: `${C}.verify`, config: administrators() },
    { method: 'GET', path: '/Recommendations/:seq/deliveries', handler: `${C}.deliveries`, config: administrators() },
    { method: 'GET', path: '/Recommendations/register/public-key', handler: `${C}.publicKey`, config: anonymous() },
  ],
};
