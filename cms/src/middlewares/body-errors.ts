/**
 * Body-parser failures in the API's one error shape: malformed JSON → 400 with a clear
 * message, oversized bodies → 413 (the limit is set on strapi::body), a malformed multipart
 * body (no boundary, cut short) → 400.
 */
import type { Context } from 'koa';
import createError from 'http-errors';

/**
 * formidable's own errors carry the status they mean as `httpCode` (400 for a malformed body) and
 * a numeric code, but no `status`: Strapi's errors middleware would answer them 500.
 */
export function formidableStatus(err: unknown): number | null {
  const e = err as { httpCode?: unknown; code?: unknown; status?: unknown } | null;
  if (!e || e.status !== undefined || typeof e.httpCode !== 'number' || typeof e.code !== 'number') return null;
  return e.httpCode >= 400 && e.httpCode < 500 ? e.httpCode : null;
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  try {
    await next();
  } catch (caught) {
    const err = caught as { type?: string; status?: number } | null;
    if (err?.type === 'entity.parse.failed' || err instanceof SyntaxError)
      throw Object.assign(createError(400, 'The request body is not valid JSON.'), { name: 'ValidationError', details: {} });
    const multipartStatus = formidableStatus(caught);
    if (err?.type === 'entity.too.large' || err?.status === 413 || multipartStatus === 413)
      throw Object.assign(createError(413, 'The request body is too large.'), { name: 'PayloadTooLargeError', details: { limit: '64kb' } });
    if (multipartStatus)
      throw Object.assign(createError(400, 'The multipart body is malformed (no boundary, or cut short).'), {
        name: 'ValidationError',
        details: {},
      });
    if (err?.type === 'encoding.unsupported' || err?.status === 415)
      throw Object.assign(createError(415, 'Unsupported request encoding.'), { name: 'UnsupportedMediaTypeError', details: {} });
    throw err;
  }
};
