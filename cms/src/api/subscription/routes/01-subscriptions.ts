import { leadCalls } from '../../../lib/rate-limit';

const C = 'api::subscription.subscription';

export default {
  routes: [
    { method: 'POST', path: '/Subscriptions/replaceOrCreate', handler: `${C}.replaceOrCreate`, config: { auth: false as const, policies: ['global::authenticated', 'global::is-admin'] } },
    { method: 'POST', path: '/Subscriptions/addusertomailchimp', handler: `${C}.addusertomailchimp`, config: { auth: false as const, policies: [], middlewares: [leadCalls] } },
  ],
};
