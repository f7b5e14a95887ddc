import { expect, it } from '@jest/globals';
import { KYC_SERVER_ONLY_FIELDS, withoutServerOnly } from '../server-only';

const record = {
  id: 1,
  panMasked: 'ABCxxxxx4F',
  panEncrypted: 'v1:…',
  panLookup: 'h',
  dateOfBirthEncrypted: 'v1:…',
  kraAnswer: { status: 'x' },
  reviewState: 'verified',
};

it('a record, a list and a page of results lose the sealed fields, the lookup and the agency answer, and keep the rest', () => {
  expect(withoutServerOnly(record)).toEqual({ id: 1, panMasked: 'ABCxxxxx4F', reviewState: 'verified' });
  for (const r of withoutServerOnly([record, record])) for (const f of KYC_SERVER_ONLY_FIELDS) expect(r).not.toHaveProperty(f);
  expect(record).toHaveProperty('panEncrypted');
});

it('answers that are not records pass as they are', () => {
  expect(withoutServerOnly(null)).toBeNull();
  expect(withoutServerOnly(3)).toBe(3);
});
