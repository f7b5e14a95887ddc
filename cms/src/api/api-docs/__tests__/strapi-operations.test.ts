/** Strapi's generated operations made to hold as OpenAPI (Redocly's lint: summaries, path parameters, identical paths). */
import { expect, test } from '@jest/globals';
import { mergeIdenticalPaths, STRAPI_ANSWER, strapiOperation } from '../strapi-operations';

test("a Strapi operation: a summary naming the route, the path parameters the generator left out, Strapi's envelope, errors in the one shape", () => {
  const op = strapiOperation('delete', '/api/auth/sessions/{sessionId}', {
    operationId: 'session-delete',
    responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } }, 404: { description: 'x' } },
  });
  expect(op).toMatchObject({
    operationId: 'session-delete',
    summary: 'Strapi: DELETE /api/auth/sessions/{sessionId}',
    'x-auth': 'api-token',
  });
  expect(op.parameters).toEqual([{ name: 'sessionId', in: 'path', required: true, schema: { type: 'string' } }]);
  expect(op.responses['200'].content['application/json'].schema).toEqual(STRAPI_ANSWER);
  expect(op.responses['404']).toEqual({ $ref: '#/components/responses/Error' });
  const declared = strapiOperation('get', '/api/faqs/{id}', { summary: 'Own.', parameters: [{ name: 'id', in: 'path', required: true }] });
  expect(declared.summary).toBe('Own.');
  expect(declared.parameters).toEqual([{ name: 'id', in: 'path', required: true }]);
});

test('paths that differ only in parameter names become one, the router path kept; the same method on both stays apart', () => {
  const paths = {
    '/api/roles/{id}': { get: { parameters: [{ name: 'id', in: 'path' }] } },
    '/api/roles/{role}': {
      put: {
        parameters: [
          { name: 'role', in: 'path' },
          { name: 'q', in: 'query' },
        ],
      },
      get: { parameters: [{ name: 'role', in: 'path' }] },
    },
    '/api/roles': { post: {} },
  };
  mergeIdenticalPaths(paths);
  expect(Object.keys(paths)).toEqual(['/api/roles/{id}', '/api/roles/{role}', '/api/roles']);
  expect(paths['/api/roles/{id}']).toEqual({
    get: { parameters: [{ name: 'id', in: 'path' }] },
    put: {
      parameters: [
        { name: 'id', in: 'path' },
        { name: 'q', in: 'query' },
      ],
      'x-router-path': '/api/roles/{role}',
    },
  });
  expect(paths['/api/roles/{role}']).toEqual({ get: { parameters: [{ name: 'role', in: 'path' }] } });
});
