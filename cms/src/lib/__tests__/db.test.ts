/** Which errors mean "that value is taken" (lib/db.ts): the unique index's, and Strapi's own validator's. */
import { expect, test } from '@jest/globals';
import { errors } from '@strapi/utils';
import { againAfterLostRace, isDuplicateRefused, isUniqueViolation } from '../db';

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

const lostRace = () => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });

test('a transaction that lost a race to a unique index is run again, up to three times in all', async () => {
  let runs = 0;
  await expect(
    againAfterLostRace(async () => {
      runs += 1;
      if (runs < 3) throw lostRace();
      return 'stored';
    }),
  ).resolves.toBe('stored');
  expect(runs).toBe(3);

  runs = 0;
  await expect(
    againAfterLostRace(async () => {
      runs += 1;
      throw lostRace();
    }),
  ).rejects.toMatchObject({ code: '23505' });
  expect(runs).toBe(3);
});

test('any other failure is not run again', async () => {
  let runs = 0;
  await expect(
    againAfterLostRace(async () => {
      runs += 1;
      throw new Error('connection refused');
    }),
  ).rejects.toThrow('connection refused');
  expect(runs).toBe(1);
});
