/**
 * What a part of the CMS (an API, a library, a first-start task) does when Strapi registers,
 * bootstraps and stops the app. cms/src/index.ts lists the parts in their order and runs them
 * through composeLifecycles, so a feature adds its part to that list instead of editing the body
 * of every hook.
 */
import type { Core } from '@strapi/strapi';

export interface Lifecycle {
  /** Before the database is set up (Strapi's register): schema additions, auth strategies, document-service middlewares. */
  register?(strapi: Core.Strapi): void;
  /** Routes built and database ready (Strapi's bootstrap): each part awaited before the next. */
  bootstrap?(strapi: Core.Strapi): void | Promise<void>;
  /** On stop, the parts in the reverse order. */
  destroy?(strapi: Core.Strapi): void | Promise<void>;
}

type Hook = (app: { strapi: Core.Strapi }) => void | Promise<void>;

/**
 * Strapi's src/index lifecycle (register, bootstrap, destroy) running the parts in order. A part's
 * synchronous hook is not awaited, so the parts run step for step as the calls written out did.
 */
export function composeLifecycles(parts: readonly Lifecycle[]): { register: Hook; bootstrap: Hook; destroy: Hook } {
  const inTurn = async (hooks: Array<((strapi: Core.Strapi) => void | Promise<void>) | undefined>, strapi: Core.Strapi) => {
    for (const hook of hooks) {
      const pending = hook?.(strapi);
      if (pending) await pending;
    }
  };
  return {
    register({ strapi }) {
      for (const part of parts) part.register?.(strapi);
    },
    bootstrap: ({ strapi }) =>
      inTurn(
        parts.map((part) => part.bootstrap?.bind(part)),
        strapi,
      ),
    destroy: ({ strapi }) =>
      inTurn(
        [...parts].reverse().map((part) => part.destroy?.bind(part)),
        strapi,
      ),
  };
}
