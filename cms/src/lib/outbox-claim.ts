/**
 * What the database outboxes (the lead outbox, the alert outbox) share beside their wake-up loop
 * (poll-loop.ts): which rows a worker may claim, the lease a claim holds, a failed attempt
 * recorded with its next try (exponential backoff until RETRY_FOR_MS), and when the next row is
 * due. Several CMS instances share an outbox: a row belongs to whoever's conditional UPDATE
 * claimed it, and a claim whose instance stopped mid-attempt runs out with its lease.
 *
 * Each outbox names its own "done" columns (`pending`: all null while the row waits) and the
 * column a given-up row is stamped in.
 */
import type { Core } from '@strapi/strapi';

type Rows = ReturnType<Core.Strapi['db']['query']>;
/** The "done" columns of an outbox, all null while a row waits. */
export type Pending = Record<string, null>;

/** How long an outbox keeps retrying a delivery before giving up on it (and logging it as lost there). */
export const RETRY_FOR_MS = 3 * 24 * 3600 * 1000;

/**
 * The wait before attempt `attempt + 1`, after `attempt` failures (1, 2, …): the base doubled per
 * failure up to the cap, then jittered into its upper half so that many deliveries failing
 * together (a receiver down for an hour) do not all come back at the same instant.
 */
export function backoffMs(attempt: number, retry: { baseMs: number; maxMs: number }, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 40);
  const capped = Math.min(retry.maxMs, retry.baseMs * 2 ** exponent);
  return Math.round(capped / 2 + (random() * capped) / 2);
}

/**
 * When a row that failed its `failures`-th attempt at `now` is tried again, or null to give up:
 * when `giveUp` says so (a destination no longer configured) or once it has been retried for
 * RETRY_FOR_MS since it was queued at `since`.
 */
export function retryAt(
  failures: number,
  since: string | Date,
  now: Date,
  retry: { baseMs: number; maxMs: number },
  giveUp = false,
): Date | null {
  if (giveUp || now.getTime() - new Date(since).getTime() >= RETRY_FOR_MS) return null;
  return new Date(now.getTime() + backoffMs(failures, retry));
}

/** Nobody holds it: never claimed, or the claim's lease ran out (its instance stopped mid-attempt). */
export const unheld = (now: Date) => ({ $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }] });

/** The rows a worker may claim at `now`: waiting, due, and held by nobody. */
export const claimable = (pending: Pending, now: Date) => ({ ...pending, nextAttemptAt: { $lte: now }, ...unheld(now) });

/** A claim's `lockedUntil`: the lease runs `leaseMs` from `now`. */
export const leaseUntil = (now: Date, leaseMs: number) => new Date(now.getTime() + leaseMs);

/**
 * The update recording a failed attempt of a row that had `attempts`: tried again at `next`, or
 * given up (`gaveUpColumn` stamped with `now`) when there is none. The claim is released.
 */
export function failedAttempt(
  attempts: number,
  error: string,
  now: Date,
  next: Date | null,
  gaveUpColumn: string,
): Record<string, unknown> {
  return {
    attempts: attempts + 1,
    lastError: error.slice(0, 2000),
    lockedUntil: null,
    ...(next ? { nextAttemptAt: next } : { [gaveUpColumn]: now }),
  };
}

/**
 * How long a worker sleeps after a pass that left no full batch: until the next row is due, at
 * most `idleMs` (rows other instances queue), and at least 50 ms, so that a row another instance
 * is about to claim cannot make this one spin.
 */
export function sleepUntilDue(next: Date | null, idleMs: number, now = Date.now()): number {
  return next ? Math.min(Math.max(next.getTime() - now, 50), idleMs) : idleMs;
}

/** When the earliest waiting row nobody holds is due, or null when there is none. */
export async function nextDueAt(rows: Rows, pending: Pending, now: Date): Promise<Date | null> {
  const next = await rows.findOne({
    where: { ...pending, ...unheld(now) },
    select: ['nextAttemptAt'],
    orderBy: [{ nextAttemptAt: 'asc' }],
  });
  return next ? new Date(next.nextAttemptAt) : null;
}
