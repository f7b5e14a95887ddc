/**
 * What an editor may save in Site settings beyond the schema: the tracking pixel id is digits only
 * (the id Meta shows for a pixel). The site loads the pixel's script, and its CSP allows the
 * pixel's origins, only when this id is set, so a stray value must not pass for one.
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

export function refuseInvalidSiteSettings(strapi: Core.Strapi): void {
  const check = (event: Event) => {
    const data = event.params?.data as Record<string, unknown> | undefined;
    const problem = data && 'trackingPixelId' in data ? pixelIdProblem(data.trackingPixelId) : null;
    if (problem)
      throw new errors.ValidationError(problem, { errors: [{ path: ['trackingPixelId'], message: problem, name: 'ValidationError' }] });
  };
  strapi.db.lifecycles.subscribe({ models: [SITE_SETTINGS], beforeCreate: check, beforeUpdate: check });
}
