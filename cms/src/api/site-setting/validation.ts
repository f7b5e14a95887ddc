/**
 * What an editor may save in Site settings beyond the schema: the tracking pixel id is digits only
 * (the id Meta shows for a pixel). The site loads the pixel's script, and its CSP allows the
 * pixel's origins, only when this id is set, so a stray value must not pass for one. The GSTIN,
 * printed on every receipt with its GST breakdown, must be a well-formed GSTIN whose check
 * character matches (a typo would put a wrong tax number on clients' invoices). The CIN, shown with
 * the registration on the mandatory disclosure, must be well-formed; the SCORES 2.0 and SMART ODR
 * links, on every page, must be web addresses and fall back to SEBI's own when left empty.
 *
 * A database lifecycle, like the safe-link rule (lib/safe-links.ts): every way of saving (panel,
 * REST API, seed) reaches it, and the field is a plain column of the single type's row.
 */
import type { Event } from '@strapi/database';
import type { Core } from '@strapi/strapi';
import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, SCORES_URL, SMART_ODR_URL, urlProblem } from 'contracts';
import { errors } from '../../lib/http';

const SITE_SETTINGS = 'api::site-setting.site-setting';
const PIXEL_ID = /^\d{1,20}$/;

/** The problem of a pixel id, or null: empty (no pixel) or 1 to 20 digits. */
export function pixelIdProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && PIXEL_ID.test(value)) return null;
  return 'The tracking pixel id must be digits only (at most 20), as Meta shows it, or empty for no pixel.';
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A GSTIN's check character: Luhn mod 36 over its first 14 characters (GSTN's published algorithm). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** As an editor's GSTIN is stored: trimmed, upper case (GSTINs are written in capitals). */
export const normalGstin = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** The problem of a GSTIN, or null: empty (the firm is not registered for GST) or a valid GSTIN. */
export function gstinProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const gstin = normalGstin(value);
  if (typeof gstin !== 'string' || !GSTIN_FORMAT.test(gstin))
    return 'GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN, the entity number, Z and a check character (e.g. 27AAPFU0939F1ZV), or empty when the firm is not registered for GST.';
  if (gstinCheckCharacter(gstin) !== gstin[14])
    return `GSTIN ${gstin} is not valid: its last character should be ${gstinCheckCharacter(gstin)}. Please check the number on the GST registration certificate.`;
  return null;
}

/**
 * A Corporate Identity Number as the MCA issues it: listed (L) or unlisted (U), the 5-digit
 * industry code, the state, the year of incorporation, the company type and the 6-digit number.
 */
const CIN_FORMAT = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;

/** As an editor's CIN is stored: trimmed, upper case. */
export const normalCin = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** The problem of a CIN, or null: empty (a firm that is not a company has none) or a well-formed CIN. */
export function cinProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const cin = normalCin(value);
  if (typeof cin === 'string' && CIN_FORMAT.test(cin)) return null;
  return 'CIN must be the 21-character Corporate Identity Number from the certificate of incorporation: L or U, the 5-digit industry code, the 2-letter state code, the year, the 3-letter company type and the 6-digit number (e.g. U74999MH2020PTC123456), or empty when the firm is not a company.';
}

/**
 * The redress portals every page links to, with SEBI's own addresses (contracts) when left empty:
 * a page must never lose its SCORES or SMART ODR link because a field was cleared.
 */
export const PORTAL_FIELDS = {
  scoresUrl: { label: 'SCORES 2.0 link', fallback: SCORES_URL },
  smartOdrUrl: { label: 'SMART ODR link', fallback: SMART_ODR_URL },
} as const;

/** The problem of a portal link, or null: empty (the default applies) or a web address through the safe-link rule. */
export function portalUrlProblem(value: unknown, label: string): string | null {
  const unsafe = urlProblem(value, label);
  if (unsafe) return unsafe;
  if (typeof value === 'string' && value.trim() !== '' && !/^https?:\/\/[^/]/i.test(value.trim()))
    return `${label} must be the portal's web address, starting with https://.`;
  return null;
}

/**
 * The officers' emails, shown on the mandatory disclosure and in grievance mails. The schema types
 * them as emails, but Strapi checks that only on publishing; a typo is refused on saving the draft.
 */
export const OFFICER_EMAILS = {
  complianceOfficerEmail: "The compliance officer's email",
  principalOfficerEmail: "The principal officer's email",
  grievanceOfficerEmail: "The grievance officer's email",
} as const;

const EMAIL = yup.string().max(EMAIL_MAX_LENGTH).email();

/** The problem of an officer's email, or null: empty (not set) or an email address. */
export function officerEmailProblem(value: unknown, label: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && EMAIL.isValidSync(value.trim())) return null;
  return `${label} must be an email address (name@domain), or empty.`;
}

const refuse = (field: string, problem: string) =>
  new errors.ValidationError(problem, { errors: [{ path: [field], message: problem, name: 'ValidationError' }] });

export function refuseInvalidSiteSettings(strapi: Core.Strapi): void {
  const check = (event: Event, creating: boolean) => {
    const data = event.params?.data as Record<string, unknown> | undefined;
    if (!data) return;
    const problem = 'trackingPixelId' in data ? pixelIdProblem(data.trackingPixelId) : null;
    if (problem) throw refuse('trackingPixelId', problem);
    if ('gstin' in data) {
      const gstProblem = gstinProblem(data.gstin);
      if (gstProblem) throw refuse('gstin', gstProblem);
      data.gstin = normalGstin(data.gstin);
    }
    if ('cin' in data) {
      const cin = cinProblem(data.cin);
      if (cin) throw refuse('cin', cin);
      data.cin = normalCin(data.cin);
    }
    for (const [field, label] of Object.entries(OFFICER_EMAILS)) {
      const email = field in data ? officerEmailProblem(data[field], label) : null;
      if (email) throw refuse(field, email);
    }
    for (const [field, { label, fallback }] of Object.entries(PORTAL_FIELDS)) {
      if (!(field in data) && !creating) continue;
      const portal = portalUrlProblem(data[field], label);
      if (portal) throw refuse(field, portal);
      const value = typeof data[field] === 'string' ? (data[field] as string).trim() : '';
      data[field] = value || fallback;
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [SITE_SETTINGS],
    beforeCreate: (event) => check(event, true),
    beforeUpdate: (event) => check(event, false),
  });
}
