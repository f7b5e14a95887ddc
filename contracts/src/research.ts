/**
 * Research calls: the structured fields of a recommendation (a stock) and of an update on it, their
 * rules and exact messages, written once for the admin's forms, the API's requests and the CMS's
 * check of a saved or amended call. A record with an `action` is a structured call (it needs its
 * rationale and the signing analyst); one without is a legacy-shaped stock or update, whose
 * research fields are all optional.
 */
import * as yup from 'yup';
import { storable } from './fields';

export const RESEARCH_ACTIONS = ['Buy', 'Hold', 'Sell', 'Exit'] as const;
export type ResearchAction = (typeof RESEARCH_ACTIONS)[number];

/** Decimal columns hold up to 99,999,999.99 (PostgreSQL rejects more). */
export const PRICE_MAX = 99999999;
export const HORIZON_MONTHS_MIN = 1;
export const HORIZON_MONTHS_MAX = 120;
/** A long report's summary fits; beyond this the rationale belongs in the report itself. */
export const RATIONALE_MAX_LENGTH = 20000;
export const ANALYST_MAX_LENGTH = 100;
export const DISCLOSURE_TEXT_MAX_LENGTH = 2000;
export const AMENDMENT_REASON_MAX_LENGTH = 2000;
/** How long research records are kept (and cannot be deleted), from their date. */
export const RESEARCH_RETENTION_YEARS = 5;

export const RESEARCH_MESSAGES = {
  positivePrice: 'Must be a positive price.',
  priceTooHigh: 'Must be at most ₹99,999,999.',
  action: 'Action must be Buy, Hold, Sell or Exit.',
  entryRange: 'Entry low must not be above entry high.',
  buyStopLoss: 'For a Buy, the stop-loss must be below the entry price.',
  horizon: `Horizon must be a whole number of months from ${HORIZON_MONTHS_MIN} to ${HORIZON_MONTHS_MAX}.`,
  rationaleRequired: 'Rationale is required for a call.',
  rationaleTooLong: `Rationale must be at most ${RATIONALE_MAX_LENGTH} characters.`,
  analystRequired: 'Analyst is required for a call.',
  analystTooLong: `Analyst must be at most ${ANALYST_MAX_LENGTH} characters.`,
  disclosureTextTooLong: `Must be at most ${DISCLOSURE_TEXT_MAX_LENGTH} characters.`,
  reasonRequired: 'Reason is required.',
  reasonTooLong: `Reason must be at most ${AMENDMENT_REASON_MAX_LENGTH} characters.`,
  nothingToAmend: 'An amendment must correct at least one research field.',
  /** An amendment whose fields are the record's current values: no new version, no alert, no register entry. */
  nothingChanged: 'Nothing changed.',
  frozen: 'Published research cannot be changed; add an amendment instead.',
  retained: `Research records are kept for five years and cannot be deleted.`,
} as const;

/** The disclosures a call carries (SEBI's research analyst rules). */
export interface Disclosures {
  /** The analyst, associates or relatives hold 1 % or more of the subject company. */
  holdings: boolean;
  financialInterest: boolean;
  conflicts: string;
  /** Compensation from the subject company in the past 12 months. */
  compensation: boolean;
  aiTools: boolean;
  note: string;
}
export const DISCLOSURE_FLAGS = ['holdings', 'financialInterest', 'compensation', 'aiTools'] as const;
export const NO_DISCLOSURES: Disclosures = {
  holdings: false,
  financialInterest: false,
  conflicts: '',
  compensation: false,
  aiTools: false,
  note: '',
};
/** The disclosure flags in words, as a subscriber reads them. */
export const DISCLOSURE_LABELS: Record<(typeof DISCLOSURE_FLAGS)[number], string> = {
  holdings: 'The analyst, associates or relatives hold 1 % or more of the company',
  financialInterest: 'The analyst has a financial interest in the company',
  compensation: 'Compensation received from the company in the past 12 months',
  aiTools: 'AI tools were used in preparing this research',
};

/** The disclosures in words, one line each, as My Account and every stamped report show them. */
export function disclosureLines(d: Disclosures): string[] {
  return [
    ...DISCLOSURE_FLAGS.map((flag) => `${DISCLOSURE_LABELS[flag]}: ${d[flag] ? 'Yes' : 'No'}`),
    ...(d.conflicts ? [`Conflicts of interest: ${d.conflicts}`] : []),
    ...(d.note ? [d.note] : []),
  ];
}

/** A call's research content (a version of it): every field, null where not given. */
export interface ResearchContent {
  action: ResearchAction | null;
  entryLow: number | null;
  entryHigh: number | null;
  target: number | null;
  stopLoss: number | null;
  horizonMonths: number | null;
  rationale: string | null;
  analyst: string | null;
  disclosures: Disclosures | null;
}
/** An amendment as a call's history lists it. */
export interface AmendmentSummary {
  version: number;
  reason: string;
  /** When it was made (ISO time). */
  date: string;
}

/** A call's or update's research as the API shows it: its latest version's values, and its versions. */
export interface ResearchView extends ResearchContent {
  amended: boolean;
  /** 1 as published, 2, 3… after each amendment. */
  version: number;
  amendments: AmendmentSummary[];
}

export const RESEARCH_FIELDS = [
  'action',
  'entryLow',
  'entryHigh',
  'target',
  'stopLoss',
  'horizonMonths',
  'rationale',
  'analyst',
  'disclosures',
] as const satisfies readonly (keyof ResearchContent)[];

