/**
 * The price data a track record rests on: the ISIN rule a call's stock and a corporate action are
 * checked against, the exchanges a close comes from, and a plan's default benchmark.
 */
import * as yup from 'yup';
import { REPORT_MAX_BYTES } from './reports';
import { hasControlCharacter } from './fields';

/** An Indian ISIN: "IN", nine letters or digits, a check digit. */
export const ISIN_PATTERN = /^IN[A-Z0-9]{9}[0-9]$/;
export const ISIN_MESSAGE = 'ISIN must look like INE002A01018 (IN, nine letters or digits, a digit).';

/** An optional ISIN as forms and requests carry it: upper-cased, '' or null for none. */
export const isinRule = () =>
  yup
    .string()
    .trim()
    .uppercase()
    .test('isin', ISIN_MESSAGE, (v) => !v || ISIN_PATTERN.test(v));

/** The exchanges a close is taken from, the one preferred first (its close wins a day both give). */
export const PRICE_EXCHANGES = ['NSE', 'BSE'] as const;
export type PriceExchange = (typeof PRICE_EXCHANGES)[number];

/** The index a plan's calls are measured against unless it names another. */
export const DEFAULT_BENCHMARK = 'Nifty 50';

/** The kinds of corporate action that change a share count (and so adjust earlier closes). */
export const CORPORATE_ACTION_KINDS = ['split', 'bonus'] as const;
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];

export const PRICES_PATH = '/api/Prices';

/** The multipart field that carries an imported file (as a report upload's). */
export const PRICE_FILE_FIELD = 'file';

/** The largest imported file (a day's full bhavcopy is a few MB unzipped): the report upload's, so the same body limit admits both. */
export const PRICE_FILE_MAX_BYTES = REPORT_MAX_BYTES;

/** The imports under PRICES_PATH, each a POST of one file. */
export const PRICE_IMPORTS = ['bhavcopy', 'index', 'corporate-actions'] as const;
export type PriceImport = (typeof PRICE_IMPORTS)[number];

/** An import's path as the app's API client names it (its base is /api). */
export const priceImportPath = (kind: PriceImport): string => `${PRICES_PATH.replace(/^\/api/, '')}/${kind}`;

const PRICE_UPLOAD_PATH = new RegExp(`^${PRICES_PATH}/(${PRICE_IMPORTS.join('|')})/?$`, 'i');

/** POST /api/Prices/bhavcopy, /index and /corporate-actions (any case, trailing slash or not): the imports, which take a file. */
export const isPriceUpload = (method: string | undefined, path: string): boolean => method === 'POST' && PRICE_UPLOAD_PATH.test(path);

/** The longest index name an import takes (the names the exchanges publish are under 50). */
export const INDEX_NAME_MAX = 100;

export const PRICE_MESSAGES = {
  noFile: `Send the file as the multipart field "${PRICE_FILE_FIELD}".`,
  tooLarge: `The file is larger than ${PRICE_FILE_MAX_BYTES / (1024 * 1024)} MB.`,
  adminsOnly: 'Only administrators may import prices.',
  unknownFormat:
    'Not a bhavcopy this site reads: expected the NSE (13 columns or UDiFF) or BSE (legacy or UDiFF) equity bhavcopy, as CSV or a .zip holding one CSV.',
  empty: 'The file holds no rows.',
  emptyFile: "The file is empty: it holds nothing to import. Download the day's file again and import that.",
  emptyZip: 'The .zip file is empty: it holds no file. Download it again and import that.',
  /** NSE's sec_bhavdata_full_DDMMYYYY.csv: symbols without ISINs (see docs/track-record.md). */
  secBhavdataFull:
    "This is NSE's full bhavcopy (sec_bhavdata_full), which names shares by symbol without their ISIN, so its closes cannot be matched to the calls safely. Import the same day's UDiFF bhavcopy instead (BhavCopy_NSE_CM_0_0_0_YYYYMMDD_F_0000.csv.zip, from NSE's All Reports page).",
  indexName: `Give the index name (e.g. "Nifty 50", at most ${INDEX_NAME_MAX} characters) as the field "name".`,
  chooseCsvOrZip: 'Choose a .csv file, or a .zip holding one.',
  importFailed: 'The file could not be imported. Please try again.',
  importRaced: 'Other imports of the same prices were being stored at the same time. Send the file again: what is stored already is kept.',
  /** The panel: the same split or bonus (security, ex-date, kind) entered again. */
  actionTwice: 'This security already has a split or bonus of this kind on this ex-date: change that one instead.',
} as const;

/** The file names an import takes: every import reads a CSV, or a .zip holding one. */
const PRICE_FILE_NAME = /\.(csv|zip)$/i;

/** What the admin's import forms check before uploading (the server reads the content itself): null when it may go. */
export function priceFileProblem(file: { name: string; size: number }): string | null {
  if (!PRICE_FILE_NAME.test(file.name)) return PRICE_MESSAGES.chooseCsvOrZip;
  if (file.size > PRICE_FILE_MAX_BYTES) return PRICE_MESSAGES.tooLarge;
  return null;
}

/** POST /api/Prices/bhavcopy's answer: the format read, the day, the rows read and what became of the closes kept. */
export interface BhavcopyImportAnswer {
  format: 'nse-legacy' | 'nse-udiff' | 'bse-udiff' | 'bse-legacy';
  date: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

export const bhavcopyImportAnswerSchema: yup.ObjectSchema<BhavcopyImportAnswer> = yup.object({
  format: yup.mixed<BhavcopyImportAnswer['format']>().oneOf(['nse-legacy', 'nse-udiff', 'bse-udiff', 'bse-legacy']).defined(),
  date: yup.string().defined(),
  rows: yup.number().integer().defined(),
  inserted: yup.number().integer().defined(),
  updated: yup.number().integer().defined(),
  unchanged: yup.number().integer().defined(),
});

/** POST /api/Prices/index and /corporate-actions: the rows read and what became of them. */
export interface PriceRowsImportAnswer {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

export const priceRowsImportAnswerSchema: yup.ObjectSchema<PriceRowsImportAnswer> = yup.object({
  rows: yup.number().integer().defined(),
  inserted: yup.number().integer().defined(),
  updated: yup.number().integer().defined(),
  unchanged: yup.number().integer().defined(),
});

/**
 * The one name an index's closes are stored and looked up by: its words single-spaced and in
 * capitals, as NSE writes its indices ("NIFTY 50"). "Nifty 50", "NIFTY 50" and "nifty  50" are one
 * series: a second spelling made a second series, and the benchmark, looked up by its own
 * spelling, never saw the closes imported under the other.
 */
export const canonicalIndexName = (name: string): string => name.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The index name an import was sent (its multipart field `name`), canonical, or null when it is not
 * one: missing, repeated, blank, too long, or holding a control character (PostgreSQL's text
 * refuses a NUL byte; the others would garble the charts' legend).
 */
export function indexNameOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || hasControlCharacter(raw.trim())) return null;
  const name = canonicalIndexName(raw);
  return name && name.length <= INDEX_NAME_MAX ? name : null;
}
