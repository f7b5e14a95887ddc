import { describe, expect, test } from '@jest/globals';
import { statusAfterRefund } from '../refunds';

describe('statusAfterRefund', () => {
  test('all of the amount back: refunded; part: partially refunded; nothing: still paid', () => {
    expect(statusAfterRefund(40000_00, 40000_00)).toBe('refunded');
    expect(statusAfterRefund(40000_00, 30000_00)).toBe('partially_refunded');
    expect(statusAfterRefund(40000_00, 1)).toBe('partially_refunded');
    expect(statusAfterRefund(40000_00, 0)).toBe('paid');
  });
});
