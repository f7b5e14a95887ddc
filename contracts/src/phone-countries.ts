/**
 * The countries the WhatsApp form offers, and the part of libphonenumber-js's metadata that
 * covers them (phone-metadata.json, which phone.ts reads). Apart from phone.ts so the script that
 * writes that file does not need it.
 */
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';

/** The countries offered next to the WhatsApp number, India first and the default. */
export const OFFERED = [
  ['IN', 'India'],
  ['AE', 'UAE'],
  ['SA', 'Saudi Arabia'],
  ['QA', 'Qatar'],
  ['OM', 'Oman'],
  ['KW', 'Kuwait'],
  ['BH', 'Bahrain'],
  ['SG', 'Singapore'],
  ['US', 'USA'],
  ['CA', 'Canada'],
  ['GB', 'UK'],
  ['AU', 'Australia'],
] as const satisfies readonly (readonly [CountryCode, string])[];
export type CountryCodeOffered = (typeof OFFERED)[number][0];

/** The part of libphonenumber-js's metadata that covers `countries` (what phone-metadata.json holds). */
export function phoneMetadataFor(full: MetadataJson, countries: readonly string[]): MetadataJson {
  const keep = new Set(countries);
  const callingCodes = Object.entries(full.country_calling_codes)
    .map(([code, list]) => [code, list.filter((c) => keep.has(c))] as const)
    .filter(([, list]) => list.length > 0);
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(Object.entries(full.countries).filter(([c]) => keep.has(c))),
    nonGeographic: {},
  } as MetadataJson;
}
