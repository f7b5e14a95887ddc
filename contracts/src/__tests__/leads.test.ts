import { describe, expect, it, jest } from '@jest/globals';
import type { MetadataJson } from 'libphonenumber-js/core';
import type { AnyObjectSchema, ValidationError } from 'yup';
import {
  CONTACT_LEVELS,
  LEAD_KINDS,
  OTHER_LEVEL,
  contactSchema,
  freeTrialSchema,
  grievanceSchema,
  landingContactSchema,
  leadSchemas,
  newsletterRequestSchema,
  newsletterSchema,
  questionnaireAnswerRequestSchema,
  salesLeadSchema,
  whatsappLeadRequestSchema,
  whatsappSchema,
  COUNTRY_INVALID,
} from '../leads';
import { COUNTRIES, DEFAULT_COUNTRY, e164Mobile } from '../phone';
import { OFFERED, phoneMetadataFor } from '../phone-countries';
import offeredMetadata from '../phone-metadata.json';
import { MESSAGES, MOBILE_MAX_LENGTH } from '../fields';

/** Every message per field, in rule order (as yup reports them with abortEarly: false). */
function allErrors(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string[]> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string[]> = {};
    for (const inner of (e as ValidationError).inner) (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

/** The message a form shows for each field: the first one (react-hook-form shows only the first). */
const firstErrors = (schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(allErrors(schema, values)).map(([k, v]) => [k, v[0]]));

const fieldError = (schema: AnyObjectSchema, field: string, value: unknown): string | undefined => {
  try {
    schema.validateSyncAt(field, { [field]: value });
    return undefined;
  } catch (e) {
    return (e as ValidationError).message;
  }
};

const VALID_EMAIL = 'ravi.kumar@example.in';
const VALID_MOBILE = '9876543210';

describe('MESSAGES', () => {
  it('holds the exact product messages', () => {
    expect(MESSAGES).toEqual({
      nameRequired: 'Name is required.',
      emailRequired: 'E-mail is required',
      landingEmailRequired: 'Email is required.',
      emailInvalid: 'Must be valid e-mail',
      newsletterEmailInvalid: 'Enter a valid email address.',
      mobileRequired: 'Mobile Number is required.',
      mobileInvalid: 'Enter correct Mobile Number.',
      levelRequired: 'Please select the above',
      detailsRequired: 'Details are required.',
    });
    expect(MOBILE_MAX_LENGTH).toBe(10);
  });

  it('has one schema per lead kind', () => {
    expect(Object.keys(leadSchemas).sort()).toEqual([...LEAD_KINDS].sort());
  });
});

describe('shared field rules', () => {
  describe.each([
    ['free-trial', freeTrialSchema],
    ['contact', contactSchema],
    ['landing-contact', landingContactSchema],
    ['whatsapp', whatsappSchema],
    ['newsletter', newsletterSchema],
    ['grievance', grievanceSchema],
    ['sales-lead', salesLeadSchema],
  ] as const)('%s name', (_kind, schema) => {
    it.each([undefined, '', '   '])('requires a name (%p)', (value) => {
      expect(fieldError(schema, 'name', value)).toBe('Name is required.');
    });
    it('accepts a name and trims it', () => {
      expect(fieldError(schema, 'name', 'Ravi')).toBeUndefined();
      expect(schema.fields.name.cast('  Ravi Kumar ')).toBe('Ravi Kumar');
    });
  });

  describe.each([
    ['free-trial', freeTrialSchema, 'E-mail is required', 'Must be valid e-mail'],
    ['contact', contactSchema, 'E-mail is required', 'Must be valid e-mail'],
    ['grievance', grievanceSchema, 'E-mail is required', 'Must be valid e-mail'],
    ['landing-contact', landingContactSchema, 'Email is required.', 'Must be valid e-mail'],
    ['sales-lead', salesLeadSchema, 'Email is required.', 'Must be valid e-mail'],
    ['newsletter', newsletterSchema, 'Email is required.', 'Enter a valid email address.'],
  ] as const)('%s email', (_kind, schema, required, invalid) => {
    it.each([undefined, '', '  '])(`empty (%p) → "${required}" only`, (value) => {
      expect(fieldError(schema, 'email', value)).toBe(required);
      expect(allErrors(schema, { email: value }).email).toEqual([required]);
    });
    it.each(['ravi', 'ravi@', 'ravi@@example.com', '@example.com', 'ravi kumar@example.com'])(`"%s" → "${invalid}"`, (value) => {
      expect(fieldError(schema, 'email', value)).toBe(invalid);
    });
    it.each([VALID_EMAIL, '  ravi@example.com  '])('accepts "%s"', (value) => {
      expect(fieldError(schema, 'email', value)).toBeUndefined();
    });
  });

  describe.each([
    ['free-trial', freeTrialSchema, 'mobile'],
    ['contact', contactSchema, 'mobile'],
    ['landing-contact', landingContactSchema, 'mobile'],
    ['grievance', grievanceSchema, 'mobile'],
    ['sales-lead', salesLeadSchema, 'mobile'],
  ] as const)('%s %s', (_kind, schema, field) => {
    it.each([undefined, '', '   '])('empty (%p) → "Mobile Number is required." first', (value) => {
      expect(fieldError(schema, field, value)).toBe('Mobile Number is required.');
      expect(firstErrors(schema, { [field]: value })[field]).toBe('Mobile Number is required.');
    });
    it.each(['98765abcde', 'abc', '+919876543210', '98765 43210', '98765-43210', '12345678901', '1.5'])(
      '"%s" → "Enter correct Mobile Number."',
      (value) => {
        expect(fieldError(schema, field, value)).toBe('Enter correct Mobile Number.');
      },
    );
    it.each(['9876543210', '1', '12345', ' 9876543210 '])('accepts "%s" (digits only, at most 10)', (value) => {
      expect(fieldError(schema, field, value)).toBeUndefined();
    });
  });
});

describe('freeTrialSchema', () => {
  it('reports every field when empty, first message per field', () => {
    expect(firstErrors(freeTrialSchema, {})).toEqual({
      name: 'Name is required.',
      email: 'E-mail is required',
      mobile: 'Mobile Number is required.',
    });
  });
  it('accepts valid values', () => {
    expect(freeTrialSchema.validateSync({ name: 'Ravi', email: VALID_EMAIL, mobile: VALID_MOBILE })).toEqual({
      name: 'Ravi',
      email: VALID_EMAIL,
      mobile: VALID_MOBILE,
    });
  });
});

describe('contactSchema', () => {
  const base = { name: 'Ravi', email: VALID_EMAIL, mobile: VALID_MOBILE };

  it('requires the level: "Please select the above"', () => {
    expect(firstErrors(contactSchema, { ...base })).toEqual({ level: 'Please select the above' });
    expect(firstErrors(contactSchema, { ...base, level: '' })).toEqual({ level: 'Please select the above' });
  });
  it('rejects a level that is not one of the options', () => {
    expect(firstErrors(contactSchema, { ...base, level: 'Something else' })).toEqual({ level: 'Please select the above' });
  });
  it.each(CONTACT_LEVELS)('accepts the level "%s"', (level) => {
    expect(firstErrors(contactSchema, { ...base, level })).toEqual({});
  });
  it('reports all fields when empty', () => {
    expect(firstErrors(contactSchema, {})).toEqual({
      name: 'Name is required.',
      email: 'E-mail is required',
      mobile: 'Mobile Number is required.',
      level: 'Please select the above',
    });
  });
  it('keeps otherQuery (trimmed) only when the level is Other', () => {
    expect(contactSchema.validateSync({ ...base, level: OTHER_LEVEL, otherQuery: '  Need help with SIPs ' }).otherQuery).toBe(
      'Need help with SIPs',
    );
  });
  it("sends otherQuery as '' when blank", () => {
    expect(contactSchema.validateSync({ ...base, level: OTHER_LEVEL }).otherQuery).toBe('');
    expect(contactSchema.validateSync({ ...base, level: OTHER_LEVEL, otherQuery: '   ' }).otherQuery).toBe('');
  });
  it("sends otherQuery as '' unless the level is Other", () => {
    expect(contactSchema.validateSync({ ...base, level: CONTACT_LEVELS[0], otherQuery: 'ignored text' }).otherQuery).toBe('');
    expect(contactSchema.validateSync({ ...base, level: CONTACT_LEVELS[1], otherQuery: 'ignored text' }).otherQuery).toBe('');
  });
});

describe('landingContactSchema', () => {
  it('uses the landing wording for a missing email', () => {
    expect(firstErrors(landingContactSchema, {})).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      mobile: 'Mobile Number is required.',
    });
  });
  it('accepts valid values', () => {
    expect(firstErrors(landingContactSchema, { name: 'Asha', email: VALID_EMAIL, mobile: VALID_MOBILE })).toEqual({});
  });
});

