/**
 * What an editor may save in Site settings beyond the schema: the tracking pixel id is digits only
 * (the id Meta shows for a pixel). The site loads the pixel's script, and its CSP allows the
 * pixel's origins, only when this id is set, so a stray value must not pass for one. The GSTIN,
 * printed on every receipt with its GST breakdown, must be a well-formed GSTIN whose check
 * character matches (a typo would put a wrong tax number on clients' invoices).
 *
 * A database lifecycle, like the safe-link rule (lib/safe-links.ts): every way of saving (panel,
 * REST API, seed) reaches it, and the field is a plain column of the single type's row.
 */
import type { Event } from '@strapi/database';
import type { Core } from '@strapi/strapi';
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

const refuse = (field: string, problem: string) =>
  new errors.ValidationError(problem, { errors: [{ path: [field], message: problem, name: 'ValidationError' }] });

export function refuseInvalidSiteSettings(strapi: Core.Strapi): void {
  const check = (event: Event) => {
    const data = event.params?.data as Record<string, unknown> | undefined;
    if (!data) return;
    const problem = 'trackingPixelId' in data ? pixelIdProblem(data.trackingPixelId) : null;
    if (problem) throw refuse('trackingPixelId', problem);
    if ('gstin' in data) {
      const gstProblem = gstinProblem(data.gstin);
      if (gstProblem) throw refuse('gstin', gstProblem);
      data.gstin = normalGstin(data.gstin);
    }
  };
  strapi.db.lifecycles.subscribe({ models: [SITE_SETTINGS], beforeCreate: check, beforeUpdate: check });
}
