/**
 * Strict-Transport-Security as every server of the product sends it (the site's pages, the API,
 * nginx's configuration): on requests that came over HTTPS, with HSTS_MAX_AGE.
 */

/** HSTS_MAX_AGE when unset: 180 days, in seconds. */
export const DEFAULT_HSTS_MAX_AGE = 15552000;

/** The header's value for a max-age in seconds (above 0; 0 means no header at all). */
export const hstsValue = (maxAge: number): string => `max-age=${maxAge}; includeSubDomains`;