describe('whatsappSchema', () => {
  it('requires name and phone; the country defaults to India', () => {
    expect(firstErrors(whatsappSchema, {})).toEqual({ name: 'Name is required.', phone: 'Mobile Number is required.' });
    expect(whatsappSchema.validateSync({ name: 'Asha', phone: VALID_MOBILE }).country).toBe(DEFAULT_COUNTRY);
    expect(DEFAULT_COUNTRY).toBe('IN');
    expect(COUNTRIES[0]).toEqual({ code: 'IN', name: 'India', dial: '+91' });
  });
  it('offers the countries with their dialling codes from the phone metadata', () => {
    expect(COUNTRIES.map((c) => `${c.code} ${c.dial}`)).toEqual([
      'IN +91',
      'AE +971',
      'SA +966',
      'QA +974',
      'OM +968',
      'KW +965',
      'BH +973',
      'SG +65',
      'US +1',
      'CA +1',
      'GB +44',
      'AU +61',
    ]);
  });
  // A mobile number of each offered country, as dialled there (from the numbering plans' examples).
  const MOBILES: Record<string, [string, string]> = {
    IN: ['9876543210', '+919876543210'],
    AE: ['501234567', '+971501234567'],
    SA: ['512345678', '+966512345678'],
    QA: ['33123456', '+97433123456'],
    OM: ['92123456', '+96892123456'],
    KW: ['50012345', '+96550012345'],
    BH: ['36001234', '+97336001234'],
    SG: ['81234567', '+6581234567'],
    US: ['2015550123', '+12015550123'],
    CA: ['5062345678', '+15062345678'],
    GB: ['7400123456', '+447400123456'],
    AU: ['412345678', '+61412345678'],
  };
  it.each(COUNTRIES.map((c) => c.code))('accepts a mobile number of %s and writes it in E.164', (country) => {
    const [national, international] = MOBILES[country];
    expect(firstErrors(whatsappSchema, { name: 'Asha', country, phone: national })).toEqual({});
    expect(e164Mobile(national, country)).toBe(international);
  });
  it.each([
    ['IN', '98765', 'too short'],
    ['IN', '1234567890', 'not a mobile range in India'],
    ['IN', '2212345678', 'a Mumbai landline'],
    ['AE', '9876543210', 'an Indian mobile under the UAE'],
    ['GB', '2071234567', 'a London landline'],
  ])('%s "%s" (%s) → "Enter correct Mobile Number."', (country, phone) => {
    expect(firstErrors(whatsappSchema, { name: 'Asha', country, phone })).toEqual({ phone: 'Enter correct Mobile Number.' });
  });
  it.each(['98765abcde', 'abc', '+919876543210', '98765 43210', '98765-43210', '12345678901'])(
    '"%s" → "Enter correct Mobile Number." (digits only, at most 10, as the other forms)',
    (phone) => {
      expect(firstErrors(whatsappSchema, { name: 'Asha', phone })).toEqual({ phone: 'Enter correct Mobile Number.' });
    },
  );
  it('trims the number', () => {
    expect(whatsappSchema.validateSync({ name: 'Asha', phone: ' 9876543210 ' }).phone).toBe('9876543210');
  });
  it.each(['XX', 'in', ''])('rejects the country "%s" with its own message (the number is not judged)', (country) => {
    expect(firstErrors(whatsappSchema, { name: 'Asha', country, phone: VALID_MOBILE })).toEqual({ country: COUNTRY_INVALID });
  });
  it('has no email field', () => {
    expect(Object.keys(whatsappSchema.fields).sort()).toEqual(['country', 'name', 'phone']);
  });
});

