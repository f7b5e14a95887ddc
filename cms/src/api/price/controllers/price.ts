/**
 * /api/Prices: an administrator's imports of end-of-day prices (a bhavcopy, an index's closes,
 * corporate actions), each a multipart `file`, and the days imported (GET /api/Prices/days).
 */
import fs from 'node:fs';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { indexNameOf, PRICE_FILE_FIELD, PRICE_FILE_MAX_BYTES, PRICE_MESSAGES, priceDaysQuerySchema } from 'contracts';
import { bodyOf, errors, httpError, validate } from '../../../lib/http';
import { ImportRefused } from '../csv-table';
import { prices } from '../services/price';

interface UploadedFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
}

/** The uploaded file's bytes and the name it was sent by (an exchange's names give the file's day). */
async function uploaded(ctx: Context): Promise<{ bytes: Buffer; fileName: string | null }> {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files;
  const file = files?.[PRICE_FILE_FIELD];
  const one = Array.isArray(file) ? (file.length === 1 ? file[0] : undefined) : file;
  if (!one?.filepath) throw new errors.ValidationError(PRICE_MESSAGES.noFile);
  if (one.size > PRICE_FILE_MAX_BYTES) throw httpError(413, 'PayloadTooLargeError', PRICE_MESSAGES.tooLarge);
  return { bytes: await fs.promises.readFile(one.filepath), fileName: one.originalFilename ?? null };
}

/** A file refused for its content is the sender's error: a 400 naming the line. */
async function refusedAs400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ImportRefused) throw new errors.ValidationError(err.message);
    throw err;
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async bhavcopy(ctx: Context) {
    const { bytes, fileName } = await uploaded(ctx);
    ctx.body = await refusedAs400(() => prices(strapi).importBhavcopy(bytes, fileName));
  },

  async index(ctx: Context) {
    const name = indexNameOf(bodyOf(ctx).name);
    if (!name) throw new errors.ValidationError(PRICE_MESSAGES.indexName);
    const { bytes, fileName } = await uploaded(ctx);
    ctx.body = await refusedAs400(() => prices(strapi).importIndex(bytes, name, fileName));
  },

  async corporateActions(ctx: Context) {
    const { bytes } = await uploaded(ctx);
    ctx.body = await refusedAs400(() => prices(strapi).importCorporateActions(bytes));
  },

  /** The days each exchange's closes were imported, the trading days missing, the indices known. */
  async days(ctx: Context) {
    const query = await validate(priceDaysQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await prices(strapi).importedDays(query);
  },
});
