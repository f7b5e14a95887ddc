/**
 * A stored entry of a content type, typed from its schema (cms/types/generated, kept current by `npm run lint`)
 * rather than by hand. Strapi's generated entry type (`Data.ContentType`) leaves every field optional, as a query
 * may select any of them; an entry read with the fields it needs has the ones its schema requires (a saved or
 * published entry always does) and its timestamps, and its numeric database id.
 */
import type { Data, Schema, UID } from '@strapi/strapi';

type Values<U extends UID.ContentType> = Data.ContentType<U>;
/** Fields every row has: those the schema requires, and the timestamps Strapi sets. */
type Present<U extends UID.ContentType> = Schema.RequiredAttributeNames<U> | 'createdAt' | 'updatedAt';
/** A field's value as a row holds it: a date as 'YYYY-MM-DD' (Strapi's date field reads it so), the rest as generated. */
type Stored<U extends UID.ContentType, P extends Schema.AttributeNames<U>> =
  P extends Schema.AttributeNamesByType<U, 'date'> ? string : NonNullable<Values<U>[P]>;

/** The entry of content type `U` with fields `K` (default: all). */
export type Entry<U extends UID.ContentType, K extends Schema.AttributeNames<U> = Schema.AttributeNames<U>> = {
  id: number;
  documentId: string;
} & { [P in Exclude<K, Present<U>>]?: Stored<U, P> | null } & { [P in Extract<K, Present<U>>]: Stored<U, P> };

/** The same entry with its relations `R` replaced by the shape a query populates them with. */
export type WithRelations<TEntry, R extends Record<string, unknown>> = Omit<TEntry, keyof R> & R;

/**
 * Fields `K` of content type `U` without the entry's ids: what a pure rule reads of a row, or what a caller hands in
 * to create one. `R`: those of them this use requires filled, beyond the schema's (a form may require what the schema does not).
 */
export type Fields<U extends UID.ContentType, K extends Schema.AttributeNames<U>, R extends K = never> = Omit<
  Entry<U, K>,
  'id' | 'documentId'
> & { [P in R]: Stored<U, P> };
