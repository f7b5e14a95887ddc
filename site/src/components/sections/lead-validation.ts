/**
 * The lead forms' validation (yup, the contracts' schemas, libphonenumber-js through them): a
 * chunk of its own that LeadForm loads when a visitor first uses a form, not with the page.
 */
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ObjectSchema } from 'yup';
import { e164Mobile, isOfferedCountry, leadSchemas, type LeadKind } from 'contracts';

/** The resolver of a kind's schema; the schemas are typed per kind, the form handles them all as string records. */
export const leadResolver = (kind: LeadKind): Resolver<Record<string, string>> =>
  yupResolver(leadSchemas[kind] as unknown as ObjectSchema<Record<string, string>>);

/** The WhatsApp number in international form (the schema has checked it for its country). */
export const internationalPhone = (country: string, phone: string): string =>
  (isOfferedCountry(country) && e164Mobile(phone, country)) || phone;