const blankToNull = (v: unknown, orig: unknown) => (orig === '' || orig === null ? null : v);
const M = RESEARCH_MESSAGES;

const price = () =>
  yup.number().typeError(M.positivePrice).nullable().transform(blankToNull).positive(M.positivePrice).max(PRICE_MAX, M.priceTooHigh);
/** Free text of a call, stored as typed: no control characters (fields.ts), tabs and line breaks only where it has several lines. */
const words = (max: number, message: string, label: string, multiLine: boolean) =>
  storable(
    yup
      .string()
      .trim()
      .nullable()
      .max(max, message)
      .transform((v) => (v === '' ? null : v)),
    label,
    { multiLine },
  );

/** Disclosures as a request gives them: each field optional (the Compliance settings' defaults fill the rest). */
export const disclosuresRule = () =>
  yup
    .object({
      holdings: yup.boolean(),
      financialInterest: yup.boolean(),
      conflicts: storable(yup.string().trim().max(DISCLOSURE_TEXT_MAX_LENGTH, M.disclosureTextTooLong), 'Conflicts of interest', {
        multiLine: true,
      }),
      compensation: yup.boolean(),
      aiTools: yup.boolean(),
      note: storable(yup.string().trim().max(DISCLOSURE_TEXT_MAX_LENGTH, M.disclosureTextTooLong), 'Disclosure note', { multiLine: true }),
    })
    .nullable()
    .default(undefined);

/** The research fields, each optional (an update gives the prices that change; an amendment the fields it corrects). */
export const researchFields = {
  action: yup
    .mixed<ResearchAction>()
    .nullable()
    .transform(blankToNull)
    .oneOf([...RESEARCH_ACTIONS, null], M.action),
  entryLow: price(),
  entryHigh: price(),
  target: price(),
  stopLoss: price(),
  horizonMonths: yup
    .number()
    .typeError(M.horizon)
    .nullable()
    .transform(blankToNull)
    .integer(M.horizon)
    .min(HORIZON_MONTHS_MIN, M.horizon)
    .max(HORIZON_MONTHS_MAX, M.horizon),
  rationale: words(RATIONALE_MAX_LENGTH, M.rationaleTooLong, 'Rationale', true),
  analyst: words(ANALYST_MAX_LENGTH, M.analystTooLong, 'Analyst', false),
  disclosures: disclosuresRule(),
};

type Partly = Partial<Record<keyof ResearchContent, unknown>>;

/**
 * Whether a plain stock's (no action) `target` means "no target": the spec's Add New Stock form
 * sends its state's default, `target: 0`, and cleared fields as '' or null. On a call (with an
 * action) the price rules refuse these instead.
 */
export const noTarget = (target: unknown): boolean =>
  target === null || ((typeof target === 'number' || typeof target === 'string') && Number(target) === 0);

/** The price a Buy's stop-loss must stay under: the bottom of the entry range. */
export const entryPrice = (c: Partly): number | null =>
  typeof c.entryLow === 'number' ? c.entryLow : typeof c.entryHigh === 'number' ? c.entryHigh : null;

/**
 * The rules across fields, added to an object schema holding the research fields. `needsAnalyst`:
 * whether a call without an analyst is refused here (the CMS fills a missing analyst from the
 * Compliance settings first, so its request check leaves that to the check of the saved content).
 */
export function withResearchRules<S extends yup.AnyObjectSchema>(schema: S, { needsAnalyst = true } = {}): S {
  return schema
    .test('entry-range', M.entryRange, function (c: Partly | undefined) {
      if (!c || typeof c.entryLow !== 'number' || typeof c.entryHigh !== 'number' || c.entryLow <= c.entryHigh) return true;
      return this.createError({ path: 'entryLow', message: M.entryRange });
    })
    .test('buy-stop-loss', M.buyStopLoss, function (c: Partly | undefined) {
      const entry = c ? entryPrice(c) : null;
      if (!c || c.action !== 'Buy' || typeof c.stopLoss !== 'number' || entry === null || c.stopLoss < entry) return true;
      return this.createError({ path: 'stopLoss', message: M.buyStopLoss });
    })
    .test('rationale', M.rationaleRequired, function (c: Partly | undefined) {
      if (!c?.action || c.rationale) return true;
      return this.createError({ path: 'rationale', message: M.rationaleRequired });
    })
    .test('analyst', M.analystRequired, function (c: Partly | undefined) {
      if (!needsAnalyst || !c?.action || c.analyst) return true;
      return this.createError({ path: 'analyst', message: M.analystRequired });
    }) as S;
}

/** A version of a call's content as it is saved or amended: the same rules, the analyst required for a call. */
export const researchContentSchema = withResearchRules(yup.object(researchFields));

/** POST /api/Stocks/{id}/amendments and POST /api/Updates/{id}/amendments: the reason and the fields corrected. */
export const amendmentRequestSchema = yup.object({
  reason: storable(yup.string().trim().required(M.reasonRequired).max(AMENDMENT_REASON_MAX_LENGTH, M.reasonTooLong), 'Reason', {
    multiLine: true,
  }),
  ...researchFields,
});

/** The full content of a version from a partial one: every field present, null where not given. */
export function researchContentOf(c: Partly): ResearchContent {
  const out = {} as Record<keyof ResearchContent, unknown>;
  for (const f of RESEARCH_FIELDS) out[f] = c[f] ?? null;
  return out as unknown as ResearchContent;
}
