/** Who may call a route, read back from the config route-auth.ts's helpers make. */
import { expect, test } from '@jest/globals';
import type { Core } from '@strapi/strapi';
import { administrators, anonymous, signedIn } from '../../access-token/route-auth';
import { rateLimit } from '../../../lib/rate-limit';
import { accessOf, declaredRoutes } from '../router-table';

test("each of route-auth's helpers reads back as its access; a config that says nothing is Strapi's API tokens", () => {
  expect(accessOf(anonymous())).toBe('anonymous');
  expect(accessOf(signedIn())).toBe('signed-in');
  expect(accessOf(administrators())).toBe('administrator');
  expect(accessOf(undefined)).toBe('api-token');
  expect(accessOf({ auth: { strategies: ['api-token'] } })).toBe('api-token');
});

test('declared routes carry the API prefix, the method in capitals, and whether a rate limit guards them', () => {
  const strapi = {
    config: { get: (_key: string, fallback: unknown) => fallback },
    apis: {
      demo: {
        routes: {
          '01-demo': {
            routes: [
              { method: 'get', path: '/Demo/:id', handler: 'x', config: signedIn() },
              { method: 'POST', path: '/Demo', handler: 'z', config: anonymous([rateLimit({ name: 'demo', points: 1, duration: 1 })]) },
            ],
          },
          demo: { routes: [{ method: 'GET', path: '/demos', handler: 'y' }] },
        },
      },
    },
  } as unknown as Core.Strapi; // A test stand-in: only the parts declaredRoutes reads.
  expect(declaredRoutes(strapi)).toEqual([
    { method: 'GET', path: '/api/Demo/:id', access: 'signed-in', limited: false },
    { method: 'POST', path: '/api/Demo', access: 'anonymous', limited: true },
    { method: 'GET', path: '/api/demos', access: 'api-token', limited: false },
  ]);
});
