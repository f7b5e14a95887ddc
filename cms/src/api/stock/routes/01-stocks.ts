const C = 'api::stock.stock';
const admin = { auth: false as const, policies: ['global::authenticated', 'global::is-admin'] };

export default {
  routes: [
    { method: 'GET', path: '/Stocks/getplanslist', handler: `${C}.getplanslist`, config: { auth: false as const, policies: [] } },
    { method: 'GET', path: '/Stocks/getexchangelist', handler: `${C}.getexchangelist`, config: admin },
    { method: 'GET', path: '/Stocks', handler: `${C}.find`, config: admin },
    { method: 'POST', path: '/Stocks', handler: `${C}.create`, config: admin },
  ],
};
