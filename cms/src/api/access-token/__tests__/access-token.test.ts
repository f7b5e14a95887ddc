/**
 * The token cache against a revocation that lands while a lookup is in flight: the lookup read
 * the row before the revocation, answers after it, and must not put its stale record into the
 * cache. The database here is a stand-in whose findOne answers only when the test releases it,
 * so the interleaving is exact rather than left to timing.
 */
import { expect, test } from '@jest/globals';
import createTokenService from '../services/access-token';

const LIVE = {
  id: 7,
  kind: 'session',
  revokedAt: null as Date | null,
  expiresAt: new Date(Date.now() + 3_600_000),
  user: { id: 1, blocked: false },
};

/** A one-row token table whose reads wait for `release()`; each read sees the row as it was when it started. */
function heldDatabase() {
  let row = { ...LIVE };
  const held: Array<() => void> = [];
  let reads = 0;
  const query = () => ({
    findOne: () => {
      reads += 1;
      const snapshot = { ...row };
      return new Promise((resolve) => held.push(() => resolve(snapshot)));
    },
    update: async ({ data }: { data: Record<string, unknown> }) => {
      row = { ...row, ...data };
      return { ...row };
    },
  });
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stand-in for the one part of Strapi the service uses (db.query).
    strapi: { db: { query } } as any,
    release: () => held.shift()!(),
    reads: () => reads,
    waiting: () => held.length,
  };
}

const tick = () => new Promise((r) => setImmediate(r));

/** Resolves a token, letting its database read (if it makes one) answer at once. */
async function resolveNow(tokens: ReturnType<typeof createTokenService>, db: ReturnType<typeof heldDatabase>, raw: string) {
  const pending = tokens.resolve(raw, 'session');
  await tick();
  while (db.waiting()) db.release();
  return pending;
}

test('a lookup in flight during a logout does not cache the revoked token', async () => {
  const db = heldDatabase();
  const tokens = createTokenService({ strapi: db.strapi });
  const raw = 'in-flight-token-0123456789abcdef';

  const inFlight = tokens.resolve(raw, 'session');
  await tick();
  expect(db.waiting()).toBe(1);
  await tokens.revoke(LIVE.id);
  db.release();
  // The call that started before the logout may still pass: it read a live row.
  expect(await inFlight).not.toBeNull();

  // Every call after the logout reads the database again and is refused.
  expect(await resolveNow(tokens, db, raw)).toBeNull();
  expect(db.reads()).toBe(2);
});

test('without a revocation, a resolved session token is served from the cache', async () => {
  const db = heldDatabase();
  const tokens = createTokenService({ strapi: db.strapi });
  const raw = 'cached-token-0123456789abcdef';

  expect(await resolveNow(tokens, db, raw)).not.toBeNull();
  expect(await resolveNow(tokens, db, raw)).not.toBeNull();
  expect(db.reads()).toBe(1);
});

test('calls with one token while its lookup is in flight share that one database read', async () => {
  const db = heldDatabase();
  const tokens = createTokenService({ strapi: db.strapi });
  const raw = 'shared-read-token-0123456789abcdef';

  const calls = Array.from({ length: 20 }, () => tokens.resolve(raw, 'session'));
  await tick();
  expect(db.waiting()).toBe(1);
  db.release();
  for (const record of await Promise.all(calls)) expect(record).toMatchObject({ id: LIVE.id });
  expect(db.reads()).toBe(1);
});

test('a call after a logout does not wait for the read that started before it, and is refused', async () => {
  const db = heldDatabase();
  const tokens = createTokenService({ strapi: db.strapi });
  const raw = 'read-before-logout-0123456789abcdef';

  const before = tokens.resolve(raw, 'session');
  await tick();
  await tokens.revoke(LIVE.id);
  const after = tokens.resolve(raw, 'session');
  await tick();
  expect(db.waiting()).toBe(2);
  db.release();
  db.release();
  expect(await before).not.toBeNull();
  expect(await after).toBeNull();
  expect(db.reads()).toBe(2);
});
