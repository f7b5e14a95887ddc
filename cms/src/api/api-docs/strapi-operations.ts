/**
 * Strapi's own routes in the description (core content types, plugins), as @strapi/openapi
 * generates them, made to hold as OpenAPI: a summary each, every path parameter declared, and one
 * path per template (document.ts puts them in).
 */
import { ACCESS_TEXT, ERROR, METHODS, pathParameters, type Obj } from './operation';

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

/**
 * Strapi's own operation: its parameters kept (with any path parameter its generator left out,
 * e.g. users-permissions' `/auth/sessions/{sessionId}`), its answers Strapi's envelope, its errors
 * the one shape, and a summary (the generator gives none) naming the route.
 */
export function strapiOperation(method: string, path: string, op: Obj): Obj {
  const responses = Object.fromEntries(
    Object.entries((op.responses ?? {}) as Obj).map(([status, r]) => [
      status,
      /^[45]/.test(status) ? ERROR : r.content ? { ...r, content: { 'application/json': { schema: STRAPI_ANSWER } } } : r,
    ]),
  );
  const parameters: Obj[] = op.parameters ?? [];
  const declared = new Set(parameters.filter((p) => p.in === 'path').map((p) => p.name));
  return {
    ...op,
    summary: op.summary ?? `Strapi: ${method.toUpperCase()} ${path}`,
    description: [op.description, ACCESS_TEXT['api-token']].filter(Boolean).join('\n\n'),
    'x-auth': 'api-token',
    security: [{ apiToken: [] }],
    parameters: [...parameters, ...pathParameters(path).filter((p) => !declared.has(p.name))],
    responses: { ...responses, default: ERROR },
  };
}

const parameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

/**
 * One path per template: OpenAPI holds `/roles/{id}` and `/roles/{role}` as the same path, which
 * Strapi's users-permissions serves with the parameter named differently by method. The later
 * path's operations join the first's, their path parameters renamed to its names, each keeping
 * the router's own path in `x-router-path` (the routes table and tests/api/openapi.spec.ts read it).
 * Operations of the same method on both stay apart (nothing to merge them into).
 */
export function mergeIdenticalPaths(paths: Record<string, Obj>): void {
  const first = new Map<string, string>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(/\{\w+\}/g, '{}');
    const into = first.get(shape);
    if (into === undefined) {
      first.set(shape, path);
      continue;
    }
    const [names, own] = [parameterNames(into), parameterNames(path)];
    for (const [method, op] of Object.entries(paths[path])) {
      if (!METHODS.includes(method) || paths[into][method]) continue;
      const parameters = ((op as Obj).parameters ?? []).map((p: Obj) => (p.in === 'path' ? { ...p, name: names[own.indexOf(p.name)] } : p));
      paths[into][method] = { ...op, parameters, 'x-router-path': path };
      delete paths[path][method];
    }
    if (!Object.keys(paths[path]).length) delete paths[path];
  }
}
