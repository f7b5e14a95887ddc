import { expect, it } from '@jest/globals';
import { humanize } from '../field-labels';

it('names read as plain words, abbreviations in capitals', () => {
  expect(humanize('strictAdCode')).toBe('Strict ad code');
  expect(humanize('utm_campaign')).toBe('UTM campaign');
  expect(humanize('panMasked')).toBe('PAN masked');
  expect(humanize('reviewState')).toBe('Review state');
  expect(humanize('buy_date')).toBe('Buy date');
  expect(humanize('userId')).toBe('User ID');
  expect(humanize('isin')).toBe('ISIN');
  expect(humanize('sebiRegistrationNumber')).toBe('SEBI registration number');
  expect(humanize('gstinNumber')).toBe('GSTIN number');
  expect(humanize('name')).toBe('Name');
});
