/**
 * Changes every CMS instance must apply at once: cached API answers dropped (lib/cache.ts) and a
 * user's resolved tokens forgotten (access-token service). On SQLite the CMS is one process and a
 * change is applied where it is made, nothing more. On PostgreSQL each instance keeps one
 * connection of its own LISTENing on a channel; a change is NOTIFYed to every instance, each
 * applies it and answers with an acknowledgement, and the HTTP answer of the call that made the
 * change waits for the acknowledgement of every instance listening (its own included, which also
 * applies the change again after the write's commit). So once a write is answered, no instance
 * serves what it replaced.
 *
 * While an instance's listening connection is down (or not yet up) it may miss changes: it serves
 * nothing from its caches (`cachesUsable`) until it is back, and drops everything on reconnecting.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import { Client, type ClientConfig } from 'pg';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { onPostgres } from './shared-store';

export interface Change {
  /** Cached API answers are stale. */
  answers?: boolean;
  /** These users' resolved tokens are stale. */
  users?: number[];
  /** Everything cached is (a listener that was down may have missed anything). */
  everything?: boolean;
}

const CHANNEL = 'cms_shared_state';
const ACK_CHANNEL = 'cms_shared_state_ack';
/** The listening connections' application_name prefix: how a writer finds every instance to wait for. */
const LISTENER_NAME = 'cms-listener:';
/** How long a write waits for every instance's acknowledgement before answering anyway (and logging who did not answer). */
const ACK_TIMEOUT_MS = 3_000;
/** How often the listening connection proves it is alive, and how long it may take to. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
const RECONNECT_MAX_MS = 10_000;

const appliers: ((change: Change) => void)[] = [];
/** Registers how this instance applies a change (called for its own changes and every other instance's). */
export function onChange(apply: (change: Change) => void): void {
  appliers.push(apply);
}
function applyHere(change: Change): void {
  for (const apply of appliers) apply(change);
}

type Mode = 'local' | 'down' | 'live';
/** 'local': SQLite (or not started), changes stay in this process; 'down'/'live': the PostgreSQL listener's state. */
let mode: Mode = 'local';
let strapiRef: Core.Strapi | null = null;
let listener: Client | null = null;
let stopped = false;
let reconnectTimer: NodeJS.Timeout | null = null;
let heartbeatTimer: NodeJS.Timeout | null = null;
const instanceId = crypto.randomBytes(6).toString('hex');
const waiting = new Map<string, { missing: Set<string>; done: () => void }>();

/** Whether cached answers and tokens may be served: always on SQLite; on PostgreSQL only while changes are being heard. */
export const cachesUsable = (): boolean => mode !== 'down';

/** Changes made during one HTTP call, published before its answer goes out (see `publishBeforeAnswer`). */
const callChanges = new AsyncLocalStorage<Change[]>();

/**
 * Makes a change, already applied here, reach every instance. During an HTTP call it goes out
 * before that call's answer (after its transaction committed); otherwise (a scheduled job, the
 * outbox worker) at once.
 */
export function announce(change: Change): void {
  if (mode === 'local') return;
  const batch = callChanges.getStore();
  if (batch) batch.push(change);
  else void publish(change);
}

/** Koa middleware: the changes a call made reach every instance before its answer does. */
export async function publishBeforeAnswer(_ctx: Context, next: () => Promise<unknown>): Promise<void> {
  if (mode === 'local') {
    await next();
    return;
  }
  const batch: Change[] = [];
  await callChanges.run(batch, async () => {
    try {
      await next();
    } finally {
      if (batch.length) await publish(merge(batch));
    }
  });
}

function merge(changes: Change[]): Change {
  const users = [...new Set(changes.flatMap((c) => c.users ?? []))];
  return {
    ...(changes.some((c) => c.answers) ? { answers: true } : {}),
    ...(users.length ? { users } : {}),
    ...(changes.some((c) => c.everything) ? { everything: true } : {}),
  };
}

