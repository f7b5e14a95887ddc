/**
 * A report's download: who may have it, the copy stamped for them (with the research's disclosures
 * page, disclosures.ts), and its record. The original is never served: administrators too get a copy stamped with their own name. A subscriber may
 * have a report their subscription opens today (a stock it opens carries it, or one of that
 * stock's updates does), at most REPORT_DOWNLOADS_PER_DAY copies a day across instances
 * (lib/rate-limit.ts's key budget, shared on PostgreSQL).
 */
import crypto from 'node:crypto';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isAdministrator, REPORT_DOWNLOADS_PER_DAY, REPORT_MESSAGES } from 'contracts';
import { forbidden, httpError } from '../../lib/http';
import { FIRM_TIME_ZONE } from '../../lib/dates';
import { keyBudget } from '../../lib/rate-limit';
import { subscriptions } from '../subscription/services/subscription';
import { stampPdf } from './pdf-stamp';
import { reportFiles } from './report-files';
import { reports } from './services/report';
import { reportDisclosures } from './disclosures';
import { inUse } from './referenced';

export interface Reader {
  id: number;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  admin?: number | null;
}

/** The reader has taken their copies for the day: the controller answers 429 with Retry-After. */
export class DownloadsSpent extends Error {
  constructor(readonly retryAfter: number) {
    super(REPORT_MESSAGES.tooManyDownloads);
  }
}

const dailyDownloads = keyBudget('report-downloads', REPORT_DOWNLOADS_PER_DAY, 24 * 3600);

/** Crockford's base32 without I, L, O, U: read aloud or typed from a printout without ambiguity. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A download's id as printed on the copy, e.g. `3F9K-2QXA` (40 random bits). */
export function newDownloadId(): string {
  const bytes = crypto.randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The licence line printed on every page of a reader's copy. */
export function licenceLine(reader: Reader, downloadId: string, at: Date): string {
  const name = [reader.first_name, reader.last_name].filter(Boolean).join(' ').trim() || reader.email;
  const day = format(at, 'd MMM yyyy', { in: tz(FIRM_TIME_ZONE) });
  return `Licensed to ${name.slice(0, 80)} · ${reader.email} · ${downloadId} · ${day} · not for redistribution`;
}

/** Whether the subscription of `userId` opens a stock (or an update of one) that carries this report today. */
async function entitled(strapi: Core.Strapi, userId: number, reportId: number): Promise<boolean> {
  const { stocks } = await subscriptions(strapi).entitlement(userId);
  return stocks.some((s) => s.reportId === reportId || s.update.some((u) => u.reportId === reportId));
}

/**
 * The report's original bytes, or a 410 when research or the download log names it but it is gone
 * (its row or its file lost: no copy can be made, and the download log could not name it), or a
 * 404 for an id nothing knows (only an administrator gets this far with one).
 */
async function originalOf(strapi: Core.Strapi, reportId: number): Promise<Buffer> {
  const [bytes, exists] = await Promise.all([reportFiles(strapi).read(reportId), reports(strapi).exists(reportId)]);
  if (bytes && exists) return bytes;
  if ((await inUse(strapi, [reportId])).length) throw httpError(410, 'GoneError', REPORT_MESSAGES.gone);
  throw new errors.NotFoundError('Report not found.');
}

/** The reader's stamped copy of report `reportId`, recorded in the download log; 403, 410, 404 (administrators) or 429 otherwise. */
export async function downloadReport(strapi: Core.Strapi, reportId: number, reader: Reader, ip: string) {
  const administrator = isAdministrator(reader);
  // Entitlement first: a reader who may not have the report gets the same 403 whether or not the id
  // names one, so ids tried one after another tell them nothing.
  if (!administrator && !(await entitled(strapi, reader.id, reportId))) throw forbidden(REPORT_MESSAGES.notEntitled);
  const bytes = await originalOf(strapi, reportId);
  if (!administrator) {
    const retryAfter = await dailyDownloads.spend(`user:${reader.id}`);
    if (retryAfter !== null) throw new DownloadsSpent(retryAfter);
  }
  const downloadId = newDownloadId();
  const at = new Date();
  const disclosures = await reportDisclosures(strapi, reportId);
  const pdf = await stampPdf(bytes, { line: licenceLine(reader, downloadId, at), downloadId, disclosures });
  await reports(strapi).record({ downloadId, reportId, userId: reader.id, email: reader.email, ip });
  return { pdf, downloadId, filename: `report-${reportId}-${downloadId}.pdf` };
}
