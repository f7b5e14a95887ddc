/** The document from Strapi's generated base, the router's table and the operations table. */
import { expect, test } from '@jest/globals';
import * as yup from 'yup';
import { buildDocument, operationKeys, routeErrors, undocumented } from '../document';
import { STRAPI_ANSWER } from '../strapi-operations';
import { userIdBody } from '../operation';
import type { DeclaredRoute } from '../router-table';

const base = {
  paths: {
    '/Things/{id}': { get: { operationId: 'strapi-1', responses: { 400: { description: 'Bad request' } } } },
    '/Things/login': { post: { operationId: 'strapi-2', responses: {} } },
    // users-permissions' way: one template, its parameter named by method; and a parameter left undeclared.
    '/roles/{id}': { get: { operationId: 'role-get', parameters: [{ name: 'id', in: 'path', required: true }], responses: {} } },
    '/roles/{role}': { put: { operationId: 'role-put', parameters: [{ name: 'role', in: 'path', required: true }], responses: {} } },
    '/sessions/{sessionId}': { delete: { operationId: 'session-delete', responses: {} } },
    '/Things/admin': { get: { operationId: 'strapi-3', responses: {} } },
    '/faqs': {
      get: {
        operationId: 'faq/get/faqs',
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
          404: { description: 'Not found' },
        },
      },
    },
  },
  components: { schemas: { StrapiThing: { type: 'object' } } },
};
const routes: DeclaredRoute[] = [
  { method: 'GET', path: '/api/Things/:id', access: 'signed-in', limited: false },
  { method: 'POST', path: '/api/Things/login', access: 'anonymous', limited: false },
  { method: 'GET', path: '/api/Things/admin', access: 'administrator', limited: false },
  { method: 'DELETE', path: '/api/Things/:id', access: 'administrator', limited: false },
  { method: 'GET', path: '/api/faqs', access: 'api-token', limited: false },
  { method: 'POST', path: '/api/Things/mine', access: 'signed-in', limited: true },
];
const operations = {
  'GET /api/Things/:id': {
    summary: 'A thing.',
    query: yup.object({ filter: yup.string() }),
    answer: yup.object({ id: yup.number().defined() }),
  },
  'POST /api/Things/login': { summary: 'Signs in.', body: yup.object({ email: yup.string().required() }), answer: null },
  'GET /api/Things/admin': { summary: 'Admin.', answer: { type: 'array', items: { type: 'string' } } },
  'POST /api/Things/mine': { summary: 'Mine.', body: userIdBody, answer: null, errors: { '409': 'Taken.' } },
};
const doc = buildDocument({ base, prefix: '/api', routes, operations, version: '1.2.3' });

test('every route of the base and every app route is an operation, under the API prefix', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(operationKeys(doc).sort()).toEqual(
    [
      'GET /api/Things/:id',
      'DELETE /api/Things/:id',
      'POST /api/Things/login',
      'GET /api/Things/admin',
      'GET /api/faqs',
      'POST /api/Things/mine',
      'GET /api/roles/:id',
      'PUT /api/roles/:role',
      'DELETE /api/sessions/:sessionId',
    ].sort(),
  );
});

test('an app route: its access, its path and query parameters, its body, its answer closed, errors in the one shape', () => {
  const get = doc.paths['/api/Things/{id}'].get;
  expect(get).toMatchObject({ summary: 'A thing.', 'x-auth': 'signed-in', security: [{ appToken: [] }], tags: ['Things'] });
  expect(get.parameters).toEqual([
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'filter', in: 'query', required: false, schema: { type: 'string' } },
  ]);
  expect(get.responses['200'].content['application/json'].schema).toEqual({
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: { id: { type: 'number' } },
  });
  expect(get.responses['401']).toMatchObject({ $ref: '#/components/responses/Error', description: expect.stringMatching(/token/) });
  expect(get.responses).not.toHaveProperty('403');
  expect(Object.keys(get.responses)).toEqual(['200', '400', '401', '404', 'default']);
  const login = doc.paths['/api/Things/login'].post;
  expect(login).toMatchObject({ 'x-auth': 'anonymous', security: [] });
  expect(login.requestBody.content['application/json'].schema).toMatchObject({ required: ['email'] });
  expect(Object.keys(login.responses)).toEqual(['204', '400', 'default']);
  expect(doc.paths['/api/Things/admin'].get.responses['403']).toMatchObject({ $ref: '#/components/responses/Error' });
});

test("each refusal a route can give is documented as itself: by its kind (a user's id in the body, a rate limit) and its own", () => {
  const mine = doc.paths['/api/Things/mine'].post.responses;
  expect(Object.keys(mine)).toEqual(['204', '400', '401', '403', '404', '409', '429', 'default']);
  expect(mine['409']).toEqual({ $ref: '#/components/responses/Error', description: 'Taken.' });
  expect(mine['429'].description).toMatch(/Retry-After/);
  expect(
    routeErrors('/api/x', { method: 'GET', path: '/api/x', access: 'anonymous', limited: false }, { summary: '', answer: null }),
  ).toEqual({});
});

test("Strapi's own route keeps its parameters, answers Strapi's envelope, says it takes API tokens, errors in the one shape", () => {
  const faqs = doc.paths['/api/faqs'].get;
  expect(faqs).toMatchObject({ operationId: 'faq/get/faqs', 'x-auth': 'api-token', security: [{ apiToken: [] }] });
  expect(faqs.responses['200'].content['application/json'].schema).toEqual(STRAPI_ANSWER);
  expect(faqs.responses['404']).toEqual({ $ref: '#/components/responses/Error' });
  expect(doc.components?.schemas).toHaveProperty('StrapiThing');
  expect(doc.components?.schemas.ErrorBody).toMatchObject({ required: ['error'] });
});

test("Strapi's operations are put in as strapi-operations.ts makes them, identical templates merged", () => {
  expect(doc.paths['/api/faqs'].get.summary).toBe('Strapi: GET /api/faqs');
  expect(doc.paths).not.toHaveProperty(['/api/roles/{role}']);
  expect(doc.paths['/api/roles/{id}'].put['x-router-path']).toBe('/api/roles/{role}');
});

test('an app route the operations table does not describe is listed as undocumented, also when the base lacks it', () => {
  expect(undocumented(doc)).toEqual(['DELETE /api/Things/:id']);
});
