/** Private PDF reports: upload (checked, hashed, stored in the database), existence, and the download log. */
import crypto from 'node:crypto';
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { REPORT_MESSAGES, type ReportDownloadView, type ReportRemoval, type ReportUploadAnswer } from 'contracts';
import { serviceOf } from '../../../lib/services';
import { inspectPdf, NotAPdf } from '../pdf-stamp';
import { cleanPdf, PasswordProtected } from '../pdf-clean';
import { reportFiles } from '../report-files';

const REPORT = 'api::report.report';
const DOWNLOAD = 'api::report-download.report-download';

interface DownloadRow {
  downloadId: string;
  email: string | null;
  ip: string | null;
  at: string | Date;
  report?: { id: number } | null;
  user?: { id: number } | null;
}

const downloadView = (d: DownloadRow): ReportDownloadView => ({
  downloadId: d.downloadId,
  reportId: d.report?.id ?? null,
  userId: d.user?.id ?? null,
  email: d.email ?? '',
  ip: d.ip ?? '',
  at: new Date(d.at).toISOString(),
});

const reportService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Stores a PDF (checked by its content, decrypted and cleaned of active content: pdf-clean.ts)
   * with its metadata; the row and the bytes in one transaction. The SHA-256 is the stored file's,
   * which every copy is made from; the answer says what was removed to make it.
   */
  async upload(input: { bytes: Buffer; filename: string; uploadedBy: number }): Promise<ReportUploadAnswer> {
    let stored: Buffer;
    let removed: ReportRemoval[];
    let pages: number;
    try {
      const cleaned = await cleanPdf(input.bytes);
      stored = Buffer.from(cleaned.bytes.buffer, cleaned.bytes.byteOffset, cleaned.bytes.byteLength);
      removed = cleaned.removed;
      ({ pages } = await inspectPdf(stored));
    } catch (err) {
      if (err instanceof NotAPdf) throw new errors.ValidationError(REPORT_MESSAGES.notPdf);
      if (err instanceof PasswordProtected) throw new errors.ValidationError(REPORT_MESSAGES.passwordProtected);
      throw err;
    }
    const sha256 = crypto.createHash('sha256').update(stored).digest('hex');
    const id = await strapi.db.transaction(async ({ trx }) => {
      const row: { id: number } = await strapi.db.query(REPORT).create({
        data: { filename: input.filename.slice(0, 255), size: stored.length, pages, sha256, uploadedBy: input.uploadedBy },
      });
      await reportFiles(strapi).save(row.id, stored, trx);
      return row.id;
    });
    return { id, pages, sha256, removed };
  },

  async exists(id: number): Promise<boolean> {
    return Boolean(await strapi.db.query(REPORT).findOne({ where: { id }, select: ['id'] }));
  },

  /** A stock's or an update's `reportId`, checked (a 400 when it names no report): its file's SHA-256, which the research register records. */
  async checkedSha256(id: number | null | undefined): Promise<string | null> {
    if (id === null || id === undefined) return null;
    const row: { sha256: string } | null = await strapi.db.query(REPORT).findOne({ where: { id }, select: ['sha256'] });
    if (!row) throw new errors.ValidationError(REPORT_MESSAGES.unknownReport);
    return row.sha256;
  },

  async record(download: { downloadId: string; reportId: number; userId: number; email: string; ip: string }): Promise<void> {
    await strapi.db.query(DOWNLOAD).create({
      data: {
        downloadId: download.downloadId,
        report: download.reportId,
        user: download.userId,
        email: download.email,
        ip: download.ip,
        at: new Date(),
      },
    });
  },

  /** The download log, newest first: one download by its id (a leaked copy's), or one report's, or all (at most `limit`). */
  async downloads(where: { downloadId?: string; reportId?: number }, limit = 500): Promise<ReportDownloadView[]> {
    const filter: Record<string, unknown> = {};
    if (where.downloadId) filter.downloadId = where.downloadId;
    if (where.reportId) filter.report = { id: where.reportId };
    const rows: DownloadRow[] = await strapi.db.query(DOWNLOAD).findMany({
      where: filter,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      limit,
      populate: { report: { select: ['id'] }, user: { select: ['id'] } },
    });
    return rows.map(downloadView);
  },
});

export default factories.createCoreService(REPORT, reportService);

export const reports = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof reportService>>(strapi, REPORT);
