import { LEAD_CALL_PATHS } from 'contracts';
import { leadCalls } from '../../../lib/rate-limit';
import { anonymous } from '../../access-token/route-auth';

export default {
  routes: [
    {
      method: 'POST',
      path: LEAD_CALL_PATHS.questionnaire,
      handler: 'api::questionnaire-answer.questionnaire-answer.submit',
      config: anonymous([leadCalls]),
    },
  ],
};
