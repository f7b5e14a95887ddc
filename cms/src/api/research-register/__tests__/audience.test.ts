/** Whom a stock reaches: the windows that hold it, by date and by the plan's number of stocks. */
import { expect, test } from '@jest/globals';
import { audienceOf, windowHolds, inWindowOrder } from '../audience';

const day = (d: number) => new Date(`2026-11-${String(d).padStart(2, '0')}T00:00:00.000Z`);
// Created out of order on purpose: windows count by creation time, then id.
const STOCKS = [
  { id: 3, createdAt: day(12) },
  { id: 1, createdAt: day(10) },
  { id: 2, createdAt: day(11) },
  { id: 4, createdAt: day(12) },
];

test('a window opens the stocks from its first day, up to its number', () => {
  const ordered = inWindowOrder(STOCKS);
  expect(ordered.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  const fromEleventh = { from: day(11), limit: 2 };
  expect([1, 2, 3, 4].map((id) => windowHolds(fromEleventh, id, ordered))).toEqual([false, true, true, false]);
});

test('the audience counts the windows that hold the stock', () => {
  const windows = [
    { from: day(1), limit: 10 },
    { from: day(11), limit: 1 },
    { from: day(12), limit: 5 },
    { from: day(20), limit: 5 },
  ];
  expect([1, 2, 3, 4].map((id) => audienceOf(id, STOCKS, windows))).toEqual([1, 2, 2, 2]);
  expect(audienceOf(99, STOCKS, windows)).toBe(0);
  expect(audienceOf(1, STOCKS, [])).toBe(0);
});
