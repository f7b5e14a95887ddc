/**
 * The research desk's routes in the description (operations.ts spreads them in): amendments of
 * calls and updates, the signed research register, and the private PDF reports.
 */
import {
  amendmentRequestSchema,
  deliveryLogAnswerSchema,
  deliveryLogQuerySchema,
  registerAnswerSchema,
  registerQuerySchema,
  registerVerdictSchema,
  reportDownloadViewSchema,
  reportUploadAnswerSchema,
  REPORT_FILE_FIELD,
  REPORT_MAX_BYTES,
  stockSchema,
  stockUpdateSchema,
} from 'contracts';
import { downloadsQuery } from '../report/controllers/report';
import { arrayOf, type Operation } from './operation';

export const RESEARCH_OPERATIONS: Record<string, Operation> = {
  // Amendments
  'POST /api/Stocks/:id/amendments': {
    summary: 'Corrects a published call: its next version, with the reason (the original stays as it was). Answers the stock as amended.',
    body: amendmentRequestSchema,
    answer: stockSchema,
    errors: {
      '409': "Nothing changed, or the call discloses a financial interest during the stock's personal-trading blackout.",
    },
  },
  // The research register
  'GET /api/Recommendations/register': {
    summary:
      'The research register: every call, update and amendment as published, hash-chained and signed (days in India; `format=csv` for a file), with the whole register verified.',
    query: registerQuerySchema,
    answer: registerAnswerSchema,
  },
  'GET /api/Recommendations/register/verify': {
    summary: "The register's hash chain and signatures checked, entry by entry: the first that fails, and why.",
    answer: registerVerdictSchema,
  },
  'GET /api/Recommendations/:seq/deliveries': {
    summary:
      'One publication\'s delivery log (`seq`: its register entry): every recipient\'s alert queued, sent, failed or bounced with the times, and a summary such as "Sent to 412 of 412 at 10:02:13–10:02:19" (times in India); `format=csv` for one line per recipient.',
    query: deliveryLogQuerySchema,
    answer: deliveryLogAnswerSchema,
  },
  'GET /api/Recommendations/register/public-key': {
    summary: "The firm's Ed25519 public key (PEM) that the register's signatures are checked with.",
    answer: { type: 'string' },
    answerTypes: ['application/x-pem-file'],
  },
  'POST /api/Updates/:id/amendments': {
    summary: 'Corrects a published update: its next version, with the reason. Answers the update as amended.',
    body: amendmentRequestSchema,
    answer: stockUpdateSchema,
    errors: {
      '409': "Nothing changed, or the update discloses a financial interest during the stock's personal-trading blackout.",
    },
  },
  // Private PDF reports
  'POST /api/Reports': {
    summary: `Uploads a private PDF report (checked by its content, at most ${REPORT_MAX_BYTES / (1024 * 1024)} MB); stocks and updates name it by its id.`,
    body: {
      type: 'object',
      properties: { [REPORT_FILE_FIELD]: { type: 'string', contentMediaType: 'application/pdf', description: 'The PDF file.' } },
      required: [REPORT_FILE_FIELD],
    },
    bodyType: 'multipart/form-data',
    answer: reportUploadAnswerSchema,
  },
  'GET /api/Reports/downloads': {
    summary: "The download log, newest first: one download by the id printed on a copy, or one report's downloads.",
    query: downloadsQuery,
    answer: arrayOf(reportDownloadViewSchema),
  },
  'GET /api/Reports/:id/download': {
    summary:
      "A copy of the report stamped on every page for its reader (the signed link of getuserstock's reportUrl, or an app token: an entitled subscriber or an administrator); never the original.",
    query: {
      type: 'object',
      properties: {
        sig: { type: 'string', description: "The link's signature." },
        exp: { type: 'string', description: 'When the link expires (Unix seconds).' },
        u: { type: 'string', description: 'The subscriber the link was made for.' },
      },
    },
    answer: { type: 'string', contentMediaType: 'application/pdf' },
    answerTypes: ['application/pdf'],
    errors: {
      '403': 'Not entitled to this report, or the link is not valid: the same answer whether or not the id names a report.',
      '404': 'For an administrator: no report has this id, and nothing refers to it.',
      '410': "The report's file is gone (an entitled reader or an administrator): no copy can be made.",
      '429': 'The subscriber has taken their copies for the day (Retry-After).',
    },
  },
};
