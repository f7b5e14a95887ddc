/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { addCalendarMonths, firmDayStart, runsOn, todayInFirm } from '../dates';

describe('addCalendarMonths', () => {
  test.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2025-01-15', 12, '2026-01-15'],
    ['2025-12-31', 2, '2026-02-28'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-01-31T10:00:00.000Z', 36, '2028-01-31'],
  ])('%s + %i months = %s (clamped to the month, never spilling into the next)', (day, months, expected) => {
    expect(addCalendarMonths(day, months)).toBe(expected);
  });
});

describe("the firm's calendar is India's", () => {
  test('today changes at midnight in India, not in UTC', () => {
    expect(todayInFirm(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(todayInFirm(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  test('the remembered day is answered only within its own 24 hours, in whichever order days are asked', () => {
    const days = [
      ['2026-11-30T18:29:59.999Z', '2026-11-30'],
      ['2026-11-30T18:30:00Z', '2026-12-01'],
      ['2026-12-01T18:29:59.999Z', '2026-12-01'],
      ['2026-11-30T18:29:59.999Z', '2026-11-30'],
      ['2026-12-31T18:30:00Z', '2027-01-01'],
      ['2026-12-31T18:29:59Z', '2026-12-31'],
    ];
    expect(days.map(([instant]) => todayInFirm(new Date(instant)))).toEqual(days.map(([, day]) => day));
  });

  test('a day begins at 00:00 IST (18:30 UTC the day before)', () => {
    expect(firmDayStart('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });
});

describe('runsOn: from the start day, for the plan’s months', () => {
  test('a 12-month plan from 31 Jan 2025 runs until 30 Jan 2026', () => {
    expect(runsOn('2025-01-31', 12, '2025-01-30')).toBe(false);
    expect(runsOn('2025-01-31', 12, '2025-01-31')).toBe(true);
    expect(runsOn('2026-01-31', 12, '2026-01-30')).toBe(false);
    expect(runsOn('2025-01-31', 12, '2026-01-30')).toBe(true);
    expect(runsOn('2025-01-31', 12, '2026-01-31')).toBe(false);
  });

  test('a 1-month plan from 31 Jan ends with February (no 3 March)', () => {
    expect(runsOn('2025-01-31', 1, '2025-02-27')).toBe(true);
    expect(runsOn('2025-01-31', 1, '2025-02-28')).toBe(false);
    expect(runsOn('2025-01-31', 1, '2025-03-02')).toBe(false);
  });
});
