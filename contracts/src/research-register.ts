/** GET /api/Recommendations/register: the days asked for (in India, both included) and the file's format. */
import * as yup from 'yup';
import { dateRule } from './fields';

export const REGISTER_FORMATS = ['json', 'csv'] as const;

export const registerQuerySchema = yup.object({
  from: dateRule('from must be a date (YYYY-MM-DD).').optional(),
  to: dateRule('to must be a date (YYYY-MM-DD).')
    .optional()
    .test('after-from', 'to must not be before from.', function (to) {
      const { from } = this.parent as { from?: string };
      return !from || !to || from <= to;
    }),
  format: yup.string().oneOf(REGISTER_FORMATS, 'format must be csv or json.').default('json'),
});

/** GET /api/Recommendations/register/verify: the whole register checked. */
export const registerVerdictSchema = yup.object({
  ok: yup.boolean().defined(),
  count: yup.number().integer().min(0).defined(),
  head: yup.string().defined(),
  failure: yup.object({ seq: yup.number().integer().defined(), reason: yup.string().defined() }).optional().default(undefined),
});

/** One entry of the register, as recorded. */
export const registerEntrySchema = yup.object({
  seq: yup.number().integer().min(1).defined(),
  kind: yup.string().oneOf(['call', 'update', 'amendment']).defined(),
  refId: yup.number().integer().defined(),
  stockId: yup.number().integer().defined(),
  recordedAt: yup.string().defined(),
  publishedBy: yup.string().defined(),
  content: yup.string().defined(),
  reportSha256: yup.string().nullable().defined(),
  audience: yup.number().integer().min(0).defined(),
  prevHash: yup.string().defined(),
  hash: yup.string().defined(),
  signature: yup.string().defined(),
});

/** GET /api/Recommendations/register (format=json). */
export const registerAnswerSchema = yup.object({
  entries: yup.array(registerEntrySchema).defined(),
  verification: registerVerdictSchema.defined(),
  publicKey: yup.string().defined(),
});
