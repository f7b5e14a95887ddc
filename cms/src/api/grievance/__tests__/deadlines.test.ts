import { describe, expect, test } from '@jest/globals';
import { deadlineDigest } from '../deadlines';

const ist = (at: string) => new Date(`${at.replace(' ', 'T')}:00+05:30`);
const open = (id: number, received: string) => ({ id, reference: `GRV-2026-${String(id).padStart(6, '0')}`, receivedAt: ist(received) });

describe('deadlineDigest', () => {
  const now = ist('2026-11-23 09:00');

  test('day 14 and day 18 are reminders; past day 21 is overdue every day; other days are quiet', () => {
    const digest = deadlineDigest(
      [
        open(1, '2026-11-09 23:50'), // day 14 (India's calendar: the 9th, late at night)
        open(2, '2026-11-05 10:00'), // day 18
        open(3, '2026-11-02 10:00'), // day 21: the last day, not yet overdue
        open(4, '2026-11-01 10:00'), // day 22: overdue
        open(5, '2026-09-01 10:00'), // long overdue
        open(6, '2026-11-10 10:00'), // day 13
        open(7, '2026-11-06 10:00'), // day 17
      ],
      now,
    );
    expect(digest.approaching.map((l) => [l.id, l.day])).toEqual([
      [2, 18],
      [1, 14],
    ]);
    expect(digest.overdue.map((l) => [l.id, l.day, l.dueDay])).toEqual([
      [5, 83, '2026-09-22'],
      [4, 22, '2026-11-22'],
    ]);
  });

  test('a ticket received just after midnight in India counts from that day, whatever the server zone', () => {
    // 2026-11-08 18:40 UTC is 9 November 00:10 in India: day 14 on 23 November.
    const digest = deadlineDigest([{ id: 1, reference: 'GRV-2026-000001', receivedAt: new Date('2026-11-08T18:40:00Z') }], now);
    expect(digest.approaching.map((l) => l.day)).toEqual([14]);
  });
});
