/**
 * The OpenAPI 3.1 description of /api, put together from three sources and nothing written by
 * hand about routes: Strapi's own generator (@strapi/openapi: every content-API route the router
 * declares, with its parameters, and the schemas of Strapi's core routes), the router's table of
 * the app's routes with who may call each (router-table.ts), and the operations table
 * (operations.ts: each route's request validator and answer schema). Pure: unit-tested.
 */
import { apiErrorBodySchema } from 'contracts';
import { answerSchema, requestSchema, type JsonSchema } from './json-schema';
import { routeKey, type DeclaredRoute } from './router-table';
import { mergeIdenticalPaths, strapiOperation } from './strapi-operations';
import { ACCESS_TEXT, ERROR, METHODS, pathParameters, userIdBody, type Obj, type Operation } from './operation';

export { ACCESS_TEXT };

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

/** `/api/GWSUsers/:id` ⇄ `/api/GWSUsers/{id}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
export const toRouterPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Every operation of a document as `METHOD /router/path` keys (the router's own path where a merged one differs: strapi-operations.ts). */
export function operationKeys(doc: { paths: Record<string, Obj> }): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => routeKey(m, toRouterPath(item[m]['x-router-path'] ?? path))),
  );
}

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

/**
 * The refusals a route gives by its kind, each with when: a request with fields or parameters (400),
 * a token (401), an administrator's route or a body naming a user (403, 404), a record in the path
 * (404), a rate limit (429). A route's own (409s and the like) are its operation's `errors`.
 */
export function routeErrors(path: string, route: DeclaredRoute, op: Operation): Record<string, string> {
  const out: Record<string, string> = {};
  const inPath = pathParameters(path).length > 0;
  if (op.body || op.query || inPath) out['400'] = 'A field or parameter is not valid: the message says which and why.';
  if (route.access !== 'anonymous') out['401'] = 'No access token, or one that is expired or revoked.';
  if (route.access === 'administrator') out['403'] = "The token is not an administrator's.";
  else if (op.body === userIdBody && route.access === 'signed-in') out['403'] = "The id is not the caller's own (see the summary).";
  if (inPath) out['404'] = 'No record with this id.';
  else if (op.body === userIdBody) out['404'] = 'No user with this id.';
  if (route.limited) out['429'] = 'Too many calls: try again after the seconds in Retry-After.';
  return out;
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
  for (const [status, description] of Object.entries({ ...routeErrors(path, route, op), ...op.errors }))
    responses[status] = { ...ERROR, description };
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
        route
          ? appOperation(method, path, route, operations[routeKey(method, route.path)], prefix)
          : strapiOperation(method, path, item[method]),
      );
    }
  }
  // An app route Strapi's generator left out is still described.
  for (const [key, route] of app) {
    const path = toOpenApiPath(route.path);
    const method = route.method.toLowerCase();
    if (!paths[path]?.[method]) place(path, method, appOperation(method, path, route, operations[key], prefix));
  }

  mergeIdenticalPaths(paths);
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
