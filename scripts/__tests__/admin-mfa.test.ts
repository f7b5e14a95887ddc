/** Whether administrators must use a second factor (cms/config/lib/admin-mfa.ts): ADMIN_MFA, else the NODE_ENV rule of the demo checkout. */
import { describe, expect, test } from '@jest/globals';
import { adminMfa } from 'cms/config';

describe('adminMfa', () => {
  test('ADMIN_MFA set: it decides, whatever the mode', () => {
    expect(adminMfa({ adminMfa: 'required', nodeEnv: 'development' })).toBe('required');
    expect(adminMfa({ adminMfa: 'optional', nodeEnv: 'production' })).toBe('optional');
    expect(adminMfa({ adminMfa: ' required ', nodeEnv: 'production', nodeEnvDefaulted: 'true' })).toBe('required');
  });

  test('unset: required where a deployment sets NODE_ENV=production itself', () => {
    expect(adminMfa({ nodeEnv: 'production' })).toBe('required');
    expect(adminMfa({ adminMfa: '', nodeEnv: 'production', nodeEnvDefaulted: 'false' })).toBe('required');
  });

  test("unset: optional under npm start's defaulted production and outside production", () => {
    expect(adminMfa({ nodeEnv: 'production', nodeEnvDefaulted: 'true' })).toBe('optional');
    expect(adminMfa({ nodeEnv: 'development' })).toBe('optional');
    expect(adminMfa({})).toBe('optional');
  });

  test('a typo stops the start with a message naming the setting', () => {
    expect(() => adminMfa({ adminMfa: 'yes' })).toThrow(/ADMIN_MFA must be required or optional \(got "yes"\)/);
  });
});
