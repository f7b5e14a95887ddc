import { describe, expect, test } from '@jest/globals';
import type { Core } from '@strapi/strapi';
import { buildMiddlewaresOnce } from '../middlewares-built-once';

type Middleware = (ctx: { path: string }, next: () => Promise<unknown>) => Promise<unknown>;
type Factory = (config: object, s: { strapi: Core.Strapi }) => Middleware;

/** The extensions buildMiddlewaresOnce registers, by middleware name, with a stand-in Strapi. */
function extensions(prefix?: string) {
  const extended = new Map<string, (factory: Factory) => Factory>();
  const strapi = {
    get: () => ({ extend: (uid: string, fn: (factory: Factory) => Factory) => extended.set(uid, fn) }),
    server: {
      use: () => {
        throw new Error('the session was added to the server itself');
      },
    },
    config: { get: (key: string, fallback: unknown) => (key === 'api.rest.prefix' && prefix ? prefix : fallback) },
  } as unknown as Core.Strapi;
  buildMiddlewaresOnce(strapi);
  return { extended, strapi };
}

/** Which paths reach Strapi's own session middleware once extended. */
async function sessionReached(paths: string[], prefix?: string): Promise<string[]> {
  const { extended, strapi } = extensions(prefix);
  const reached: string[] = [];
  // As Strapi's own does: the middleware is added to the server, not returned.
  const strapis = ((_config: object, s: { strapi: Core.Strapi }) => {
    s.strapi.server.use(async (ctx: { path: string }, next: () => Promise<unknown>) => {
      reached.push(ctx.path);
      return next();
    });
  }) as unknown as Factory;
  const middleware = extended.get('strapi::session')!(strapis)({}, { strapi });
  let passedOn = 0;
  for (const path of paths)
    await middleware({ path }, async () => {
      passedOn += 1;
    });
  expect(passedOn).toBe(paths.length);
  return reached;
}

describe('strapi::session as extended', () => {
  test("the API's calls skip it; the providers' sign-in, the panel and the rest keep it", async () => {
    const skipped = ['/api/GWSUsers/performance', '/api/Stocks/getplanslist'];
    const kept = ['/api/connect/github', '/api/Connect/github', '/api/connect', '/admin/login', '/upload', '/_health', '/apiary'];
    expect(await sessionReached([...skipped, ...kept])).toEqual(kept);
  });

  test("follows the API's configured prefix", async () => {
    expect(await sessionReached(['/rest/x', '/api/x', '/rest/connect/google'], '/rest/')).toEqual(['/api/x', '/rest/connect/google']);
  });
});
