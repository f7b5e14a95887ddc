import { leadCalls } from '../../../lib/rate-limit';

export default {
  routes: [
    { method: 'POST', path: '/Messages/sendContactUsDetails', handler: 'api::lead.lead.sendContactUsDetails', config: { auth: false as const, policies: [], middlewares: [leadCalls] } },
  ],
};
