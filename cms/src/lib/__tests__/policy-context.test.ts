import { describe, expect, jest, test } from '@jest/globals';
import { createRequire } from 'module';
import { buildPolicyContextsLazily, lazily } from '../policy-context';

const strapiRequire = createRequire(require.resolve('@strapi/core'));
type Context = { [key: string]: unknown; is: (type: string) => boolean };
const utils = strapiRequire('@strapi/utils') as { policy: { createPolicyContext: (type: string, ctx: object) => Context } };
const strapis = utils.policy.createPolicyContext;

/** A Koa-like context: own properties, and accessors on its prototype as Koa's delegates are. */
function koaContext() {
  const proto = {
    get query() {
      return { page: '2' };
    },
  };
  return Object.assign(Object.create(proto), { state: { user: { id: 7 } }, params: { id: '3' }, path: '/api/x' });
}

describe('the policy context, built lazily', () => {
  test('shows a policy what Strapi’s own copy shows: the same keys, values, is() and type', () => {
    const ctx = koaContext();
    const theirs = strapis('koa', ctx);
    const ours = lazily(strapis)('koa', ctx) as Context;
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    const { is: ourIs, ...ourValues } = ours;
    const { is: theirIs, ...theirValues } = theirs;
    expect(ourValues).toEqual(theirValues);
    expect([ourIs('koa'), ourIs('graphql')]).toEqual([theirIs('koa'), theirIs('graphql')]);
    expect(ours.state).toBe(ctx.state);
    expect(ours.type).toBe('koa');
    expect(ours.is('koa')).toBe(true);
    expect(ours.is('graphql')).toBe(false);
    expect('params' in ours).toBe(true);
    // Like Strapi's copy, not the context: the prototype's accessors are not copied.
    expect(ours.query).toBe(theirs.query);
  });

  test('a write lands on the copy, never on the Koa context', () => {
    const ctx = koaContext();
    const ours = lazily(strapis)('koa', ctx) as Context;
    ours.path = '/elsewhere';
    delete ours.params;
    expect(ours.path).toBe('/elsewhere');
    expect('params' in ours).toBe(false);
    expect(ctx.path).toBe('/api/x');
    expect(ctx.params).toEqual({ id: '3' });
  });

  test('no copy is made for a route without policies, one for a route with several', () => {
    const create = jest.fn(strapis);
    const make = lazily(create);
    make('koa', koaContext());
    expect(create).not.toHaveBeenCalled();
    const context = make('koa', koaContext());
    void context.state;
    void context.params;
    expect(create).toHaveBeenCalledTimes(1);
  });

  test("replaces the function Strapi's server calls", () => {
    const before = utils.policy.createPolicyContext;
    try {
      buildPolicyContextsLazily();
      expect(utils.policy.createPolicyContext).not.toBe(before);
      expect(utils.policy.createPolicyContext('koa', koaContext()).params).toEqual({ id: '3' });
    } finally {
      utils.policy.createPolicyContext = before;
    }
  });
});
