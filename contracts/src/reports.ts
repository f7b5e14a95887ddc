/**
 * Research reports as private PDF files: an administrator uploads one (POST /api/Reports), a stock
 * or an update names it (`reportId`), and each download is a copy stamped for the person who takes
 * it (GET /api/Reports/{id}/download). The limits and paths the CMS, the app and the tests share.
 */
import * as yup from 'yup';

/** The largest report an administrator may upload. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Stamped downloads one subscriber may take in a day (all reports together). */
export const REPORT_DOWNLOADS_PER_DAY = 30;

/** How long a signed download link from getuserstock is honoured at least, in seconds. */
export const REPORT_LINK_TTL_SECONDS = 600;

/** The multipart field that carries the file. */
export const REPORT_FILE_FIELD = 'file';

export const REPORTS_PATH = '/api/Reports';

/** What a multipart body may add around the report itself (boundaries, part headers). */
export const REPORT_MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The largest request body of an upload: the one body the site's origin and nginx let through
 * beyond the API's 64 KB, and the CMS admits by its Content-Length before parsing.
 */
export const REPORT_UPLOAD_MAX_BODY_BYTES = REPORT_MAX_BYTES + REPORT_MULTIPART_OVERHEAD_BYTES;

const REPORT_UPLOAD_PATH = new RegExp(`^${REPORTS_PATH}/?$`, 'i');

/** POST /api/Reports (any case, with or without a trailing slash, as the CMS routes it): the upload. */
export const isReportUpload = (method: string | undefined, path: string): boolean => method === 'POST' && REPORT_UPLOAD_PATH.test(path);

/** A report's download path (signed links add `?sig=…&exp=…&u=…`). */
export const reportDownloadPath = (id: number): string => `${REPORTS_PATH}/${id}/download`;

export const REPORT_MESSAGES = {
  noFile: `Send the report as the multipart field "${REPORT_FILE_FIELD}".`,
  notPdf: 'The file is not a PDF.',
  passwordProtected: 'This PDF is password-protected. Save it without a password and upload it again.',
  tooLarge: `The report is larger than ${REPORT_MAX_BYTES / (1024 * 1024)} MB.`,
  unknownReport: 'reportId names no report.',
  tooManyDownloads: `You have downloaded ${REPORT_DOWNLOADS_PER_DAY} reports today, the most a day allows. Please try again tomorrow.`,
  signInRequired: 'Sign in, or use the download link from My Account.',
  linkExpired: 'This download link has expired: open My Account again for a fresh one.',
  linkInvalid: 'This download link is not valid.',
  notEntitled: 'Your subscription does not include this report.',
  gone: 'This report is no longer available: its file has been removed. Please write to our support team if you need it.',
  chooseAPdf: 'Choose a PDF file.',
  uploadFailed: 'The report could not be uploaded. Please try again.',
} as const;

/** What the admin's file field checks before uploading (the server checks the content itself): null when it may go. */
export function reportFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return REPORT_MESSAGES.chooseAPdf;
  if (file.size > REPORT_MAX_BYTES) return REPORT_MESSAGES.tooLarge;
  return null;
}

/**
 * What an upload may have had taken out before it was stored (cms/src/api/report/pdf-clean.ts),
 * in the order the answer lists them, with the words the admin's upload field shows.
 */
export const REPORT_REMOVALS = {
  password: 'editing restrictions (owner password)',
  javascript: 'JavaScript',
  openAction: 'actions run on opening',
  launch: 'launch and form-submit actions',
  embeddedFiles: 'embedded files',
} as const;

export type ReportRemoval = keyof typeof REPORT_REMOVALS;

/** POST /api/Reports: the stored file's pages and SHA-256, and what was removed from the upload to make it. */
export interface ReportUploadAnswer {
  id: number;
  pages: number;
  sha256: string;
  removed: ReportRemoval[];
}

/** GET /api/Reports/downloads: one stamped copy handed out. */
export interface ReportDownloadView {
  downloadId: string;
  reportId: number | null;
  userId: number | null;
  email: string;
  ip: string;
  at: string;
}

export const reportUploadAnswerSchema: yup.ObjectSchema<ReportUploadAnswer> = yup.object({
  id: yup.number().integer().defined(),
  pages: yup.number().integer().defined(),
  sha256: yup.string().defined(),
  removed: yup
    .array(
      yup
        .mixed<ReportRemoval>()
        .oneOf(Object.keys(REPORT_REMOVALS) as ReportRemoval[])
        .defined(),
    )
    .defined(),
});

export const reportDownloadViewSchema: yup.ObjectSchema<ReportDownloadView> = yup.object({
  downloadId: yup.string().defined(),
  reportId: yup.number().integer().nullable().defined(),
  userId: yup.number().integer().nullable().defined(),
  email: yup.string().defined(),
  ip: yup.string().defined(),
  at: yup.string().defined(),
});

/**
 * Bytes one media upload may have in the CMS panel by default (`UPLOAD_MAX_BYTES` overrides it;
 * formidable's own default would be 200 MB), and what nginx's panel server lets through with the
 * multipart framing.
 */
export const PANEL_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
