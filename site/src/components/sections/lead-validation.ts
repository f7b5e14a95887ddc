/**
 * The lead forms' validation (yup, the contracts' schemas, libphonenumber-js through them): a
 * chunk of its own that the forms load when a visitor first uses one (lazy-resolver.ts), not with the page.
 */
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ObjectSchema } from 'yup';
import {
  e164Mobile,
  isOfferedCountry,
  leadSchemas,
  questionnaireVisitorSchemas,
  type LeadKind,
  type QuestionnaireFlavour,
} from 'contracts';

/** What a form validates: a lead form's kind, or the questionnaire's visitor fields in one of its flavours. */
export type FormSchemaKey = LeadKind | { questionnaire: QuestionnaireFlavour };

/** The resolver of a form's schema; the schemas are typed per form, the forms handle them all as string records. */
export const formResolver = (key: FormSchemaKey): Resolver<Record<string, string>> =>
  yupResolver(
    (typeof key === 'string' ? leadSchemas[key] : questionnaireVisitorSchemas[key.questionnaire]) as unknown as ObjectSchema<
      Record<string, string>
    >,
  );

/** The WhatsApp number in international form (the schema has checked it for its country). */
export const internationalPhone = (country: string, phone: string): string =>
  (isOfferedCountry(country) && e164Mobile(phone, country)) || phone;
