/**
 * Numbers from the environment, checked when the configuration loads (here and in the start
 * script, scripts/lib/config.ts): a typo must stop the start with a clear message, not silently
 * change what it does (Number('abc') is NaN, and every comparison with NaN lets calls through or
 * makes a token expire at once).
 * (A folder of its own: Strapi loads every file directly in config/ as a configuration.)
 */
import { DEFAULT_HSTS_MAX_AGE } from 'contracts';

/** A number above 0 (fractions allowed). */
export function positiveNumber(name: string, raw: string, fallback: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number (got "${raw}"). Unset it for the default ${fallback}.`);
  }
  return value;
}

/** A whole number (of `unit`), at least `min` and at most `max` when given. */
export function wholeNumber(name: string, raw: string, opts: { min: number; max?: number; unit?: string }): number {
  const text = raw.trim();
  const value = Number(text);
  if (!/^\d{1,15}$/.test(text) || value < opts.min || (opts.max !== undefined && value > opts.max)) {
    const range = opts.max === undefined ? `, ${opts.min} or more` : ` from ${opts.min} to ${opts.max}`;
    throw new Error(`${name} must be a whole number${opts.unit ? ` of ${opts.unit}` : ''}${range} (got "${raw}").`);
  }
  return value;
}

/** An http:// or https:// URL without its trailing slash, or undefined when unset. */
export function httpUrl(name: string, raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    /* reported below */
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an http:// or https:// URL (got "${raw}").`);
  }
  return text.replace(/\/+$/, '');
}

/** HSTS_MAX_AGE: seconds of Strict-Transport-Security on HTTPS requests, 0 = none (the CMS's and the start script's). */
export const hstsMaxAge = (raw: string | undefined): number =>
  wholeNumber('HSTS_MAX_AGE', raw ?? String(DEFAULT_HSTS_MAX_AGE), { min: 0, unit: 'seconds (0 turns HSTS off)' });
