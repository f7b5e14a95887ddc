/** Closes in today's units: a split's or a bonus's factor divides every earlier price. */
import { expect, it } from '@jest/globals';
import { adjustedCloses, adjustedPrice, divisorOn, inTodaysUnits } from '../adjusted-closes';

const factors = [
  { exDate: '2023-06-01', factor: 5 }, // a 1:5 split
  { exDate: '2024-01-10', factor: 2 }, // a 1:1 bonus
];

it('divides a price by every factor whose ex-date comes after its day', () => {
  expect(divisorOn('2023-05-31', factors).toString()).toBe('10');
  expect(divisorOn('2023-06-01', factors).toString()).toBe('2');
  expect(divisorOn('2024-01-10', factors).toString()).toBe('1');
  expect(adjustedPrice('250', '2023-01-02', factors).toString()).toBe('25');
});

it('sorts closes by day and leaves them as printed without factors', () => {
  const out = adjustedCloses(
    [
      { date: '2023-01-03', close: '101.5' },
      { date: '2023-01-02', close: '100' },
    ],
    [],
  );
  expect(out.map((c) => [c.date, inTodaysUnits(c).toString()])).toEqual([
    ['2023-01-02', '100'],
    ['2023-01-03', '101.5'],
  ]);
});

it('adjusts each close by the factors after it', () => {
  const out = adjustedCloses(
    [
      { date: '2023-05-31', close: '500' },
      { date: '2023-06-01', close: '100' },
      { date: '2024-01-10', close: '52' },
    ],
    factors,
  );
  expect(out.map((c) => inTodaysUnits(c).toString())).toEqual(['50', '50', '52']);
  expect(out.map((c) => c.close)).toEqual(['500', '100', '52']);
});
