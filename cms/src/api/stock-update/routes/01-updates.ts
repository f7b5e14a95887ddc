const C = 'api::stock-update.stock-update';
const admin = { auth: false as const, policies: ['global::authenticated', 'global::is-admin'] };

export default {
  routes: [
    { method: 'GET', path: '/Updates/getupdatetype', handler: `${C}.getupdatetype`, config: admin },
    { method: 'GET', path: '/Updates', handler: `${C}.find`, config: admin },
    { method: 'POST', path: '/Updates', handler: `${C}.create`, config: admin },
  ],
};
