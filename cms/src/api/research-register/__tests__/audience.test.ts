/** Whom a stock reaches: the rows the SQL query answers, checked by the entitlement rule itself. */
import { expect, test } from '@jest/globals';
import { entitledOf, type AudienceRow } from '../audience';

const row = (userId: number, date: string, over: Partial<AudienceRow> = {}): AudienceRow => ({
  user_id: String(userId),
  email: `u${userId}@example.com`,
  date,
  paid_through: null,
  months: 12,
  stocks: 10,
  ...over,
});

test('a running subscription reaches its subscriber once, with their email', () => {
  expect(entitledOf([row(1, '2026-11-01'), row(1, '2026-11-01')], '2026-11-20')).toEqual([{ userId: 1, email: 'u1@example.com' }]);
});

test('the period is in calendar months: a plan that ended yesterday reaches nobody', () => {
  expect(entitledOf([row(2, '2025-11-20', { months: 12 })], '2026-11-20')).toEqual([]);
  expect(entitledOf([row(2, '2025-11-21', { months: 12 })], '2026-11-20')).toHaveLength(1);
});

test('paid instalments: nothing from the paid-through day on', () => {
  expect(entitledOf([row(3, '2026-01-01', { paid_through: '2026-11-20' })], '2026-11-20')).toEqual([]);
  expect(entitledOf([row(3, '2026-01-01', { paid_through: '2026-11-21' })], '2026-11-20')).toHaveLength(1);
});

test('a subscription that starts later, or a row without an email, reaches nobody', () => {
  expect(entitledOf([row(4, '2026-11-21'), row(5, '2026-11-01', { email: '' })], '2026-11-20')).toEqual([]);
});
