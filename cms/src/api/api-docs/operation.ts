/** One documented route's request and answer shapes (operations.ts lists them). */
import * as yup from 'yup';
import type { SchemaSource } from './json-schema';
import type { Access } from './router-table';

// An OpenAPI document is open-ended JSON read and written by key: typing each level would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Obj = Record<string, any>;

/** An OpenAPI path item's operations. */
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The one error shape, which every refusal answers. */
export const ERROR = { $ref: '#/components/responses/Error' };

/** What each access means, as the viewer shows it at the top of an operation. */
export const ACCESS_TEXT: Record<Access, string> = {
  anonymous: 'Anyone may call it: no token.',
  'signed-in': 'Signed in: an app access token (POST /api/GWSUsers/login).',
  administrator: 'Administrators only: an app access token of a user whose admin is 999.',
  'api-token': "Strapi's content API: a Strapi API token (the site build's); app tokens are refused.",
};

/** The path parameters of an OpenAPI path (`{id}`), each required. */
export const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

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
  /** Error answers of this route beyond those of its kind (document.ts's routeErrors), by status: when each is given. */
  errors?: Record<string, string>;
}

/** A list answer whose items are never undefined. */
export const arrayOf = (item: yup.AnySchema) => yup.array(item.defined()).defined();

/** A body of one user id, `{ id }` (the controllers read it with idParam): whose id may be sent is each route's rule. */
export const userIdBody = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
