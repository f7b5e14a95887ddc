import { describe, expect, it } from '@jest/globals';
import type { AnyObjectSchema, ValidationError } from 'yup';
import {
  addStockRequestSchema,
  addStockSchema,
  addUserSchema,
  changePasswordProblem,
  forgotSchema,
  loginSchema,
  resetSchema,
  signupSchema,
  subscriptionProblem,
} from '../forms';
import { PASSWORD_HINT } from '../fields';
import { ISIN_MESSAGE } from '../prices';

/** The first message of each field (what react-hook-form shows). */
function firstErrors(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) out[inner.path ?? ''] ??= inner.message;
    return out;
  }
}

const EMAIL = 'ravi.kumar@example.in';
const MOBILE = '9876543210';

describe('PASSWORD_HINT', () => {
  it('is the 8-character hint', () => {
    expect(PASSWORD_HINT).toBe('At least 8 characters');
  });
});

describe('loginSchema', () => {
  it('requires email and password', () => {
    expect(firstErrors(loginSchema, {})).toEqual({ email: 'E-mail is required', password: 'Password is required.' });
    expect(firstErrors(loginSchema, { email: '  ', password: '' })).toEqual({
      email: 'E-mail is required',
      password: 'Password is required.',
    });
  });
  it('checks the email format', () => {
    expect(firstErrors(loginSchema, { email: 'ravi@', password: 'secret' })).toEqual({ email: 'Must be valid e-mail' });
  });
  it('does not enforce the 8-character hint', () => {
    expect(firstErrors(loginSchema, { email: EMAIL, password: 'x' })).toEqual({});
  });
  it('has only email and password', () => {
    expect(Object.keys(loginSchema.fields).sort()).toEqual(['email', 'password']);
  });
});

describe.each([
  ['signupSchema', signupSchema],
  ['addUserSchema', addUserSchema],
] as const)('%s', (_name, s) => {
  const schema = s as AnyObjectSchema;
  const valid = { first_name: 'Ravi', last_name: 'Kumar', email: EMAIL, phone: MOBILE, password: 'short' };

  it('requires every field, first message per field', () => {
    expect(firstErrors(schema, {})).toEqual({
      first_name: 'First Name is required.',
      last_name: 'Last Name is required.',
      email: 'E-mail is required',
      phone: 'Mobile Number is required.',
      password: 'Password is required.',
    });
  });
  it('treats blank names as missing', () => {
    expect(firstErrors(schema, { ...valid, first_name: '  ', last_name: ' ' })).toEqual({
      first_name: 'First Name is required.',
      last_name: 'Last Name is required.',
    });
  });
  it('checks the email format', () => {
    expect(firstErrors(schema, { ...valid, email: 'not-an-email' })).toEqual({ email: 'Must be valid e-mail' });
  });
  it.each(['98765abcde', '12345678901', '+919876543210'])('rejects the phone "%s"', (phone) => {
    expect(firstErrors(schema, { ...valid, phone })).toEqual({ phone: 'Enter correct Mobile Number.' });
  });
  it('accepts valid values (password length is only hinted)', () => {
    expect(firstErrors(schema, valid)).toEqual({});
  });
});

describe('forgotSchema', () => {
  it('requires a valid email', () => {
    expect(firstErrors(forgotSchema, {})).toEqual({ email: 'E-mail is required' });
    expect(firstErrors(forgotSchema, { email: 'ravi' })).toEqual({ email: 'Must be valid e-mail' });
    expect(firstErrors(forgotSchema, { email: EMAIL })).toEqual({});
  });
});

describe('resetSchema', () => {
  it('requires the password', () => {
    expect(firstErrors(resetSchema, {})).toEqual({ password: 'Password is required.' });
    expect(firstErrors(resetSchema, { password: '' })).toEqual({ password: 'Password is required.' });
    expect(firstErrors(resetSchema, { password: 'abc' })).toEqual({});
  });
});

