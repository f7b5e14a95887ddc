import { describe, expect, it } from '@jest/globals';
import { personFrom, phoneKey } from '../lead-erasure';

describe('phoneKey: a phone number is its last ten digits', () => {
  it.each(['+91 98765 43210', '+91-98765-43210', '098765 43210', '9876543210', '(+91) 987-654-3210', '0091 9876543210'])('%s', (value) => {
    expect(phoneKey(value)).toBe('9876543210');
  });

  it('has no key with fewer than ten digits, or for what is not text', () => {
    expect(phoneKey('98765 4321')).toBeNull();
    expect(phoneKey('')).toBeNull();
    expect(phoneKey(9876543210)).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('tells different numbers apart', () => {
    expect(phoneKey('+91 98765 43210')).not.toBe(phoneKey('+91 98765 43211'));
  });
});

describe('personFrom', () => {
  it('takes an email (trimmed) or a phone', () => {
    expect(personFrom({ email: ' Asha@Example.com ' })).toEqual({ email: 'Asha@Example.com' });
    expect(personFrom({ phone: '+91 98765 43210' })).toEqual({ phone: '+91 98765 43210' });
  });

  it.each([
    [{}, 'Send either an email or a phone number (one of them).'],
    [{ email: 'a@b.c', phone: '9876543210' }, 'Send either an email or a phone number (one of them).'],
    [{ email: 'nobody' }, 'email must be an email address.'],
    [{ email: 'two words@example.com' }, 'email must be an email address.'],
    [{ email: 42 }, 'email must be an email address.'],
    [{ phone: '987654321' }, 'phone must be a phone number of at least 10 digits.'],
    [{ phone: ['9876543210'] }, 'phone must be a phone number of at least 10 digits.'],
    [{ email: 'a@b.c', name: 'x', id: 1 }, 'Unknown fields: name, id. Send { email } or { phone }.'],
  ])('refuses %j', (body, message) => {
    expect(() => personFrom(body)).toThrow(message);
  });
});
