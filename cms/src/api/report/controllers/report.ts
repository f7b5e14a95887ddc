/** /api/Reports: private PDF reports (upload and download log: administrators), and their stamped downloads. */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MAX_RECORD_ID, REPORT_FILE_FIELD, REPORT_MAX_BYTES, REPORT_MESSAGES } from 'contracts';
import { budgetSpent } from '../../../lib/rate-limit';
import { clientIp, errors, httpError, idParam, requestToken, validate, yup } from '../../../lib/http';
import { reports } from '../services/report';
import { downloadReport, DownloadsSpent } from '../download';
import { resolveReader } from '../reader';

/** GET /api/Reports/downloads: one download by its id (printed on a leaked copy), or one report's. */
export const downloadsQuery = yup
  .object({
    downloadId: yup
      .string()
      .trim()
      .uppercase()
      .matches(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/, 'downloadId looks like 3F9K-2QXA.'),
    reportId: yup
      .number()
      .typeError('reportId must be a number.')
      .integer('reportId must be a positive integer.')
      .positive('reportId must be a positive integer.')
      .max(MAX_RECORD_ID, 'reportId must be a positive integer.'),
  })
  .noUnknown('Only downloadId and reportId may be given.');

interface UploadedFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
}

function uploadedFile(ctx: Context): UploadedFile {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files;
  const file = files?.[REPORT_FILE_FIELD];
  const one = Array.isArray(file) ? (file.length === 1 ? file[0] : undefined) : file;
  if (!one?.filepath) throw new errors.ValidationError(REPORT_MESSAGES.noFile);
  return one;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async upload(ctx: Context) {
    const file = uploadedFile(ctx);
    if (file.size > REPORT_MAX_BYTES) throw httpError(413, 'PayloadTooLargeError', REPORT_MESSAGES.tooLarge);
    const bytes = await fs.promises.readFile(file.filepath);
    ctx.body = await reports(strapi).upload({ bytes, filename: file.originalFilename || 'report.pdf', uploadedBy: ctx.state.appUser.id });
  },

  async downloads(ctx: Context) {
    const where = await validate(downloadsQuery, ctx.query);
    ctx.body = await reports(strapi).downloads(where);
  },

  async download(ctx: Context) {
    const id = idParam(ctx.params.id);
    const reader = await resolveReader(strapi, id, ctx.query, requestToken(ctx));
    try {
      const copy = await downloadReport(strapi, id, reader, clientIp(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="${copy.filename}"`);
      ctx.set('X-Download-Id', copy.downloadId);
      ctx.type = 'application/pdf';
      // Streamed as its parts: the original's bytes are shared by every copy, never copied per download.
      ctx.body = Readable.from(copy.pdf.parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
      ctx.length = copy.pdf.byteLength;
    } catch (err) {
      if (err instanceof DownloadsSpent) throw budgetSpent(ctx, err.message, err.retryAfter);
      throw err;
    }
  },
});
