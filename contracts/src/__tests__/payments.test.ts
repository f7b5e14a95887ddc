/** The instalment one checkout charges (SEBI: fees at most one year in advance). */
import { expect, test } from '@jest/globals';
import { instalmentPaise, instalmentProblem, planYears } from '../payments';

test('a plan of N years is paid in N instalments: 12 → 1, 24 → 2, 36 → 3, 13 → 2 years', () => {
  expect([1, 12, 13, 24, 36].map(planYears)).toEqual([1, 1, 2, 2, 3]);
});

test("the pricing page's plans: ₹45,000 once, ₹40,000 and ₹50,000 a year, in paise", () => {
  expect(instalmentPaise({ price: 45000, months: 12 })).toBe(4500000);
  expect(instalmentPaise({ price: 80000, months: 24 })).toBe(4000000);
  expect(instalmentPaise({ price: 150000, months: 36 })).toBe(5000000);
});

test('an uneven split is rounded to the paisa; an instalment set by an editor wins', () => {
  expect(instalmentPaise({ price: 100000, months: 36 })).toBe(3333333);
  expect(instalmentPaise({ price: 80000, months: 24, instalmentAmount: 42000 })).toBe(4200000);
  expect(instalmentPaise({ price: 80000, months: 24, instalmentAmount: null })).toBe(4000000);
});

test('an instalment must be whole rupees, at least 1 and at most the price', () => {
  expect(instalmentProblem({ price: 80000, instalmentAmount: null })).toBeNull();
  expect(instalmentProblem({ price: 80000, instalmentAmount: 40000 })).toBeNull();
  expect(instalmentProblem({ price: 80000, instalmentAmount: 80000 })).toBeNull();
  expect(instalmentProblem({ price: 80000, instalmentAmount: 80001 })).toMatch(/more than the plan/);
  expect(instalmentProblem({ price: 80000, instalmentAmount: 0 })).toMatch(/whole number/);
  expect(instalmentProblem({ price: 80000, instalmentAmount: 10.5 })).toMatch(/whole number/);
});
