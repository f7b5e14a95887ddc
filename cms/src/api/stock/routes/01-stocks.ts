import { administrators, anonymous } from '../../access-token/route-auth';

const C = 'api::stock.stock';

export default {
  routes: [
    { method: 'GET', path: '/Stocks/getplanslist', handler: `${C}.getplanslist`, config: anonymous() },
    { method: 'GET', path: '/Stocks/getexchangelist', handler: `${C}.getexchangelist`, config: administrators() },
    { method: 'GET', path: '/Stocks', handler: `${C}.find`, config: administrators() },
    { method: 'POST', path: '/Stocks', handler: `${C}.create`, config: administrators() },
    { method: 'POST', path: '/Stocks/:id/amendments', handler: `${C}.amend`, config: administrators() },
  ],
};
