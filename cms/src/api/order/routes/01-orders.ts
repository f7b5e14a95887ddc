export default {
  routes: [
    { method: 'POST', path: '/Orders', handler: 'api::order.order.create', config: { auth: false as const, policies: ['global::authenticated'] } },
  ],
};
