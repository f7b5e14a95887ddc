import { leadCalls } from '../../../lib/rate-limit';
import { anonymous } from '../../access-token/route-auth';

export default {
  routes: [
    {
      method: 'POST',
      path: '/WhatsappLeads',
      handler: 'api::whatsapp-lead.whatsapp-lead.create',
      config: anonymous([leadCalls]),
    },
  ],
};
