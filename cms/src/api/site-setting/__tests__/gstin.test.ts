/** The firm's GSTIN as Site settings accepts it: format and check character (Luhn mod 36). */
import { expect, test } from '@jest/globals';
import { gstinCheckCharacter, gstinProblem, normalGstin } from '../validation';

test('published GSTINs carry the check character the algorithm computes', () => {
  for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinProblem(gstin)).toBeNull();
  }
});

test('empty means not registered for GST; lower case and spaces around are accepted and stored in capitals', () => {
  for (const empty of ['', null, undefined]) expect(gstinProblem(empty)).toBeNull();
  expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
  expect(normalGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
});

test('a wrong check character is refused, naming the expected one', () => {
  expect(gstinProblem('27AAPFU0939F1ZW')).toBe(
    'GSTIN 27AAPFU0939F1ZW is not valid: its last character should be V. Please check the number on the GST registration certificate.',
  );
  // One mistyped digit of the PAN changes the check character.
  expect(gstinProblem('27AAPFU0938F1ZV')).toMatch(/is not valid: its last character should be/);
});

test('a malformed GSTIN is refused with the expected shape', () => {
  for (const bad of [
    '27AAPFU0939F1Z',
    '27AAPFU0939F1ZVX',
    'AAPFU0939F1ZV27',
    '27AAPFU0939F1YV',
    '27AAPFU0939F0ZV',
    '<b>27AAPFU0939F1ZV',
    42,
  ]) {
    expect(gstinProblem(bad)).toMatch(/^GSTIN must be 15 characters/);
  }
});
