/**
 * Body-parser failures in the API's one error shape: malformed JSON → 400 with a clear
 * message, oversized bodies → 413 (the limit is set on strapi::body).
 */
import type { Context } from 'koa';
import createError from 'http-errors';

export default () => async (ctx: Context, next: () => Promise<void>) => {
  try {
    await next();
  } catch (caught) {
    const err = caught as { type?: string; status?: number } | null;
    if (err?.type === 'entity.parse.failed' || err instanceof SyntaxError)
      throw Object.assign(createError(400, 'The request body is not valid JSON.'), { name: 'ValidationError', details: {} });
    if (err?.type === 'entity.too.large' || err?.status === 413)
      throw Object.assign(createError(413, 'The request body is too large.'), { name: 'PayloadTooLargeError', details: { limit: '64kb' } });
    if (err?.type === 'encoding.unsupported' || err?.status === 415)
      throw Object.assign(createError(415, 'Unsupported request encoding.'), { name: 'UnsupportedMediaTypeError', details: {} });
    throw err;
  }
};
