/**
 * Multipart bodies are accepted only on the CMS panel's own file routes (media library upload
 * and replace, the project logo). Anywhere else they are refused with a 415 BEFORE strapi::body
 * lets formidable stream them to disk: left alone it would accept 200 MB on any path, ahead of
 * routing, authentication and rate limits. Whatever formidable did write for a request is
 * removed when the request ends, however it ended (Strapi only cleans a field named `files`,
 * and only when the handler succeeded; it then drops ctx.request.files, so `multipart-files`,
 * right after strapi::body, notes every temp file in ctx.state first).
 */
import type { Context } from 'koa';
import fs from 'fs';
import createError from 'http-errors';

/** POST targets of the panel (admin JWT required by their own policies) that take files. */
const FILE_ROUTES = [/^\/upload\/?$/i, /^\/upload\/files\/?$/i, /^\/upload\/files\/\d+\/replace\/?$/i, /^\/admin\/project-settings\/?$/i];

const takesFiles = (ctx: Context): boolean => ctx.method === 'POST' && FILE_ROUTES.some((route) => route.test(ctx.path));

/** Every temp file formidable wrote for this request, whatever its field name. */
export function tempFiles(ctx: Context): string[] {
  const files = ctx.request.files;
  if (!files || typeof files !== 'object') return [];
  return Object.values(files)
    .flat()
    .map((file) => file?.filepath)
    .filter((p): p is string => typeof p === 'string');
}

async function removeTempFiles(ctx: Context): Promise<void> {
  const files = new Set([...(ctx.state.multipartTempFiles ?? []), ...tempFiles(ctx)]);
  await Promise.all([...files].map((file) => fs.promises.rm(file, { force: true }).catch(() => undefined)));
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (ctx.is('multipart') && !takesFiles(ctx)) {
    // The body stays unread: close the connection instead of draining it.
    ctx.set('Connection', 'close');
    throw Object.assign(createError(415, 'Multipart bodies are not accepted here: send JSON.'), {
      name: 'UnsupportedMediaTypeError',
      details: {},
    });
  }
  try {
    await next();
  } finally {
    await removeTempFiles(ctx);
  }
};