describe('the phone metadata', () => {
  it("is libphonenumber-js's mobile metadata of the offered countries (else: tsx scripts/phone-metadata.ts)", () => {
    const full = jest.requireActual<MetadataJson>('libphonenumber-js/metadata.mobile.json');
    expect(offeredMetadata).toEqual(
      phoneMetadataFor(
        full,
        OFFERED.map(([code]) => code),
      ),
    );
  });
});

describe('whatsappLeadRequestSchema', () => {
  it("takes the form's values under lead, with an optional context", async () => {
    await expect(
      whatsappLeadRequestSchema.validate({ lead: { name: ' Asha ', country: 'AE', phone: '501234567' }, context: { page: '/returns' } }),
    ).resolves.toEqual({ lead: { name: 'Asha', country: 'AE', phone: '501234567' }, context: { page: '/returns' } });
  });
  it('without lead → "lead is required."', async () => {
    await expect(whatsappLeadRequestSchema.validate({})).rejects.toThrow('lead is required.');
  });
});

describe('newsletterSchema', () => {
  it('needs only name and email', () => {
    expect(Object.keys(newsletterSchema.fields).sort()).toEqual(['email', 'name']);
    expect(firstErrors(newsletterSchema, {})).toEqual({ name: 'Name is required.', email: 'Email is required.' });
  });
  it('uses "Enter a valid email address." for a malformed email', () => {
    expect(firstErrors(newsletterSchema, { name: 'Asha', email: 'asha@' })).toEqual({ email: 'Enter a valid email address.' });
  });
  it('accepts valid values', () => {
    expect(firstErrors(newsletterSchema, { name: 'Asha', email: VALID_EMAIL })).toEqual({});
  });
});

