/** The alert webhook's body and signature: what the provider gets, the phone only when given, signed like the lead webhook. */
import { describe, expect, test } from '@jest/globals';
import crypto from 'node:crypto';
import { ALERT_WEBHOOK_HEADERS, STANDARD_WARNING } from 'contracts';
import { signatureMatches } from '../../../lib/webhook-signature';
import type { AlertFacts } from '../alert-mail';
import { alertWebhookEvent, alertWebhookRequest } from '../alert-webhook';
import { alertMessageId } from '../worker';

const FIRM = { sebiRegistrationNumber: 'INH000000001' };
/** What the worker reads from a register entry and its stock (alertFacts, tested in alert-mail.test.ts). */
const FACTS: AlertFacts = {
  kind: 'call',
  stockName: 'Infosys Ltd',
  symbol: 'INFY',
  action: 'Buy',
  entryLow: 1450,
  entryHigh: 1480,
  target: 1800,
  stopLoss: 1300,
  rationale: `Strong ${'growth '.repeat(100)}`,
  note: null,
  publishedAt: '2026-11-27T04:32:13.000Z',
};
const SECRET = 'alert-secret';
const ORIGIN = 'https://site.example';

describe('the event', () => {
  test('the stock, action and prices, an extract of the rationale, My Account, the registration number and warning; no report link', () => {
    const event = alertWebhookEvent(FIRM, FACTS, 42, { userId: 7 }, ORIGIN);
    expect(event).toMatchObject({
      id: 'alert-42-7',
      type: 'alert',
      kind: 'call',
      publication: 42,
      publishedAt: '2026-11-27T04:32:13.000Z',
      title: 'New call: Buy INFY',
      stock: { name: FACTS.stockName, symbol: FACTS.symbol, action: 'Buy', target: 1800, stopLoss: 1300, note: null },
      accountUrl: 'https://site.example/myaccount',
      disclaimer: `SEBI Research Analyst Reg. No. INH000000001. ${STANDARD_WARNING}`,
    });
    expect([event.stock.entryLow, event.stock.entryHigh]).toEqual([1450, 1480]);
    expect(event.stock.rationale.length).toBeLessThanOrEqual(280);
    expect(event.stock.rationale.endsWith('…')).toBe(true);
    expect(JSON.stringify(event)).not.toMatch(/report|\.pdf/i);
  });

  test("the rationale's extract is its plain text: no Markdown, a web link written out, no other target", () => {
    const rationale = '**Strong** quarter.\n\n- [Results](https://example.com/r)\n- [x](javascript:alert(1))';
    const event = alertWebhookEvent(FIRM, { ...FACTS, rationale }, 42, { userId: 7 }, ORIGIN);
    expect(event.stock.rationale).toBe('Strong quarter. • Results (https://example.com/r) • x');
  });

  test('the phone goes only when the caller has it from a consent; without it the recipient is the id alone', () => {
    expect(alertWebhookEvent(FIRM, FACTS, 42, { userId: 7, phone: '+919876543210' }, ORIGIN).recipient).toEqual({
      userId: 7,
      phone: '+919876543210',
    });
    const without = alertWebhookEvent(FIRM, FACTS, 42, { userId: 7 }, ORIGIN);
    expect(without.recipient).toEqual({ userId: 7 });
    expect(JSON.stringify(without)).not.toContain('phone');
  });

  test("its id is the mail's Message-ID's: one alert, one identity across channels and retries", () => {
    expect(alertMessageId(42, 7, 'support@acme.example')).toBe(
      `<${alertWebhookEvent(FIRM, FACTS, 42, { userId: 7 }, ORIGIN).id}@acme.example>`,
    );
  });
});

describe('the request', () => {
  const event = alertWebhookEvent(FIRM, FACTS, 42, { userId: 7, phone: '+919876543210' }, ORIGIN);
  const now = new Date('2026-11-27T04:32:14.500Z');

  test('X-Alert-Signature is sha256=<hex HMAC-SHA256 of exactly the body sent>, with X-Alert-Id and X-Alert-Timestamp', () => {
    const { body, headers } = alertWebhookRequest(event, SECRET, now);
    expect(JSON.parse(body)).toEqual({ ...event, sentAt: now.toISOString() });
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers[ALERT_WEBHOOK_HEADERS.id]).toBe('alert-42-7');
    expect(headers[ALERT_WEBHOOK_HEADERS.timestamp]).toBe(String(Math.floor(now.getTime() / 1000)));
    const hex = crypto.createHmac('sha256', SECRET).update(body).digest('hex');
    expect(headers[ALERT_WEBHOOK_HEADERS.signature]).toBe(`sha256=${hex}`);
    expect(signatureMatches(body, headers[ALERT_WEBHOOK_HEADERS.signature], SECRET)).toBe(true);
  });

  test('a changed body or another secret does not verify; a retry keeps the id and signs its new sentAt', () => {
    const { body, headers } = alertWebhookRequest(event, SECRET, now);
    const signature = headers[ALERT_WEBHOOK_HEADERS.signature];
    expect(signatureMatches(body.replace('+9198', '+9199'), signature, SECRET)).toBe(false);
    expect(signatureMatches(body, signature, 'another-secret')).toBe(false);
    const retry = alertWebhookRequest(event, SECRET, new Date(now.getTime() + 2000));
    expect(retry.headers[ALERT_WEBHOOK_HEADERS.id]).toBe(headers[ALERT_WEBHOOK_HEADERS.id]);
    expect(retry.headers[ALERT_WEBHOOK_HEADERS.signature]).not.toBe(signature);
  });
});
