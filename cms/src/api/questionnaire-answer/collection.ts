/** The questionnaire answers' collection and the columns of its list in the CMS panel. */
export const QUESTIONNAIRE_ANSWER = 'api::questionnaire-answer.questionnaire-answer' as const;
export const QUESTIONNAIRE_LIST_COLUMNS = [
  'submittedAt',
  'name',
  'phone',
  'email',
  'newsletter',
  'budget',
  'investment',
  'strategy',
  'page',
  'utm_campaign',
];
