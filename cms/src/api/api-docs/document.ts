/**
 * The OpenAPI 3.1 description of /api, put together from three sources and nothing written by
 * hand about routes: Strapi's own generator (@strapi/openapi: every content-API route the router
 * declares, with its parameters, and the schemas of Strapi's core routes), the router's table of
 * the app's routes with who may call each (router-table.ts), and the operations table
 * (operations.ts: each route's request validator and answer schema). Pure: unit-tested.
 */
import { apiErrorBodySchema } from 'contracts';
import { answerSchema, requestSchema, type JsonSchema } from './json-schema';
import { routeKey, type Access, type DeclaredRoute } from './router-table';
import type { Operation } from './operations';

// An OpenAPI document is open-ended JSON read and written by key: typing each level would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;
export interface OpenApiDocument {
  openapi: string;
  info: Obj;
  servers?: Obj[];
  paths: Record<string, Obj>;
  components?: Obj;
  [k: string]: unknown;
}

export interface BuildInput {
  /** @strapi/openapi's content-API document: paths relative to the API prefix. */
  base: { paths?: Record<string, Obj>; components?: Obj };
  /** The REST prefix (`/api`). */
  prefix: string;
  /** The app's own routes, with their access (router-table.ts). */
  routes: DeclaredRoute[];
  operations: Record<string, Operation>;
  version: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const ERROR = { $ref: '#/components/responses/Error' };

/** What each access means, as the viewer shows it at the top of an operation. */
export const ACCESS_TEXT: Record<Access, string> = {
  anonymous: 'Anyone may call it: no token.',
  'signed-in': 'Signed in: an app access token (POST /api/GWSUsers/login).',
  administrator: 'Administrators only: an app access token of a user whose admin is 999.',
  'api-token': "Strapi's content API: a Strapi API token (the site build's); app tokens are refused.",
};

/** `/api/GWSUsers/:id` ⇄ `/api/GWSUsers/{id}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
export const toRouterPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Every operation of a document as `METHOD /router/path` keys. */
export function operationKeys(doc: { paths: Record<string, Obj> }): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => routeKey(m, toRouterPath(path))));
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

function queryParameters(query: Operation['query']): Obj[] {
  if (!query) return [];
  const schema = requestSchema(query);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
}

function successResponse(op: Operation): Obj {
  if (op.answer === null) return { '204': { description: 'Done: no content.' } };
  const schema = answerSchema(op.answer);
  const content = Object.fromEntries((op.answerTypes ?? ['application/json']).map((type) => [type, { schema }]));
  return { '200': { description: 'OK', content } };
}

function appOperation(method: string, path: string, route: DeclaredRoute, op: Operation | undefined, prefix: string): Obj {
  const tag = path.slice(prefix.length).split('/')[1] || 'api';
  const common = {
    operationId: `${method}${path}`.replace(/[^A-Za-z0-9]+/g, '_'),
    tags: [tag],
    description: ACCESS_TEXT[route.access],
    'x-auth': route.access,
    security: route.access === 'anonymous' ? [] : [{ appToken: [] }],
  };
  if (!op) return { ...common, summary: 'Not documented yet.', 'x-undocumented': true, responses: { default: ERROR } };
  const responses: Obj = { ...successResponse(op) };
  if (op.body || op.query || pathParameters(path).length) responses['400'] = ERROR;
  if (route.access !== 'anonymous') responses['401'] = ERROR;
  if (route.access === 'administrator') responses['403'] = ERROR;
  for (const [status, description] of Object.entries(op.errors ?? {})) responses[status] = { ...ERROR, description };
  responses.default = ERROR;
  return {
    ...common,
    summary: op.summary,
    parameters: [...pathParameters(path), ...queryParameters(op.query)],
    ...(op.body
      ? { requestBody: { required: true, content: { [op.bodyType ?? 'application/json']: { schema: requestSchema(op.body) } } } }
      : {}),
    responses,
  };
}

/**
 * Strapi's core answer, `{ data, meta }`. Strapi 5.54's generator describes the entries themselves
 * wrongly (documentId as a UUID, nullable attributes as required, no `meta`): real answers fail
 * it, so its answer schemas give way to this envelope; its parameters and request bodies stay.
 */
export const STRAPI_ANSWER = {
  type: 'object',
  description: "Strapi's answer: the entries' fields are their content type's (see the CMS's Content-Type Builder).",
  properties: { data: { type: ['object', 'array', 'null'] }, meta: { type: 'object' } },
};

/** Strapi's own operation (core content types, plugins): its parameters kept, its answers Strapi's envelope, its errors the one shape. */
function strapiOperation(op: Obj): Obj {
  const responses = Object.fromEntries(
    Object.entries((op.responses ?? {}) as Obj).map(([status, r]) => [
      status,
      /^[45]/.test(status) ? ERROR : r.content ? { ...r, content: { 'application/json': { schema: STRAPI_ANSWER } } } : r,
    ]),
  );
  return {
    ...op,
    description: [op.description, ACCESS_TEXT['api-token']].filter(Boolean).join('\n\n'),
    'x-auth': 'api-token',
    security: [{ apiToken: [] }],
    responses: { ...responses, default: ERROR },
  };
}

export function buildDocument(input: BuildInput): OpenApiDocument {
  const { base, prefix, routes, operations } = input;
  const app = new Map(routes.filter((r) => r.access !== 'api-token').map((r) => [routeKey(r.method, r.path), r]));
  const paths: Record<string, Obj> = {};
  const place = (path: string, method: string, operation: Obj) => ((paths[path] ??= {})[method] = operation);

  for (const [relative, item] of Object.entries(base.paths ?? {})) {
    const path = `${prefix}${relative}`;
    for (const method of METHODS.filter((m) => item[m])) {
      const route = app.get(routeKey(method, toRouterPath(path)));
      place(
        path,
        method,
        route ? appOperation(method, path, route, operations[routeKey(method, route.path)], prefix) : strapiOperation(item[method]),
      );
    }
  }
  // An app route Strapi's generator left out is still described.
  for (const [key, route] of app) {
    const path = toOpenApiPath(route.path);
    const method = route.method.toLowerCase();
    if (!paths[path]?.[method]) place(path, method, appOperation(method, path, route, operations[key], prefix));
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Research analyst site: the API',
      version: input.version,
      description: [
        'Every route the CMS serves under /api. Generated at run time from the router (methods, paths, who may call)',
        'and the contracts (request validators, answer schemas): see docs/api.md in the repository.',
        'Errors always answer `{ data: null, error: { status, name, message, details } }`.',
      ].join(' '),
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ...(base.components?.schemas ?? {}), ErrorBody: answerSchema(apiErrorBodySchema) },
      responses: {
        Error: {
          description: 'The one error shape.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
      securitySchemes: {
        appToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The app access token from POST /api/GWSUsers/login: `Bearer <token>`, the raw token, or `?access_token=`.',
        },
        apiToken: { type: 'http', scheme: 'bearer', description: "A Strapi API token (the site build's)." },
      },
    },
  };
}

/** The app routes the operations table does not describe (tests/api/openapi.spec.ts wants none). */
export const undocumented = (doc: OpenApiDocument): string[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]?.['x-undocumented']).map((m) => routeKey(m, toRouterPath(path))),
  );
