/** The price imports in the description (operations.ts spreads them in): a bhavcopy, an index's closes, corporate actions; and the days imported. */
import {
  bhavcopyImportAnswerSchema,
  PRICE_DAYS_DEFAULT,
  PRICE_DAYS_PATH,
  priceDaysAnswerSchema,
  priceDaysQuerySchema,
  PRICE_FILE_FIELD,
  PRICE_FILE_MAX_BYTES,
  priceRowsImportAnswerSchema,
} from 'contracts';
import type { Operation } from './operation';

const MB = PRICE_FILE_MAX_BYTES / (1024 * 1024);
const fileField = (description: string) => ({ [PRICE_FILE_FIELD]: { type: 'string', contentMediaType: 'text/csv', description } });

export const PRICE_OPERATIONS: Record<string, Operation> = {
  'POST /api/Prices/bhavcopy': {
    summary: `Imports one day's closes from an exchange's bhavcopy (NSE 13-column or UDiFF, BSE legacy or UDiFF; CSV or a .zip holding one CSV, at most ${MB} MB): all or nothing, NSE's close kept over BSE's, a re-import changes nothing.`,
    body: {
      type: 'object',
      properties: fileField("The bhavcopy, under its exchange's file name: a day the name gives must be its rows'."),
      required: [PRICE_FILE_FIELD],
    },
    bodyType: 'multipart/form-data',
    answer: bhavcopyImportAnswerSchema,
    errors: {
      '409': 'Another import of the same rows ran at the same moment: import the file again.',
    },
  },
  'POST /api/Prices/index': {
    summary: "Imports an index's closes (a CSV of Date and Close, or NSE's daily index file) under its name, e.g. Nifty 50.",
    body: {
      type: 'object',
      properties: {
        ...fileField('The closes.'),
        name: {
          type: 'string',
          description: 'The index name in any case and spacing (stored canonical: NIFTY 50), as plans name their benchmark.',
        },
      },
      required: [PRICE_FILE_FIELD, 'name'],
    },
    bodyType: 'multipart/form-data',
    answer: priceRowsImportAnswerSchema,
    errors: {
      '409': 'Another import of the same rows ran at the same moment: import the file again.',
    },
  },
  'POST /api/Prices/corporate-actions': {
    summary:
      'Imports splits and bonuses from a CSV (isin, exDate, kind split|bonus, ratioFrom, ratioTo, optional note): one per security, ex-date and kind.',
    body: { type: 'object', properties: fileField('The corporate actions.'), required: [PRICE_FILE_FIELD] },
    bodyType: 'multipart/form-data',
    answer: priceRowsImportAnswerSchema,
    errors: {
      '409': 'Another import of the same rows ran at the same moment: import the file again.',
    },
  },
  [`GET /api${PRICE_DAYS_PATH}`]: {
    summary: `The days imported, per exchange with the closes kept from it (NSE's win a day both give), and the weekdays with none (exchange holidays included), over the \`days\` trading days (default ${PRICE_DAYS_DEFAULT}) up to \`to\` (default: the latest whose bhavcopy is out); and every index with its first and last day.`,
    query: priceDaysQuerySchema,
    answer: priceDaysAnswerSchema,
  },
};