describe('changePasswordProblem', () => {
  const ok = { oldPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

  it.each([
    { ...ok, oldPassword: '' },
    { ...ok, newPassword: '' },
    { ...ok, confirmPassword: '' },
    { oldPassword: '', newPassword: '', confirmPassword: '' },
  ])('missing a field → "Enter all the required information" (%p)', (v) => {
    expect(changePasswordProblem(v)).toBe('Enter all the required information');
  });
  it('checks completeness before the match', () => {
    expect(changePasswordProblem({ oldPassword: '', newPassword: 'a', confirmPassword: 'b' })).toBe('Enter all the required information');
  });
  it('new and confirmation differ → "Passwords don\'t match"', () => {
    expect(changePasswordProblem({ ...ok, confirmPassword: 'new-secreT' })).toBe("Passwords don't match");
  });
  it('all present and matching → null (the 8-character hint is not checked)', () => {
    expect(changePasswordProblem(ok)).toBeNull();
    expect(changePasswordProblem({ oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' })).toBeNull();
  });
});

describe('subscriptionProblem', () => {
  it.each([
    [undefined, undefined],
    [null, null],
    ['', '2025-01-01'],
    ['Gold', ''],
    ['Gold', null],
    [undefined, '2025-01-01'],
  ])('plan %p, date %p → "Select both plan and date"', (plan, date) => {
    expect(subscriptionProblem(plan, date)).toBe('Select both plan and date');
  });
  it('both present → null', () => {
    expect(subscriptionProblem('Gold', '2025-01-01')).toBeNull();
  });
});

describe('addStockSchema', () => {
  const valid = { name: 'Tata Motors', code: 'TATAMOTORS', description: 'Auto major' };

  it('requires name, code and description', () => {
    expect(firstErrors(addStockSchema, {})).toEqual({
      name: 'Name is required.',
      code: 'Code is required.',
      description: 'Description is required.',
    });
    expect(firstErrors(addStockSchema, { name: ' ', code: ' ', description: ' ' })).toEqual({
      name: 'Name is required.',
      code: 'Code is required.',
      description: 'Description is required.',
    });
  });
  it('fills the optional fields with empty strings', () => {
    expect(addStockSchema.validateSync(valid)).toEqual({ ...valid, nseCode: '', bseCode: '', isin: '', reportLink: '', exchange: '' });
  });
  it('takes an optional ISIN, upper-cased, and refuses a malformed one', () => {
    expect(addStockSchema.validateSync({ ...valid, isin: ' ine002a01018 ' }).isin).toBe('INE002A01018');
    expect(firstErrors(addStockSchema, { ...valid, isin: 'INE002A0101' })).toEqual({ isin: ISIN_MESSAGE });
    expect(firstErrors(addStockSchema, { ...valid, isin: 'US0378331005' })).toEqual({ isin: ISIN_MESSAGE });
    expect(addStockRequestSchema.validateSync({ ...valid, isin: '' }).isin).toBeNull();
  });
  it('checks the report link only when given', () => {
    const refused = {
      reportLink: 'Report link must start with https://, http://, mailto: or tel:, or be a path on this site (/…) or an #anchor.',
    };
    expect(firstErrors(addStockSchema, { ...valid, reportLink: 'not a link' })).toEqual(refused);
    expect(firstErrors(addStockSchema, { ...valid, reportLink: 'https://example.com/report.pdf' })).toEqual({});
  });
  it('refuses the links the server refuses and accepts the ones it accepts (the shared rule)', () => {
    const message = 'Report link must start with https://, http://, mailto: or tel:, or be a path on this site (/…) or an #anchor.';
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/r.pdf']) {
      expect(firstErrors(addStockSchema, { ...valid, reportLink: bad })).toEqual({ reportLink: message });
    }
    for (const good of ['/reports/acme.pdf', 'http://example.com/r.pdf', 'mailto:research@example.in']) {
      expect(firstErrors(addStockSchema, { ...valid, reportLink: good })).toEqual({});
    }
  });
});
