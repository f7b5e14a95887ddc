/**
 * Read caches for the hot API answers (getuserstock, the users list, the plans list), keyed
 * under a version that every write to the data behind them bumps (database lifecycles, so
 * writes from the CMS panel count too). On SQLite one process serves the API, so in-memory is
 * exact; on PostgreSQL every instance's cache is dropped before the write is answered
 * (lib/broadcast.ts), and nothing is served from it while this instance cannot hear changes.
 */
import type { Context } from 'koa';
import type { Event } from '@strapi/database';
import type { Core } from '@strapi/strapi';
import { announce, cachesUsable, onChange } from './broadcast';
import { InFlight } from './in-flight';
import { USER } from '../api/gws-user/users';
import { sendCompressible } from './compressed-answer';
import { ownBytes } from './own-bytes';

const MAX_ENTRIES = 20000;
let version = 0;
/**
 * Kept as UTF-8 bytes, as they are sent: a string answer would be measured and encoded again on
 * every send (a 70 KB getuserstock answer: about 15 µs of CPU per call, and 70 KB of garbage).
 */
const entries = new Map<string, Buffer>();

/**
 * Answers being computed, by the same key as `entries`. Every write drops the whole cache, and
 * the calls that come in before the first answer is back would each compute it again: 50
 * subscribers' apps polling at once make 50 identical queries (and 50 × 70 KB of JSON) where one
 * does. Those calls wait for the one computation instead. A call after a write has a new version
 * in its key, so it never waits for an answer the write made stale.
 */
const computing = new InFlight<Buffer>();

/** The serialized answer for `key` as the bytes to send, computing and keeping it on a miss. */
export async function cachedAnswer(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
  if (!cachesUsable()) return ownBytes(JSON.stringify(await compute()));
  const k = `${version}:${key}`;
  const hit = entries.get(k);
  if (hit !== undefined) return hit;
  const v = version;
  return computing.run(k, async () => {
    const body = ownBytes(JSON.stringify(await compute()));
    // A write during the computation makes this answer stale: don't keep it.
    if (v === version && cachesUsable()) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(k, body);
    }
    return body;
  });
}

/** The serialized answer for `key` as a string (cachedAnswer's bytes, decoded). */
export async function cachedJson(key: string, compute: () => Promise<unknown>): Promise<string> {
  return (await cachedAnswer(key, compute)).toString();
}

function dropAnswers(): void {
  version++;
  entries.clear();
}

/** Drops the cached answers here and (PostgreSQL) on every other instance. */
export function invalidateAll(): void {
  dropAnswers();
  announce({ answers: true });
}

onChange((change) => {
  if (change.answers || change.everything) dropAnswers();
});

/** Writes to these models change what the cached answers say. */
const MODELS = [
  'api::stock.stock',
  'api::stock-update.stock-update',
  // An amendment changes the values a call is shown with.
  'api::amendment.amendment',
  'api::subscription.subscription',
  'api::plan.plan',
  USER,
  // A call's figures recomputed (GWSUsers/performance).
  'api::call-performance.call-performance',
  // The administrators' users list shows each user's KYC status.
  'api::kyc.kyc-record',
  // And each subscriber's open cancellation request.
  'api::order.cancellation-request',
];

export function invalidateOnWrites(strapi: Core.Strapi, also: (event: Event) => void = () => {}): void {
  const bump = (event: Event) => {
    invalidateAll();
    also(event);
  };
  strapi.db.lifecycles.subscribe({
    models: MODELS,
    afterCreate: bump,
    afterUpdate: bump,
    afterDelete: bump,
    afterCreateMany: bump,
    afterUpdateMany: bump,
    afterDeleteMany: bump,
  });
}

/** Sends a cached JSON answer as the response, compressed once if the caller accepts it (compressed-answer.ts). */
export function sendJson(ctx: Context, body: Buffer): Promise<void> {
  return sendCompressible(ctx, body);
}
