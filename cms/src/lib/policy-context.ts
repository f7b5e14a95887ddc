/**
 * Before every route's handler, Strapi 5.54 builds a policy context: a copy of the whole Koa
 * context (Object.assign of its twenty-odd own properties into a new object) with `is` and
 * `type`, whether or not the route has a policy to hand it to. Most of the API's routes have none
 * (route-auth.ts: signed-in calls), and the copy cost about 4 % of a cached API call's CPU. Here
 * the copy is made when a policy first touches the context, through a proxy that forwards every
 * operation to it: a policy sees exactly what Strapi's copy would show it.
 */
import { createRequire } from 'module';

type PolicyContext = Record<PropertyKey, unknown>;
type Create = (type: string, ctx: object) => PolicyContext;

/** Strapi's utils as its server resolves them (the module its policies middleware calls). */
const strapiRequire = createRequire(require.resolve('@strapi/core'));

/** The context Strapi would build, made on first use. */
export function lazily(create: Create): Create {
  return (type, ctx) => {
    let made: PolicyContext | undefined;
    const real = () => (made ??= create(type, ctx));
    return new Proxy({} as PolicyContext, {
      get: (_target, key) => Reflect.get(real(), key),
      set: (_target, key, value) => Reflect.set(real(), key, value),
      has: (_target, key) => Reflect.has(real(), key),
      deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_target, key) => {
        // A proxy may only report a property its target has as non-configurable: none here is.
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
      defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    });
  };
}

/** In register(): before the first request builds a context. */
export function buildPolicyContextsLazily(): void {
  const utils = strapiRequire('@strapi/utils') as { policy: { createPolicyContext: Create } };
  utils.policy.createPolicyContext = lazily(utils.policy.createPolicyContext);
}
