/** The firm's notification mail: every field the lead gave, labelled, escaped in HTML. */
import { expect, test } from '@jest/globals';
import { leadFieldLines, leadNotification } from '../lead-mail';
import type { LeadEvent } from '../delivery';

const firm = {
  firmName: 'Example Research',
  address: 'Mumbai',
  supportEmail: 'support@example.com',
  sebiRegistrationNumber: 'INH000000000',
  officeHours: '10-6',
};

const lead = {
  id: 12,
  name: '<script>alert(1)</script>',
  level: 'Other',
  otherQuery: 'Tom & Jerry "quoted"',
  email: 'ravi@example.com',
  mobile: '9876543210',
  source: 'contact',
  submittedAt: '2026-11-23T08:00:00.000Z',
  page: '/contact',
  referrer: 'https://www.google.com/',
  utm_source: 'google',
  utm_medium: null,
  utm_campaign: 'diwali',
  utm_content: '',
  utm_term: null,
  consentVersion: 'c0ffee12',
};
const event: LeadEvent = {
  id: 'ev-1',
  type: 'lead.created',
  occurredAt: lead.submittedAt,
  kind: 'lead',
  collection: 'api::lead.lead',
  lead,
};

test('lists every field with a value, labelled, the time in the firm’s zone; empty ones left out', () => {
  expect(leadFieldLines(lead)).toEqual([
    'Name: <script>alert(1)</script>',
    'Level: Other',
    'Other query: Tom & Jerry "quoted"',
    'Email: ravi@example.com',
    'Mobile: 9876543210',
    'Source: contact',
    'Submitted at: 23 Nov 2026, 13:30:00 IST',
    'Page: /contact',
    'Referrer: https://www.google.com/',
    'utm_source: google',
    'utm_campaign: diwali',
    'Consent version: c0ffee12',
  ]);
});

test('the mail goes to the firm, names the lead, and escapes what the visitor typed in its HTML', () => {
  const mail = leadNotification(firm, event);
  expect(mail.to).toBe('support@example.com');
  expect(mail.subject).toBe('[lead (contact)] <script>alert(1)</script>');
  expect(mail.text).toContain('Name: <script>alert(1)</script>');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('Name: &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(mail.html).toContain('Other query: Tom &amp; Jerry &quot;quoted&quot;');
  expect(mail.html).toContain('utm_campaign: diwali');
});

test('a repeat that updated the day’s record says so', () => {
  const mail = leadNotification(firm, { ...event, type: 'lead.updated' });
  expect(mail.subject).toMatch(/\(updated\)$/);
  expect(mail.text).toMatch(/^Updated lead \(contact\)/);
});
