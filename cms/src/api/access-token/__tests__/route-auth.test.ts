/**
 * Opening a route is a decision written in one list: the CMS refuses to start with a custom
 * route that says `auth: false` without being on ANONYMOUS_API_ROUTES.
 */
import { expect, test } from '@jest/globals';
import type { Core } from '@strapi/strapi';
import { administrators, anonymous, assertAnonymousRoutesListed, signedIn } from '../route-auth';
import { APP_TOKEN_STRATEGY } from '../auth-strategy';
import { ANONYMOUS_API_ROUTES } from '../anonymous-routes';

/** The parts of Strapi the check reads: its API prefix and each API's routers. */
const withRoutes = (routes: { method: string; path: string; config?: object }[]) =>
  ({
    config: { get: (_key: string, fallback: unknown) => fallback },
    apis: { demo: { routes: { '01-demo': { routes: routes.map((r) => ({ handler: 'api::demo.demo.x', ...r })) } } } },
  }) as unknown as Core.Strapi; // A test stand-in: only the parts the check reads.

test('listed anonymous routes, signed-in and admin routes, and routes that say nothing pass', () => {
  expect(() =>
    assertAnonymousRoutesListed(
      withRoutes([
        { method: 'POST', path: '/GWSUsers/login', config: anonymous() },
        { method: 'GET', path: '/Stocks/getplanslist', config: anonymous() },
        { method: 'GET', path: '/GWSUsers/:id', config: signedIn() },
        { method: 'GET', path: '/GWSUsers', config: administrators() },
        { method: 'GET', path: '/pages' },
      ]),
    ),
  ).not.toThrow();
});

test('an open route off the list stops the start, naming it', () => {
  expect(() =>
    assertAnonymousRoutesListed(
      withRoutes([
        { method: 'POST', path: '/GWSUsers/login', config: anonymous() },
        { method: 'GET', path: '/Stocks', config: anonymous() },
        { method: 'DELETE', path: '/GWSUsers/:id', config: { auth: false } },
      ]),
    ),
  ).toThrow('GET /api/Stocks, DELETE /api/GWSUsers/:id');
});

test('the same path under another method is another route', () => {
  expect(() => assertAnonymousRoutesListed(withRoutes([{ method: 'GET', path: '/GWSUsers/login', config: anonymous() }]))).toThrow(
    'GET /api/GWSUsers/login',
  );
});

test('signed-in and admin routes name the app-token strategy; admin adds the is-admin policy', () => {
  expect(signedIn().auth).toEqual({ strategies: [APP_TOKEN_STRATEGY] });
  expect(administrators().policies).toEqual(['global::is-admin']);
  expect(anonymous().auth).toBe(false);
});

test('every listed route says why it is open', () => {
  for (const [route, why] of Object.entries(ANONYMOUS_API_ROUTES)) {
    expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\//);
    expect(why.length).toBeGreaterThan(5);
  }
});
