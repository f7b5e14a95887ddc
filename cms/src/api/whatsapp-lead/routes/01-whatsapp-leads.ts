import { LEAD_CALL_PATHS } from 'contracts';
import { leadCalls } from '../../../lib/rate-limit';
import { anonymous } from '../../access-token/route-auth';

export default {
  routes: [
    {
      method: 'POST',
      path: LEAD_CALL_PATHS.whatsapp,
      handler: 'api::whatsapp-lead.whatsapp-lead.create',
      config: anonymous([leadCalls]),
    },
  ],
};
