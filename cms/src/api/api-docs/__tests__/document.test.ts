/** The document from Strapi's generated base, the router's table and the operations table. */
import { expect, test } from '@jest/globals';
import * as yup from 'yup';
import { buildDocument, operationKeys, STRAPI_ANSWER, undocumented } from '../document';
import type { DeclaredRoute } from '../router-table';

const base = {
  paths: {
    '/Things/{id}': { get: { operationId: 'strapi-1', responses: { 400: { description: 'Bad request' } } } },
    '/Things/login': { post: { operationId: 'strapi-2', responses: {} } },
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
  { method: 'GET', path: '/api/Things/:id', access: 'signed-in' },
  { method: 'POST', path: '/api/Things/login', access: 'anonymous' },
  { method: 'GET', path: '/api/Things/admin', access: 'administrator' },
  { method: 'DELETE', path: '/api/Things/:id', access: 'administrator' },
  { method: 'GET', path: '/api/faqs', access: 'api-token' },
];
const operations = {
  'GET /api/Things/:id': {
    summary: 'A thing.',
    query: yup.object({ filter: yup.string() }),
    answer: yup.object({ id: yup.number().defined() }),
  },
  'POST /api/Things/login': { summary: 'Signs in.', body: yup.object({ email: yup.string().required() }), answer: null },
  'GET /api/Things/admin': { summary: 'Admin.', answer: { type: 'array', items: { type: 'string' } } },
};
const doc = buildDocument({ base, prefix: '/api', routes, operations, version: '1.2.3' });

test('every route of the base and every app route is an operation, under the API prefix', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(operationKeys(doc).sort()).toEqual(
    ['GET /api/Things/:id', 'DELETE /api/Things/:id', 'POST /api/Things/login', 'GET /api/Things/admin', 'GET /api/faqs'].sort(),
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
  expect(get.responses['401']).toEqual({ $ref: '#/components/responses/Error' });
  expect(get.responses).not.toHaveProperty('403');
  const login = doc.paths['/api/Things/login'].post;
  expect(login).toMatchObject({ 'x-auth': 'anonymous', security: [] });
  expect(login.requestBody.content['application/json'].schema).toMatchObject({ required: ['email'] });
  expect(Object.keys(login.responses)).toEqual(['204', '400', 'default']);
  expect(doc.paths['/api/Things/admin'].get.responses['403']).toEqual({ $ref: '#/components/responses/Error' });
});

test("Strapi's own route keeps its parameters, answers Strapi's envelope, says it takes API tokens, errors in the one shape", () => {
  const faqs = doc.paths['/api/faqs'].get;
  expect(faqs).toMatchObject({ operationId: 'faq/get/faqs', 'x-auth': 'api-token', security: [{ apiToken: [] }] });
  expect(faqs.responses['200'].content['application/json'].schema).toEqual(STRAPI_ANSWER);
  expect(faqs.responses['404']).toEqual({ $ref: '#/components/responses/Error' });
  expect(doc.components?.schemas).toHaveProperty('StrapiThing');
  expect(doc.components?.schemas.ErrorBody).toMatchObject({ required: ['error'] });
});

test('an app route the operations table does not describe is listed as undocumented, also when the base lacks it', () => {
  expect(undocumented(doc)).toEqual(['DELETE /api/Things/:id']);
});
