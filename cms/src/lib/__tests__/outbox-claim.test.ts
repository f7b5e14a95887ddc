/** The outboxes' shared rules: the backoff between attempts, when to give up, what a worker may claim, a failed attempt's record. */
import { describe, expect, test } from '@jest/globals';
import { backoffMs, claimable, failedAttempt, leaseUntil, retryAt, RETRY_FOR_MS, sleepUntilDue, unheld } from '../outbox-claim';

const RETRY = { baseMs: 1000, maxMs: 600_000 };
const top = () => 0.999999;
const bottom = () => 0;

describe('backoff', () => {
  test('doubles per failure from the base: 1 s, 2 s, 4 s … (upper bound of the jitter)', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, RETRY, top))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  test('is capped at the maximum (10 min) however many failures, without overflowing', () => {
    expect(backoffMs(10, RETRY, top)).toBe(512_000);
    expect(backoffMs(11, RETRY, top)).toBe(600_000);
    expect(backoffMs(500, RETRY, top)).toBe(600_000);
    expect(backoffMs(500, RETRY, bottom)).toBe(300_000);
  });

  test('jitter keeps each wait within the upper half of its step', () => {
    for (let i = 0; i < 200; i++) {
      const wait = backoffMs(3, RETRY);
      expect(wait).toBeGreaterThanOrEqual(2000);
      expect(wait).toBeLessThanOrEqual(4000);
    }
    expect(backoffMs(3, RETRY, bottom)).toBe(2000);
    expect(backoffMs(3, RETRY, () => 0.5)).toBe(3000);
  });

  test('a day of retries: with the defaults the outbox keeps trying at least every 10 min', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3600 * 1000) elapsed += backoffMs(++attempts, RETRY, top);
    // 1 s … 512 s, then 10 min each: well over a hundred attempts in a day, never a gap above the cap.
    expect(attempts).toBeGreaterThan(140);
  });
});

describe('retryAt', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');
  const queued = (msAgo: number) => new Date(now.getTime() - msAgo);

  test('within RETRY_FOR_MS of queueing: after the backoff of that many failures', () => {
    const next = retryAt(3, queued(60_000), now, RETRY)!;
    expect(next.getTime() - now.getTime()).toBeGreaterThanOrEqual(2000);
    expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(4000);
    expect(retryAt(1, queued(RETRY_FOR_MS - 1).toISOString(), now, RETRY)).not.toBeNull();
  });

  test('given up (null) once retried for RETRY_FOR_MS, or at once when told to', () => {
    expect(retryAt(1, queued(RETRY_FOR_MS), now, RETRY)).toBeNull();
    expect(retryAt(1, queued(0), now, RETRY, true)).toBeNull();
  });
});

describe('claims', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');
  const PENDING = { sentAt: null, failedAt: null };

  test('claimable: waiting, due by now, and held by nobody (never claimed or the lease ran out)', () => {
    expect(claimable(PENDING, now)).toEqual({
      sentAt: null,
      failedAt: null,
      nextAttemptAt: { $lte: now },
      $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }],
    });
    expect(unheld(now)).toEqual({ $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }] });
  });

  test('a lease runs from now', () => {
    expect(leaseUntil(now, 60_000).toISOString()).toBe('2026-11-27T10:01:00.000Z');
  });

  test('a failed attempt: one more attempt, the error (cut to 2000 characters), the claim released; retried or given up', () => {
    const next = new Date('2026-11-27T10:05:00.000Z');
    expect(failedAttempt(2, 'HTTP 503', now, next, 'gaveUpAt')).toEqual({
      attempts: 3,
      lastError: 'HTTP 503',
      lockedUntil: null,
      nextAttemptAt: next,
    });
    const gaveUp = failedAttempt(0, 'x'.repeat(5000), now, null, 'failedAt');
    expect(gaveUp).toEqual({ attempts: 1, lastError: 'x'.repeat(2000), lockedUntil: null, failedAt: now });
  });
});

describe('sleepUntilDue', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  test('until the next row is due, at least 50 ms, at most the idle poll; the idle poll when nothing waits', () => {
    expect(sleepUntilDue(new Date(now + 1200), 5000, now)).toBe(1200);
    expect(sleepUntilDue(new Date(now - 60_000), 5000, now)).toBe(50);
    expect(sleepUntilDue(new Date(now + 60_000), 5000, now)).toBe(5000);
    expect(sleepUntilDue(null, 5000, now)).toBe(5000);
  });
});
