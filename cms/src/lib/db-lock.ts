/**
 * Locks that hold across every CMS instance on one database. On PostgreSQL they are advisory
 * transaction locks taken on a connection of their own (released by its ROLLBACK/COMMIT however
 * the work ends, so a lock can never outlive its holder); on SQLite the CMS is one process and an
 * in-process queue is the same guarantee.
 */
import type { Core } from '@strapi/strapi';
import { onPostgres } from './shared-store';
import { countedJobRun } from './metrics';

/** The node-postgres connection knex hands out (only what is used here). */
interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  __knex__disposed?: unknown;
}

/** The knex part of `strapi.db.connection` used here (a plain knex in tests). */
export interface LockDb {
  client: { acquireConnection(): Promise<unknown>; releaseConnection(conn: unknown): Promise<unknown> };
}

/**
 * Runs `work` with a transaction open on a connection of its own (the lock's holder: `work` runs
 * its queries on other connections), ending it whatever happens. A connection whose ROLLBACK
 * failed is marked disposed, so knex drops it rather than lend out a session that may still hold
 * a lock.
 */
async function onOwnConnection<T>(db: LockDb, work: (conn: PgConnection) => Promise<T>): Promise<T> {
  const conn = (await db.client.acquireConnection()) as PgConnection;
  try {
    await conn.query('BEGIN');
    const result = await work(conn);
    await conn.query('COMMIT');
    return result;
  } catch (err) {
    await conn.query('ROLLBACK').catch((rollbackErr: unknown) => (conn.__knex__disposed = rollbackErr));
    throw err;
  } finally {
    await db.client.releaseConnection(conn);
  }
}

const running = new Map<string, Promise<unknown>>();
/** SQLite: the calls for one key run one after another in this (the only) process. */
async function inProcess<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = running.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  running.set(key, mine);
  try {
    return await mine;
  } finally {
    if (running.get(key) === mine) running.delete(key);
  }
}

/** How long a caller waits for the lock on PostgreSQL before it is told the work is under way. */
const LOCK_WAIT = '10s';

/**
 * Runs `work` while no other call for the same (`name`, `id`) runs, on any instance: a second
 * caller waits for the first to finish, then runs (and sees what the first recorded). On
 * PostgreSQL a waiter holds a pooled connection, so it waits at most LOCK_WAIT and then gets
 * `busy()`: a burst of callers can delay the holder's own queries, never starve them for good.
 */
export async function oneAtATime<T>(strapi: Core.Strapi, name: string, id: number, work: () => Promise<T>, busy: () => Error): Promise<T> {
  if (!onPostgres(strapi)) return inProcess(`${name}:${id}`, work);
  // Strapi types its connection as a whole Knex; LockDb is its pool (acquire/release), which Knex's types keep private.
  return onOwnConnection(strapi.db.connection as unknown as LockDb, async (conn) => {
    await conn.query(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
    try {
      await conn.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [name, id]);
    } catch (err) {
      // lock_not_available: the wait ran out.
      if ((err as { code?: string }).code === '55P03') throw busy();
      throw err;
    }
    return work();
  });
}

/**
 * A scheduled job's run for the tick `fireDate`, once across instances (every instance's cron fires
 * it). The advisory lock keeps two runs of the job from overlapping; the tick recorded in
 * `scheduled_runs` under that lock keeps an instance whose clock fired a moment later from running
 * the same tick again once the first run has ended. Answers whether this call ran it.
 */
export async function runScheduledOnce(db: LockDb, job: string, fireDate: Date, task: () => Promise<void>): Promise<boolean> {
  const tick = new Date(Math.floor(fireDate.getTime() / 1000) * 1000);
  return onOwnConnection(db, async (conn) => {
    const { rows } = await conn.query("SELECT pg_try_advisory_xact_lock(hashtext('scheduled-job'), hashtext($1)) AS locked", [job]);
    if (!rows[0].locked) return false;
    const claimed = await conn.query(
      `INSERT INTO scheduled_runs (job, last_tick) VALUES ($1, $2)
       ON CONFLICT (job) DO UPDATE SET last_tick = EXCLUDED.last_tick WHERE scheduled_runs.last_tick < EXCLUDED.last_tick
       RETURNING job`,
      [job, tick],
    );
    if (!claimed.rows.length) return false;
    await task();
    return true;
  });
}

/**
 * A cron task that runs once per tick across instances on PostgreSQL (as is on SQLite). Strapi
 * calls a task with the tick it was scheduled for, the same on every instance. A task that throws
 * is logged and counted as failed; the next tick retries.
 */
export function scheduledOnce(
  strapi: Core.Strapi,
  job: string,
  task: () => Promise<void>,
): (context: unknown, ...args: unknown[]) => Promise<void> {
  // Counted in the instance's metrics when this instance runs it (lib/metrics.ts).
  const counted = () => countedJobRun(job, task);
  return async (_context, fireDate) => {
    try {
      if (!onPostgres(strapi)) return await counted();
      const tick = fireDate instanceof Date ? fireDate : new Date();
      // As in oneAtATime: Knex's types keep its pool private.
      await runScheduledOnce(strapi.db.connection as unknown as LockDb, job, tick, counted);
    } catch (err) {
      // The lock, the tick's record or the job itself: the next tick retries either way.
      strapi.log.error(`[schedule] ${job} failed (the next tick retries): ${(err as Error).message}`);
    }
  };
}
