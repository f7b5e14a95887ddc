/**
 * The WhatsApp form's phone numbers: the countries it offers, and a number checked and written
 * in international E.164 form (+919876543210) by libphonenumber-js with its mobile metadata (a
 * WhatsApp number is a mobile number). The site bundles this module, so it carries the library's
 * metadata of the offered countries only (phone-metadata.json, written by
 * `tsx scripts/phone-metadata.ts`; a unit test keeps it the library's own).
 */
import { getCountryCallingCode, type MetadataJson } from 'libphonenumber-js/core';
import offeredMetadata from './phone-metadata.json';
import { OFFERED, type CountryCodeOffered } from './phone-countries';

export type { CountryCodeOffered };

const metadata = offeredMetadata as unknown as MetadataJson;

/** The offered countries with their dialling codes (from the library's metadata). */
export const COUNTRIES: readonly { code: CountryCodeOffered; name: string; dial: string }[] = OFFERED.map(([code, name]) => ({
  code,
  name,
  dial: `+${getCountryCallingCode(code, metadata)}`,
}));
export const DEFAULT_COUNTRY: CountryCodeOffered = 'IN';

export const isOfferedCountry = (code: unknown): code is CountryCodeOffered => COUNTRIES.some((c) => c.code === code);

// Parsing needs most of the library: a module of its own, so a form can list the countries without it.
export { e164Mobile } from './phone-number';
