/** The alert's words: subject per kind, prices, the rationale rendered, the time in India, the links, the firm's identity, escaping. */
import { expect, test } from '@jest/globals';
import { STANDARD_WARNING } from 'contracts';
import { unsubscribeFooter } from '../../mail-preference/unsubscribe-link';
import { alertFacts, alertKindOf, alertMail, alertSubject, extract, RATIONALE_EXTRACT_CHARS, renderedRationale } from '../alert-mail';

const FIRM = {
  firmName: 'Acme Research',
  address: '1 Street, Mumbai',
  supportEmail: 'support@acme.example',
  sebiRegistrationNumber: 'INH000000001',
  officeHours: '10–6',
};
const STOCK = { name: 'Infosys <Ltd>', code: 'INE009A01021', nseCode: 'INFY', bseCode: '500209' };
const UNSUBSCRIBE = 'https://site.example/api/Mail/unsubscribe?u=7&k=calls&t=T';
const LINKS = { siteOrigin: 'https://site.example', footer: unsubscribeFooter('https://site.example', UNSUBSCRIBE) };
const call = (over: Record<string, unknown> = {}) => ({
  kind: 'call' as const,
  recordedAt: '2026-11-27T04:32:13.000Z',
  content: JSON.stringify({
    action: 'Buy',
    entryLow: 1450,
    entryHigh: 1480,
    target: 1800,
    stopLoss: 1300,
    rationale: 'Strong <script>x()</script> & "quotes"',
    ...over,
  }),
});

test('subjects: a new call, an update with its type, an amendment', () => {
  expect(alertSubject(alertFacts(call(), STOCK))).toBe('New call: Buy INFY');
  const update = {
    kind: 'update' as const,
    recordedAt: 'x',
    content: JSON.stringify({ type: 'Target revised', action: 'Hold', description: 'd' }),
  };
  expect(alertSubject(alertFacts(update, STOCK))).toBe('Update: Hold INFY (Target revised)');
  const amendment = {
    kind: 'amendment' as const,
    recordedAt: 'x',
    content: JSON.stringify({ reason: 'Typo', content: { action: 'Sell' } }),
  };
  expect(alertSubject(alertFacts(amendment, STOCK))).toBe('Amended: Sell INFY');
  expect([alertKindOf('call'), alertKindOf('update'), alertKindOf('amendment')]).toEqual(['calls', 'updates', 'updates']);
});

test('the mail: prices, the link to My Account (never the report), the registration number and the warning; HTML escaped', () => {
  const mail = alertMail(FIRM, alertFacts(call({ reportLink: 'https://reports.example/secret.pdf' }), STOCK), 'a@b.example', LINKS);
  expect(mail.text).toContain('Entry: ₹1,450 – ₹1,480');
  expect(mail.text).toContain('Target: ₹1,800');
  expect(mail.text).toContain('Stop loss: ₹1,300');
  expect(mail.text).toContain('https://site.example/myaccount');
  expect(mail.text + mail.html).not.toContain('secret.pdf');
  expect(mail.text).toContain('INH000000001');
  expect(mail.text).toContain(STANDARD_WARNING);
  expect(mail.text).toContain('Strong <script>x()</script> & "quotes"');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('Strong &lt;script&gt;x()&lt;/script&gt; &amp; &quot;quotes&quot;');
  expect(mail.html).toContain('Infosys &lt;Ltd&gt;');
});

test('the rationale is cut to its extract at a word, with an ellipsis', () => {
  const long = 'word '.repeat(200);
  const cut = extract(long);
  expect(cut.length).toBeLessThanOrEqual(RATIONALE_EXTRACT_CHARS);
  expect(cut.endsWith('word…')).toBe(true);
  expect(extract('  short\n\ntext ')).toBe('short text');
});

test("the time it was published in India's time, as the other mails write it, not ISO UTC", () => {
  const mail = alertMail(FIRM, alertFacts(call(), STOCK), 'a@b.example', LINKS);
  // 04:32:13 UTC is 10:02 in India.
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain('Published 27 Nov 2026, 10:02 IST.');
    expect(part).not.toContain('2026-11-27T04:32');
  }
});

test('a Markdown rationale: no Markdown in either part, the link kept, a javascript: link and raw HTML not', () => {
  const rationale =
    '**Strong** quarter.\n\n- Orders up\n- [Results](https://example.com/r) and [x](javascript:alert(1))\n\n<script>y()</script>';
  const mail = alertMail(FIRM, alertFacts(call({ rationale }), STOCK), 'a@b.example', LINKS);
  expect(mail.html).toContain('<strong>Strong</strong> quarter.');
  expect(mail.html).toContain('<a href="https://example.com/r"');
  expect(mail.html).not.toMatch(/<script|javascript:/i);
  expect(mail.text).toContain('Strong quarter.');
  expect(mail.text).toMatch(/^• Orders up$/m);
  expect(mail.text).toContain('Results (https://example.com/r)');
  for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/\*\*|\]\(|javascript:/);
});

test('the footer: Manage alerts to the Alerts section of My Account, Unsubscribe to the one-click link, in both parts', () => {
  const mail = alertMail(FIRM, alertFacts(call(), STOCK), 'a@b.example', LINKS);
  expect(mail.text).toContain('Manage alerts: https://site.example/myaccount#alert-settings');
  expect(mail.text).toContain(`Unsubscribe: ${UNSUBSCRIBE}`);
  expect(mail.html).toContain('<a href="https://site.example/myaccount#alert-settings" style="color:#56606e">Manage alerts</a> · ');
  expect(mail.html).toContain(`<a href="${UNSUBSCRIBE.replace(/&/g, '&amp;')}" style="color:#56606e">Unsubscribe</a>`);
});

test("a publication's rationale is rendered once for all its alerts (the worker keeps one facts object per publication)", () => {
  const f = alertFacts(call({ rationale: '**Bold** move' }), STOCK);
  const first = renderedRationale(f);
  expect(first?.text).toBe('Bold move');
  expect(renderedRationale(f)).toBe(first);
  expect(renderedRationale(alertFacts(call({ rationale: '  ' }), STOCK))).toBeNull();
});
