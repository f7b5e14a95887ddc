/**
 * The API's endpoints for the static site's buttons and forms, with the client (axios, about a
 * tenth of a page's script) loaded on the first call instead of with the page: a visitor who never
 * sends anything never loads it. Each call is endpoints.ts's own, awaited through the import.
 */
import type { endpoints as Endpoints } from './endpoints';

type Eager = typeof Endpoints;
type Lazy = { [K in keyof Eager]: (...args: Parameters<Eager[K]>) => Promise<Awaited<ReturnType<Eager[K]>>> };

const client = () => import(/* webpackChunkName: "api-client" */ './endpoints');

export const endpoints = new Proxy({} as Lazy, {
  get:
    (_target, name: string) =>
    async (...args: unknown[]) => {
      const { endpoints: eager } = await client();
      return (eager[name as keyof Eager] as (...a: unknown[]) => unknown)(...args);
    },
});

/** The stored token as the client's default Authorization header (client.ts's setAuthToken), once it is loaded. */
export async function setAuthToken(token: string | null): Promise<void> {
  (await import(/* webpackChunkName: "api-client" */ './client')).setAuthToken(token);
}
