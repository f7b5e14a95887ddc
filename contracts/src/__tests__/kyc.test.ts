/** The KYC form's rule: PAN, name, date of birth, address and consent, with their exact messages. */
import { expect, test } from '@jest/globals';
import { checkRequest } from '../request-check';
import {
  ageOn,
  countInWords,
  coveredByIndividualRules,
  KYC_EARLIEST_BIRTH_DAY,
  KYC_MESSAGES,
  KYC_RETENTION_YEARS,
  kycRequestSchema,
  kycRetainedMessage,
  kycReviewRequestSchema,
  maskPan,
  panHolderType,
  todayInIndia,
} from '../kyc';

const GOOD = {
  pan: ' abcpe1234f ',
  nameOnPan: "Asha D'Souza-Rao",
  dateOfBirth: '1990-05-17',
  address: '12 MG Road, Bengaluru 560001',
  consent: true,
};
const messages = async (input: unknown) => {
  const r = checkRequest(kycRequestSchema, input);
  return r.ok ? [] : r.errors.map((e) => e.message);
};
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a good request passes, the PAN trimmed and upper-cased', async () => {
  const r = checkRequest(kycRequestSchema, GOOD);
  expect(r.ok && r.value.pan).toBe('ABCPE1234F');
});

test.each<[object, string]>([
  [{ pan: 'ABCDE12345' }, KYC_MESSAGES.pan],
  [{ pan: 12345 }, 'pan must be text.'],
  [{ pan: '' }, KYC_MESSAGES.panRequired],
  [{ nameOnPan: 'R2D2' }, KYC_MESSAGES.name],
  [{ nameOnPan: 'A' }, KYC_MESSAGES.nameLength],
  [{ dateOfBirth: '1990-02-30' }, KYC_MESSAGES.dateOfBirth],
  [{ dateOfBirth: isoDay(2) }, KYC_MESSAGES.dateOfBirthFuture],
  [{ dateOfBirth: isoDay(-365 * 10) }, KYC_MESSAGES.adult],
  [{ address: 'short' }, KYC_MESSAGES.address],
  [{ address: 'x'.repeat(301) }, KYC_MESSAGES.address],
  [{ consent: false }, KYC_MESSAGES.consent],
  [{ consent: 'yes' }, 'consent must be true or false.'],
  [{ consent: undefined }, KYC_MESSAGES.consent],
])('%j is refused with its message', async (change, message) => {
  expect(await messages({ ...GOOD, ...change })).toContain(message);
});

test('a date of birth is a real day from 1900-01-01 to today in India', async () => {
  expect(await messages({ ...GOOD, dateOfBirth: '1899-12-31' })).toEqual([KYC_MESSAGES.dateOfBirthTooEarly]);
  expect(await messages({ ...GOOD, dateOfBirth: '0001-01-01' })).toEqual([KYC_MESSAGES.dateOfBirthTooEarly]);
  expect(await messages({ ...GOOD, dateOfBirth: KYC_EARLIEST_BIRTH_DAY })).toEqual([]);
  expect(await messages({ ...GOOD, dateOfBirth: '2023-02-30' })).toEqual([KYC_MESSAGES.dateOfBirth]);
  const tomorrow = new Date(`${todayInIndia()}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  expect(await messages({ ...GOOD, dateOfBirth: tomorrow.toISOString().slice(0, 10) })).toEqual([KYC_MESSAGES.dateOfBirthFuture]);
  // A HUF's PAN, so that age is no rule: today in India is no future day.
  expect(await messages({ ...GOOD, pan: 'ABCHE1234F', dateOfBirth: todayInIndia() })).toEqual([]);
});

test("today in India is a day ahead of UTC's from 18:30 UTC", () => {
  expect(todayInIndia(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
  expect(todayInIndia(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
});

test('a young holder of a non-individual PAN is not refused for age (a HUF, a company)', async () => {
  expect(await messages({ ...GOOD, pan: 'ABCHE1234F', dateOfBirth: isoDay(-365 * 10) })).toEqual([]);
});

test('holder type, coverage, mask and age', () => {
  expect(panHolderType('ABCPE1234F')).toBe('individual');
  expect(panHolderType('ABCHE1234F')).toBe('huf');
  expect(panHolderType('ABCCE1234F')).toBe('company');
  expect(panHolderType('ABCXE1234F')).toBe('other');
  expect(coveredByIndividualRules('ABCCE1234F')).toBe(false);
  expect(coveredByIndividualRules('ABCHE1234F')).toBe(true);
  expect(maskPan('ABCDE1234F')).toBe('ABCDE****F');
  expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
  expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
});

test('a rejection needs a note; the decision is one of two', async () => {
  expect(checkRequest(kycReviewRequestSchema, { id: 1, decision: 'rejected' }).ok).toBe(false);
  expect(checkRequest(kycReviewRequestSchema, { id: 1, decision: 'maybe' }).ok).toBe(false);
  expect(checkRequest(kycReviewRequestSchema, { id: 1, decision: 'verified' }).ok).toBe(true);
});

test('an address or a review note with a control character is refused; tabs and line breaks are kept', async () => {
  expect(await messages({ ...GOOD, address: '12 MG Road\u0000, Bengaluru' })).toEqual([KYC_MESSAGES.addressCharacters]);
  expect(await messages({ ...GOOD, address: '12 MG Road\u001b[2J, Bengaluru' })).toEqual([KYC_MESSAGES.addressCharacters]);
  expect(await messages({ ...GOOD, address: '12 MG Road,\r\nBengaluru\t560001' })).toEqual([]);
  const review = (note: string) => checkRequest(kycReviewRequestSchema, { id: 1, decision: 'rejected', note });
  expect(await review('Blurred\u0000 PAN.')).toMatchObject({ ok: false, message: KYC_MESSAGES.noteCharacters });
  expect((await review('Blurred PAN;\nplease upload again.')).ok).toBe(true);
});

test('the retention message gives the period of KYC_RETENTION_YEARS in words', () => {
  expect(countInWords(KYC_RETENTION_YEARS)).toBe('five');
  expect([countInWords(1), countInWords(10), countInWords(12)]).toEqual(['one', 'ten', '12']);
  expect(kycRetainedMessage('2031-03-12')).toBe(
    "KYC records are kept until 12 March 2031 (five years after the relationship ended), as SEBI's RA Regulations require.",
  );
});