/** NOTIFYs a change and waits for every listening instance to acknowledge it (never throws: the write is done). */
async function publish(change: Change): Promise<void> {
  const strapi = strapiRef;
  if (!strapi) return;
  const id = crypto.randomBytes(9).toString('hex');
  try {
    const knex = strapi.db.connection;
    const { rows } = await knex.raw(
      'SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE ?',
      [`${LISTENER_NAME}%`],
    );
    const missing = new Set<string>((rows as { application_name: string }[]).map((r) => r.application_name.slice(LISTENER_NAME.length)));
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<void>((resolve) => {
      waiting.set(id, { missing, done: resolve });
      timer = setTimeout(resolve, ACK_TIMEOUT_MS);
    });
    await knex.raw('SELECT pg_notify(?, ?)', [CHANNEL, JSON.stringify({ id, ...change })]);
    if (missing.size) await acknowledged;
    clearTimeout(timer);
    if (missing.size)
      strapi.log.warn(`[shared-state] instances ${[...missing].join(', ')} did not acknowledge a change within ${ACK_TIMEOUT_MS} ms`);
  } catch (err) {
    strapi.log.error(`[shared-state] a change could not be sent to the other instances: ${(err as Error).message}`);
  } finally {
    waiting.delete(id);
  }
}

function onNotification(message: { channel: string; payload?: string }): void {
  if (!message.payload) return;
  if (message.channel === ACK_CHANNEL) {
    const [id, from] = message.payload.split(' ');
    const wait = waiting.get(id);
    if (!wait) return;
    wait.missing.delete(from);
    if (!wait.missing.size) wait.done();
    return;
  }
  let parsed: Change & { id?: string };
  try {
    parsed = JSON.parse(message.payload);
  } catch {
    return;
  }
  const { id, ...change } = parsed;
  applyHere(change);
  listener?.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, `${id} ${instanceId}`]).catch(() => undefined);
}

function goDown(client: Client, why: string): void {
  if (listener !== client) return;
  listener = null;
  mode = 'down';
  if (heartbeatTimer) clearInterval(heartbeatTimer);
  heartbeatTimer = null;
  client.removeAllListeners('notification');
  client.end().catch(() => undefined);
  if (stopped) return;
  strapiRef?.log.warn(`[shared-state] listening connection lost (${why}): caches are bypassed until it is back`);
  scheduleReconnect(1_000);
}

function scheduleReconnect(delay: number): void {
  if (stopped || reconnectTimer) return;
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null;
    connect().catch(() => scheduleReconnect(Math.min(delay * 2, RECONNECT_MAX_MS)));
  }, delay);
  reconnectTimer.unref();
}

async function connect(): Promise<void> {
  const strapi = strapiRef!;
  const base = strapi.config.get('database.connection.connection') as ClientConfig;
  const client = new Client({ ...base, application_name: `${LISTENER_NAME}${instanceId}`, keepAlive: true });
  client.on('error', (err) => goDown(client, err.message));
  client.on('end', () => goDown(client, 'closed'));
  try {
    await client.connect();
    client.on('notification', onNotification);
    await client.query(`LISTEN ${CHANNEL}`);
    await client.query(`LISTEN ${ACK_CHANNEL}`);
  } catch (err) {
    client.removeAllListeners('end');
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    await client.end().catch(() => undefined);
    strapi.log.warn(`[shared-state] could not listen for changes (${(err as Error).message}): retrying`);
    throw err;
  }
  if (stopped) {
    await client.end().catch(() => undefined);
    return;
  }
  listener = client;
  // Whatever happened while no connection listened is unknown: drop everything, then serve from caches again.
  applyHere({ everything: true, answers: true });
  mode = 'live';
  heartbeatTimer = setInterval(() => {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('heartbeat timed out')), HEARTBEAT_TIMEOUT_MS).unref());
    Promise.race([client.query('SELECT 1'), timeout]).catch((err: Error) => goDown(client, err.message));
  }, HEARTBEAT_MS);
  heartbeatTimer.unref();
}

/** PostgreSQL: starts listening for other instances' changes (SQLite: nothing to do). */
export async function startSharedState(strapi: Core.Strapi): Promise<void> {
  if (!onPostgres(strapi)) return;
  strapiRef = strapi;
  stopped = false;
  mode = 'down';
  await connect().catch(() => scheduleReconnect(1_000));
}

export async function stopSharedState(): Promise<void> {
  stopped = true;
  if (reconnectTimer) clearTimeout(reconnectTimer);
  if (heartbeatTimer) clearInterval(heartbeatTimer);
  reconnectTimer = heartbeatTimer = null;
  const client = listener;
  listener = null;
  mode = 'local';
  await client?.end().catch(() => undefined);
}
