/**
 * Multipart bodies are accepted only on the CMS panel's own file routes (media library upload
 * and replace, the project logo) and the API's uploads (the report, POST /api/Reports, and the
 * price imports, POST /api/Prices/…), the latter only from a signed-in administrator and up to REPORT_MAX_BYTES, checked before parsing. Anywhere else they are refused with a 415 BEFORE strapi::body
 * lets formidable stream them to disk: left alone it would accept 200 MB on any path, ahead of
 * routing, authentication and rate limits. Whatever formidable did write for a request is
 * removed when the request ends, however it ended (Strapi only cleans a field named `files`,
 * and only when the handler succeeded; it then drops ctx.request.files, so `multipart-files`,
 * right after strapi::body, notes every temp file in ctx.state first).
 */
import type { Context } from 'koa';
import fs from 'fs';
import createError from 'http-errors';
import {
  isAdministrator,
  isPriceUpload,
  isReportUpload as isReportUploadRequest,
  PRICE_MESSAGES,
  REPORT_MAX_BYTES,
  REPORT_MESSAGES,
  REPORT_UPLOAD_MAX_BODY_BYTES,
} from 'contracts';
import { accessTokens } from '../api/access-token/services/access-token';
import { forbidden, requestToken, unauthorized } from '../lib/http';

/** POST targets of the panel (admin JWT required by their own policies) that take files. */
const FILE_ROUTES = [/^\/upload\/?$/i, /^\/upload\/files\/?$/i, /^\/upload\/files\/\d+\/replace\/?$/i, /^\/admin\/project-settings\/?$/i];

/** The one API route that takes a file: an administrator's PDF report (its route requires an administrator's app token). */
const isReportUpload = (ctx: Context): boolean => isReportUploadRequest(ctx.method, ctx.path);
/** The price imports: a bhavcopy, an index's closes, corporate actions (their routes require an administrator's app token too). */
const isPricesUpload = (ctx: Context): boolean => isPriceUpload(ctx.method, ctx.path);
const takesFiles = (ctx: Context): boolean =>
  isReportUpload(ctx) || isPricesUpload(ctx) || (ctx.method === 'POST' && FILE_ROUTES.some((route) => route.test(ctx.path)));

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
  const noted: string[] = ctx.state.multipartTempFiles ?? [];
  const left = tempFiles(ctx);
  // Nearly every request wrote none: nothing to allocate or wait for.
  if (noted.length === 0 && left.length === 0) return;
  const files = new Set([...noted, ...left]);
  await Promise.all([...files].map((file) => fs.promises.rm(file, { force: true }).catch(() => undefined)));
}

/**
 * An upload's body (a report, a price file) is parsed ahead of routing, so its route's own checks would come after
 * 20 MB reached the disk: the caller's token and the announced size are checked here first
 * (formidable's own limit, config/middlewares.ts, still stops a chunked body that grows too large).
 */
async function admitUpload(ctx: Context, adminsOnly: string, tooLarge: string): Promise<void> {
  const raw = requestToken(ctx);
  const token = raw ? await accessTokens(strapi).resolve(raw, 'session') : null;
  const refusal = !token
    ? unauthorized(raw ? 'Invalid or expired access token.' : 'Authorization required.')
    : !isAdministrator(token.user)
      ? forbidden(adminsOnly)
      : Number(ctx.get('content-length') || 0) > REPORT_UPLOAD_MAX_BODY_BYTES
        ? Object.assign(createError(413, tooLarge), { name: 'PayloadTooLargeError', details: { limit: REPORT_MAX_BYTES } })
        : null;
  if (!refusal) return;
  // A refused body is read and dropped after the answer (Node does that when the connection stays
  // open): closing on unread bytes resets the connection, and a client or proxy still sending (an
  // administrator whose session expired, a file a little over the limit) loses the answer with it
  // and shows a 502 or EPIPE. Dropped only up to LINGER_MAX_BYTES announced and for LINGER_MS at
  // most, as nginx's lingering close: a larger or slower body is closed unread.
  const announced = Number(ctx.get('content-length') || NaN);
  if (announced <= LINGER_MAX_BYTES) lingerAtMost(ctx, LINGER_MS);
  else ctx.set('Connection', 'close');
  throw refusal;
}

/** How much of a refused upload's body is read and dropped so its client hears the answer: twice the largest accepted. */
const LINGER_MAX_BYTES = 2 * REPORT_UPLOAD_MAX_BODY_BYTES;
const LINGER_MS = 10_000;

/** The connection is closed if the refused body has not ended `ms` after the answer began. */
function lingerAtMost(ctx: Context, ms: number): void {
  const { req } = ctx;
  const timer = setTimeout(() => req.socket?.destroy(), ms);
  timer.unref();
  const done = () => clearTimeout(timer);
  req.once('end', done);
  req.once('close', done);
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
  if (isReportUpload(ctx)) await admitUpload(ctx, 'Only administrators may upload reports.', REPORT_MESSAGES.tooLarge);
  else if (isPricesUpload(ctx)) await admitUpload(ctx, PRICE_MESSAGES.adminsOnly, PRICE_MESSAGES.tooLarge);
  try {
    await next();
  } finally {
    await removeTempFiles(ctx);
  }
};
