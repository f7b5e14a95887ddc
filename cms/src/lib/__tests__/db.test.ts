/** Which errors mean "that value is taken" (lib/db.ts): the unique index's, and Strapi's own validator's. */
import { expect, test } from '@jest/globals';
import { errors } from '@strapi/utils';
import { isDuplicateRefused, isUniqueViolation } from '../db';

const taken = (path: string) =>
  new errors.ValidationError('This attribute must be unique', {
    errors: [{ path: [path], message: 'This attribute must be unique', name: 'ValidationError', value: 'a@example.com' }],
  });

test("the unique index's refusal, on PostgreSQL and on SQLite", () => {
  for (const err of [
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    Object.assign(new Error('UNIQUE constraint failed: up_users.email'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
  ]) {
    expect(isUniqueViolation(err)).toBe(true);
    expect(isDuplicateRefused(err)).toBe(true);
  }
});

test("Strapi's validator finding the value taken (the loser of a race whose winner had committed)", () => {
  expect(isUniqueViolation(taken('email'))).toBe(false);
  expect(isDuplicateRefused(taken('email'))).toBe(true);
  // With other errors beside it, Strapi's message counts them; the detail still says it.
  const two = new errors.ValidationError('2 errors occurred', {
    errors: [
      { path: ['email'], message: 'This attribute must be unique', name: 'ValidationError' },
      { path: ['username'], message: 'This attribute must be unique', name: 'ValidationError' },
    ],
  });
  expect(isDuplicateRefused(two)).toBe(true);
});

test('any other error is not a duplicate', () => {
  expect(isDuplicateRefused(new errors.ValidationError('email must be a valid email'))).toBe(false);
  expect(isDuplicateRefused(new Error('connection refused'))).toBe(false);
  expect(isDuplicateRefused(null)).toBe(false);
  expect(isDuplicateRefused('This attribute must be unique')).toBe(false);
});
