/** One documented route's request and answer shapes (operations.ts lists them). */
import * as yup from 'yup';
import type { SchemaSource } from './json-schema';

export interface Operation {
  summary: string;
  /** The JSON body's validator (or the multipart body's fields, with bodyType). */
  body?: SchemaSource;
  /** The body's media type when it is not JSON (a file upload's multipart/form-data). */
  bodyType?: string;
  /** The query parameters (an object schema: one parameter per property). */
  query?: SchemaSource;
  /** The success answer; null: 204 No Content. */
  answer: SchemaSource | null;
  /** Media types of a non-JSON answer (the viewer's page and files). */
  answerTypes?: string[];
  /** Error answers of this route beyond the common ones (400, 401, 403 of administrators' routes), by status: when each is given. */
  errors?: Record<string, string>;
}

/** A list answer whose items are never undefined. */
export const arrayOf = (item: yup.AnySchema) => yup.array(item.defined()).defined();

/** A body of one user id, `{ id }` (the controllers read it with idParam): whose id may be sent is each route's rule. */
export const userIdBody = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
