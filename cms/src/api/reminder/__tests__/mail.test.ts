import { describe, expect, it } from '@jest/globals';
import { reminderMail } from '../mail';

const firm = {
  firmName: 'Acme <Research>',
  address: 'Mumbai',
  supportEmail: 'support@acme.example',
  sebiRegistrationNumber: 'INH000012345',
  officeHours: '10–6',
};
const base = {
  plan: 'Growth "Plus" <b>',
  client: { name: 'Priya', email: 'priya@example.com' },
  siteOrigin: 'https://acme.example',
  unsubscribe: {
    footer: [
      { label: 'Manage alerts', url: 'https://acme.example/myaccount#alert-settings' },
      { label: 'Unsubscribe', url: 'https://acme.example/u?u=1&k=reminders' },
    ],
    headers: { 'List-Unsubscribe': '<https://acme.example/u>' },
  },
};

describe('reminderMail', () => {
  it('an instalment: amount, due day, the link to My Account, the headers and the footer it is given', () => {
    const mail = reminderMail(firm, { ...base, reminder: { kind: 'instalment', dueDay: '2028-01-05', amount: 40000_00 } });
    expect(mail.subject).toBe('Your Growth Plus <b> instalment of ₹40,000.00 is due on 5 January 2028');
    expect(mail.text).toContain('Pay the instalment: https://acme.example/myaccount');
    expect(mail.text).toContain('SEBI Research Analyst Reg. No. INH000012345');
    expect(mail.headers).toEqual(base.unsubscribe.headers);
    expect(mail.text).toContain(
      'Manage alerts: https://acme.example/myaccount#alert-settings\nUnsubscribe: https://acme.example/u?u=1&k=reminders',
    );
    expect(mail.html).toContain('<a href="https://acme.example/u?u=1&amp;k=reminders" style="color:#56606e">Unsubscribe</a>');
    expect(mail.to).toBe('priya@example.com');
  });

  it("the plan's end names its last day; editors' text is escaped in the HTML", () => {
    const mail = reminderMail(firm, { ...base, reminder: { kind: 'plan-end', dueDay: '2028-01-05' } });
    expect(mail.subject).toContain('plan ends on 4 January 2028');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Growth &quot;Plus&quot; &lt;b&gt;');
    expect(mail.html).toContain('Acme &lt;Research&gt;');
    expect(mail.from).toBe('"Acme <Research>" <support@acme.example>');
  });
});
