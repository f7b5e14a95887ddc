/** Who publishes research, as the register records it: the signed-in account's email. */
import type { Context } from 'koa';

export const publisherOf = (ctx: Pick<Context, 'state'>): string => {
  // The app token strategy's account (api/access-token/auth-strategy.ts).
  const user = ctx.state.appUser as { email?: string; id?: number } | undefined;
  return user?.email ?? `account ${user?.id ?? 'unknown'}`;
};
