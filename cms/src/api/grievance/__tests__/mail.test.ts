import { describe, expect, test } from '@jest/globals';
import { acknowledgementMail, resolutionMail } from '../mail';
import type { Firm } from '../../../lib/mailer';

const firm: Firm = {
  firmName: 'Example Research',
  address: 'Mumbai',
  supportEmail: 'support@example.com',
  sebiRegistrationNumber: 'INH000000000',
  officeHours: 'Mon-Fri',
};
const bait = 'Verify at https://evil.example/login';
// What the outbox hands the mail: the whole ticket, the submitted text among it.
const ticket = { reference: 'GRV-2026-000001', email: 'a@example.com', receivedAt: '2026-10-05T04:30:00Z', name: bait, message: bait };

describe('acknowledgementMail', () => {
  test('quotes nothing that was submitted: the reference, the timeline and the escalation path only', () => {
    const mail = acknowledgementMail(firm, ticket);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil\.example|Verify at/);
    expect(mail.text).toContain('GRV-2026-000001');
    expect(mail.text).toContain('by 26 Oct 2026');
    expect(mail.text).toContain('https://scores.sebi.gov.in');
    expect(mail.text).not.toContain('confirm');
  });

  test("a stranger's acknowledgement carries the confirmation link", () => {
    const mail = acknowledgementMail(firm, ticket, 'https://site.example/api/Grievances/confirm?token=abc');
    expect(mail.text).toContain('I sent this grievance: https://site.example/api/Grievances/confirm?token=abc');
    expect(mail.html).toContain('href="https://site.example/api/Grievances/confirm?token=abc"');
  });
});

describe('resolutionMail', () => {
  test("quotes the firm's resolution note, not the complainant's name", () => {
    const mail = resolutionMail(firm, { ...ticket, resolutionNote: 'The report link was re-sent.' });
    expect(mail.text).toContain('Resolution: The report link was re-sent.');
    expect(mail.text).not.toContain('evil.example');
  });
});
