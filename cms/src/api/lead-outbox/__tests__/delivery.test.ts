/** The lead outbox's rules: the webhook's signature, the provider's request shape (the backoff: lib/outbox-claim.ts). */
import { describe, expect, test } from '@jest/globals';
import crypto from 'node:crypto';
import { emailMarketingRequest, webhookRequest, type LeadEvent } from '../delivery';
import { signatureMatches, webhookSignature } from '../../../lib/webhook-signature';

const event: LeadEvent = {
  id: '6f1c1f8e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  type: 'lead.created',
  occurredAt: '2026-11-23T08:00:00.000Z',
  kind: 'lead',
  collection: 'api::lead.lead',
  lead: { id: 7, name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9876543210', source: 'landing', utm_campaign: 'diwali' },
};
const SECRET = 'whsec-test';
const hmac = (body: string, secret = SECRET) => crypto.createHmac('sha256', secret).update(body).digest('hex');

describe('webhook signature', () => {
  test('X-Lead-Signature is sha256=<hex HMAC-SHA256 of the raw body with the secret>', () => {
    const body = '{"a":1}';
    expect(webhookSignature(body, SECRET)).toBe(`sha256=${hmac(body)}`);
    expect(webhookSignature(body, SECRET)).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  test('the request carries the event id, a timestamp and a signature over exactly the body sent', () => {
    const now = new Date('2026-11-23T08:00:05.250Z');
    const { body, headers } = webhookRequest(event, SECRET, now);
    expect(JSON.parse(body)).toEqual({ ...event, sentAt: now.toISOString() });
    expect(headers['X-Lead-Event-Id']).toBe(event.id);
    expect(headers['X-Lead-Timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(headers['X-Lead-Signature']).toBe(`sha256=${hmac(body)}`);
    expect(headers['Content-Type']).toBe('application/json');
    expect(signatureMatches(body, headers['X-Lead-Signature'], SECRET)).toBe(true);
  });

  test('a retry keeps the event id; its body (sentAt) and so its signature change', () => {
    const first = webhookRequest(event, SECRET, new Date('2026-11-23T08:00:00Z'));
    const retry = webhookRequest(event, SECRET, new Date('2026-11-23T08:00:02Z'));
    expect(retry.headers['X-Lead-Event-Id']).toBe(first.headers['X-Lead-Event-Id']);
    expect(retry.headers['X-Lead-Signature']).not.toBe(first.headers['X-Lead-Signature']);
  });

  test('a changed body, another secret, a missing or malformed header do not verify', () => {
    const { body, headers } = webhookRequest(event, SECRET, new Date());
    const signature = headers['X-Lead-Signature'];
    expect(signatureMatches(body.replace('Ravi', 'Ravi '), signature, SECRET)).toBe(false);
    expect(signatureMatches(body, signature, 'another-secret')).toBe(false);
    expect(signatureMatches(body, undefined, SECRET)).toBe(false);
    expect(signatureMatches(body, signature.slice(7), SECRET)).toBe(false);
    expect(signatureMatches(body, `${signature}00`, SECRET)).toBe(false);
  });
});

describe('email-marketing provider', () => {
  const provider = { apiUrl: 'https://api.example.test/v3', formId: '1234567', apiKey: 'key-1' };

  test('POST {api}/forms/{id}/subscribe with api_key, email, first_name and fields.phone_number', () => {
    expect(emailMarketingRequest(event, provider)).toEqual({
      url: 'https://api.example.test/v3/forms/1234567/subscribe',
      body: { api_key: 'key-1', email: 'ravi@example.com', first_name: 'Ravi Kumar', fields: { phone_number: '9876543210' } },
    });
  });

  test('a lead without a name or phone (the newsletter opt-in) sends what it has; a phone field counts like mobile', () => {
    expect(emailMarketingRequest({ ...event, lead: { id: 1, email: 'n@example.com', name: ' ', mobile: null } }, provider).body).toEqual({
      api_key: 'key-1',
      email: 'n@example.com',
    });
    expect(
      emailMarketingRequest({ ...event, lead: { id: 1, email: 'w@example.com', phone: '+919876543210' } }, provider).body,
    ).toMatchObject({
      fields: { phone_number: '+919876543210' },
    });
  });
});
