/** POST /api/QuestionnaireAnswers: the /welcome questionnaire's answers. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { questionnaireAnswerRequestSchema as schema } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { questionnaireAnswers } from '../services/questionnaire-answer';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(ctx: Context) {
    const { answer, context } = await validate(schema, bodyOf(ctx));
    await questionnaireAnswers(strapi).record(answer, context);
    ctx.body = { success: true };
  },
});
