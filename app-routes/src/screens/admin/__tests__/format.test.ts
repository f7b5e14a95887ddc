import { describe, expect, it } from '@jest/globals';
import { formatPaise } from '../format';

describe('formatPaise', () => {
  it('shows paise as rupees in the Indian grouping, paise only when there are some', () => {
    expect(formatPaise(40000_00)).toBe('₹40,000');
    expect(formatPaise(151000_00)).toBe('₹1,51,000');
    expect(formatPaise(1000_50)).toBe('₹1,000.50');
    expect(formatPaise(1000_05)).toBe('₹1,000.05');
    expect(formatPaise(0)).toBe('₹0');
  });
});
