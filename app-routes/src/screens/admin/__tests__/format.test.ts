import { describe, expect, it } from '@jest/globals';
import { formatPaise, formatWeekday } from '../format';

describe('formatPaise', () => {
  it('shows paise as rupees in the Indian grouping, paise only when there are some', () => {
    expect(formatPaise(40000_00)).toBe('₹40,000');
    expect(formatPaise(151000_00)).toBe('₹1,51,000');
    expect(formatPaise(1000_50)).toBe('₹1,000.50');
    expect(formatPaise(1000_05)).toBe('₹1,000.05');
    expect(formatPaise(0)).toBe('₹0');
  });
});

describe('formatWeekday', () => {
  it('shows a calendar day with its weekday, wherever the browser is', () => {
    expect(formatWeekday('2024-07-05')).toBe('Fri 05 Jul 2024');
    expect(formatWeekday('2024-07-08')).toBe('Mon 08 Jul 2024');
    expect(formatWeekday('2024-12-31')).toBe('Tue 31 Dec 2024');
  });
  it('shows a dash for what is not a day', () => {
    expect(formatWeekday('')).toBe('—');
  });
});
