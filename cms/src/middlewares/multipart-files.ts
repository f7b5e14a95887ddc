/**
 * Right after strapi::body: notes the temp files formidable wrote, so multipart-guard can remove
 * them all when the request ends (strapi::body forgets ctx.request.files once it has cleaned
 * the `files` field).
 */
import type { Context } from 'koa';
import { tempFiles } from './multipart-guard';

export default () => (ctx: Context, next: () => Promise<void>) => {
  ctx.state.multipartTempFiles = tempFiles(ctx);
  return next();
};
