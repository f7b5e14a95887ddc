/** How long a KYC record is kept (five years after the relationship ended), without a database. */
import { describe, expect, test } from '@jest/globals';
import { kycRetainedMessage } from 'contracts';
import { kycMustKeep, kycRetainedUntil, relationshipEnded } from '../retention';

describe('relationshipEnded', () => {
  test('a client who never paid: the KYC submission (its day in India)', () => {
    // 20:00 UTC on 11 March is 01:30 on 12 March in India.
    expect(relationshipEnded({ kycSubmittedAt: '2026-03-11T20:00:00.000Z', subscription: null, orders: [] })).toBe('2026-03-12');
  });

  test('a running subscription: the end of what is paid, or the plan when an administrator set it', () => {
    const submitted = '2026-01-10T05:00:00.000Z';
    expect(
      relationshipEnded({
        kycSubmittedAt: submitted,
        subscription: { date: '2026-01-15', months: 24, paidThrough: '2027-01-15' },
        orders: [{ periodEnd: '2027-01-15' }],
      }),
    ).toBe('2027-01-15');
    expect(relationshipEnded({ kycSubmittedAt: submitted, subscription: { date: '2026-01-15', months: 12 }, orders: [] })).toBe(
      '2027-01-15',
    );
  });

  test('a cancelled subscription: the cancellation, though the paid period ran further', () => {
    expect(
      relationshipEnded({
        kycSubmittedAt: '2026-01-10T05:00:00.000Z',
        subscription: { date: '2026-01-15', months: 24, paidThrough: '2027-01-15', cancelledAt: '2026-03-20T10:00:00.000Z' },
        orders: [{ periodEnd: '2027-01-15', refundedAt: '2026-03-20T10:00:00.000Z' }],
      }),
    ).toBe('2026-03-20');
  });

  test('the latest of all: a KYC submitted after the last paid period ended counts from its submission', () => {
    expect(
      relationshipEnded({
        kycSubmittedAt: '2028-06-01T05:00:00.000Z',
        subscription: { date: '2026-01-15', months: 12, paidThrough: '2027-01-15' },
        orders: [{ periodEnd: '2027-01-15' }, { periodEnd: null }],
      }),
    ).toBe('2028-06-01');
  });
});

describe('kycRetainedUntil and kycMustKeep', () => {
  test('five years on, clamped to the month (29 February → 28 February)', () => {
    expect(kycRetainedUntil('2026-03-12')).toBe('2031-03-12');
    expect(kycRetainedUntil('2028-02-29')).toBe('2033-02-28');
  });

  test('kept up to the day before, erasable from that day', () => {
    expect(kycMustKeep('2031-03-12', '2031-03-11')).toBe(true);
    expect(kycMustKeep('2031-03-12', '2031-03-12')).toBe(false);
  });

  test("the refusal's words", () => {
    expect(kycRetainedMessage('2031-03-12')).toBe(
      "KYC records are kept until 12 March 2031 (five years after the relationship ended), as SEBI's RA Regulations require.",
    );
  });
});
