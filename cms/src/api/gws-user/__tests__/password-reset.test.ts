/**
 * The password-reset mail (api/gws-user/password-reset.ts): whom it greets, the single-use link
 * on the site, how long it lasts, and who it comes from. The workflow around it (no mail for an
 * unknown or blocked account, earlier links revoked, the link spent once) runs against a real CMS
 * in tests/api/tokens.spec.ts.
 */
import { describe, expect, test } from '@jest/globals';
import { APP_ROUTES } from 'contracts';
import { resetMail, resetUrl } from '../password-reset';
import type { Firm } from '../../../lib/mailer';

const firm: Firm = {
  firmName: 'Example Research',
  address: 'Mumbai',
  supportEmail: 'support@example.com',
  sebiRegistrationNumber: 'INH000000000',
  officeHours: 'Mon-Fri',
};
const url = resetUrl('https://site.example', 'a+b/c=');

describe('resetUrl', () => {
  test("the site's reset screen with the token encoded", () => {
    expect(url).toBe(`https://site.example${APP_ROUTES.resetPassword}?access_token=a%2Bb%2Fc%3D`);
  });
});

describe('resetMail', () => {
  test('from the firm to the account, with the link and its lifetime in minutes', () => {
    const mail = resetMail(firm, { email: 'asha@example.com', first_name: 'Asha' }, url, 1800);
    expect(mail.from).toBe('Example Research <support@example.com>');
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Reset your Example Research password');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('The link works once and expires in 30 minutes.');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain('If you did not ask for this, you can ignore this email');
  });

  test('an account without a first name is greeted without a stray space', () => {
    for (const first_name of [null, undefined, '']) {
      expect(resetMail(firm, { email: 'a@example.com', first_name }, url, 900).text).toContain('Hello,');
    }
  });
});
