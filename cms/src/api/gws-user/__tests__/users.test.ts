/** An app user's public view and the admin users list's filter. */
import { describe, expect, test } from '@jest/globals';
import { publicUser, userListConditions, type AppUser } from '../users';

const USER: AppUser = {
  id: 4,
  documentId: 'user-doc',
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '9876543210',
  admin: 0,
  blocked: false,
  password: '$2a$10$hash',
  createdAt: '2025-01-01T00:00:00.000Z',
  subscription: {
    id: 8,
    documentId: 'sub-doc',
    date: '2025-01-05',
    plan: { id: 1, documentId: 'growth', name: 'Growth', months: 24, stocks: 20 },
  },
};

test('the public view has the documented fields only: never the password hash or the blocked flag', () => {
  expect(publicUser(USER)).toEqual({
    id: 4,
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    admin: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
  });
});

test('with its subscription when asked', () => {
  expect(publicUser(USER, true).subscription).toEqual({ id: 8, type: 'growth', date: '2025-01-05', gWSUserId: 4 });
  expect(publicUser({ ...USER, subscription: null }, true).subscription).toBeNull();
});

test('missing fields are null', () => {
  // A stand-in row without the fields the schema requires.
  expect(publicUser({ id: 1, email: 'a@example.com' } as AppUser)).toMatchObject({ first_name: null, phone: null, admin: null });
});

describe('userListConditions', () => {
  test('no filter: every user', () => {
    expect(userListConditions({})).toEqual({});
    expect(userListConditions({ search: '   ' })).toEqual({});
  });

  test('the Paid and Free tabs: with or without a subscription', () => {
    expect(userListConditions({ paid: true })).toEqual({ $and: [{ subscription: { id: { $notNull: true } } }] });
    expect(userListConditions({ paid: false })).toEqual({ $and: [{ subscription: { id: { $null: true } } }] });
  });

  test('every search word must match one of name, email or phone', () => {
    const where = userListConditions({ search: ' asha  987 ' }) as { $and: { $or: unknown[] }[] };
    expect(where.$and).toHaveLength(2);
    expect(where.$and[0].$or).toEqual([
      { first_name: { $containsi: 'asha' } },
      { last_name: { $containsi: 'asha' } },
      { email: { $containsi: 'asha' } },
      { phone: { $containsi: 'asha' } },
    ]);
  });

  test('at most 8 words count (a long search cannot make a huge query)', () => {
    const where = userListConditions({ search: 'a b c d e f g h i j k' }) as { $and: unknown[] };
    expect(where.$and).toHaveLength(8);
  });
});
