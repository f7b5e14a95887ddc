/**
 * A WhatsApp number checked and written in international E.164 form by libphonenumber-js with the
 * offered countries' mobile metadata (phone.ts re-exports it; see there).
 */
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import offeredMetadata from './phone-metadata.json';
import type { CountryCodeOffered } from './phone-countries';

const metadata = offeredMetadata as unknown as MetadataJson;

/** A mobile number of `country` (as dialled there, or already international) in E.164 form, or null when it is not one. */
export function e164Mobile(phone: string, country: CountryCodeOffered): string | null {
  const parsed = parsePhoneNumberFromString(phone, country, metadata);
  return parsed && parsed.country === country && parsed.isValid() ? parsed.number : null;
}