describe('grievanceSchema', () => {
  it('requires name, email, mobile and details', () => {
    expect(firstErrors(grievanceSchema, {})).toEqual({
      name: 'Name is required.',
      email: 'E-mail is required',
      mobile: 'Mobile Number is required.',
      details: 'Details are required.',
    });
  });
  it.each(['', '   '])('"%s" details → "Details are required."', (details) => {
    expect(fieldError(grievanceSchema, 'details', details)).toBe('Details are required.');
  });
  it('has no level rule (the message exists but is not enforced)', () => {
    expect(Object.keys(grievanceSchema.fields)).not.toContain('level');
  });
  it('accepts valid values', () => {
    expect(
      firstErrors(grievanceSchema, { name: 'Asha', email: VALID_EMAIL, mobile: VALID_MOBILE, details: 'Report not received' }),
    ).toEqual({});
  });
});

describe('salesLeadSchema', () => {
  it('requires name, mobile and email (landing wording)', () => {
    expect(firstErrors(salesLeadSchema, {})).toEqual({
      name: 'Name is required.',
      mobile: 'Mobile Number is required.',
      email: 'Email is required.',
    });
  });
  it('accepts valid values', () => {
    expect(firstErrors(salesLeadSchema, { name: 'Asha', email: VALID_EMAIL, mobile: VALID_MOBILE })).toEqual({});
  });
});

describe('newsletterRequestSchema (POST /api/Subscriptions/addusertomailchimp)', () => {
  it('takes the form’s name and email with its messages; the name is optional and blank is none', () => {
    expect(firstErrors(newsletterRequestSchema, { data: { email: 'ravi@' } })).toEqual({ 'data.email': 'Enter a valid email address.' });
    expect(firstErrors(newsletterRequestSchema, { data: {} })).toEqual({ 'data.email': 'Email is required.' });
    expect(newsletterRequestSchema.validateSync({ data: { email: ' Ravi@Example.in ', name: '  ' } }).data).toEqual({
      type: 'free subscription',
      email: 'ravi@example.in',
    });
  });
});

describe('questionnaireAnswerRequestSchema (POST /api/QuestionnaireAnswers)', () => {
  const chosen = { budget: 'Above 5,00,000 INR', investment: 'No', strategy: 'Both' };
  const errorsOf = (answer: Record<string, unknown>) => firstErrors(questionnaireAnswerRequestSchema, { answer });

  it('the welcome flavour needs the phone, national or international; the email is optional', () => {
    expect(errorsOf({ name: 'Ravi', ...chosen })).toEqual({ 'answer.phone': MESSAGES.mobileRequired });
    expect(errorsOf({ name: 'Ravi', phone: '98765-43210', ...chosen })).toEqual({ 'answer.phone': MESSAGES.mobileInvalid });
    expect(errorsOf({ name: 'Ravi', phone: `+${'9'.repeat(16)}`, ...chosen })).toEqual({ 'answer.phone': MESSAGES.mobileInvalid });
    expect(errorsOf({ name: 'Ravi', phone: VALID_MOBILE, email: '', ...chosen })).toEqual({});
    expect(errorsOf({ name: 'Ravi', phone: '+919876543210', ...chosen })).toEqual({});
  });

  it('the newsletter flavour needs the email instead', () => {
    expect(errorsOf({ name: 'Asha', newsletter: true, ...chosen })).toEqual({ 'answer.email': 'Email is required.' });
    expect(errorsOf({ name: 'Asha', newsletter: true, email: 'asha@', ...chosen })).toEqual({
      'answer.email': 'Enter a valid email address.',
    });
    expect(errorsOf({ name: 'Asha', newsletter: true, email: VALID_EMAIL, phone: '', ...chosen })).toEqual({});
  });

  it('needs a name and the three answers; without an answer it says so', () => {
    expect(errorsOf({ phone: VALID_MOBILE })).toEqual({
      'answer.name': 'Name is required.',
      'answer.budget': 'budget is required.',
      'answer.investment': 'investment is required.',
      'answer.strategy': 'strategy is required.',
    });
    expect(firstErrors(questionnaireAnswerRequestSchema, {})).toEqual({ answer: 'answer is required.' });
  });
});
