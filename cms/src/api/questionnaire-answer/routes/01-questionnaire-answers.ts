import { leadCalls } from '../../../lib/rate-limit';
import { anonymous } from '../../access-token/route-auth';

export default {
  routes: [
    {
      method: 'POST',
      path: '/QuestionnaireAnswers',
      handler: 'api::questionnaire-answer.questionnaire-answer.submit',
      config: anonymous([leadCalls]),
    },
  ],
};
