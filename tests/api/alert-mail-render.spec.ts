/**
 * Alerts as mail clients show them: a call whose rationale is Markdown (a heading, bold, bullets, a
 * web link, a javascript: link, raw <script>) is published on a real CMS, its alert read back with
 * mailparser, from a real SMTP server on loopback and from the .eml outbox. Neither part shows
 * Markdown or the rationale's raw HTML; the time is India's, as the other mails write it; the
 * footer links to My Account's Alerts and to the one-click unsubscribe link, which works. In
 * declared production (NODE_ENV=production) on an http:// site, the CMS warns at start and sends
 * no List-Unsubscribe header rather than an http one (RFC 8058); the footer still links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { alertSettingsPath } from 'contracts';
import {
  adminAccount,
  bootInstance,
  call,
  createStock,
  GENERAL_ENV,
  instanceForBlock,
  isoDay,
  mailTime,
  newAccount,
  outboxFiles,
  roomiestPlanId,
  stopInstance,
  STRUCTURED_CALL,
  subscribe,
  waitUntil,
  type Account,
  type Instance,
} from './helpers';
import { smtpSink, type SmtpSink } from '../lib/smtp-sink';

const RATIONALE = [
  '## Why we like it',
  '',
  'Margins are **expanding** and the order book is _full_.',
  '',
  '- Revenue up 12%',
  '- Debt falling',
  '',
  'See [the results](https://www.bseindia.com/results) and [this page](javascript:alert(1)).',
  '',
  '<script>alert(2)</script>',
].join('\n');

/** When the register recorded the stock's call (the instant the alert says it was published). */
async function recordedAt(inst: Instance, adminToken: string, stockId: number): Promise<string> {
  const register = await (await call(inst.api, 'GET', '/api/Recommendations/register', { token: adminToken })).json();
  const entry = register.entries.find((e: { stockId: number; kind: string }) => e.stockId === stockId && e.kind === 'call');
  expect(entry, 'the call in the register').toBeTruthy();
  return entry.recordedAt;
}

async function paidSubscriber(inst: Instance, admin: Account, tag: string): Promise<Account> {
  const acct = await newAccount(inst.api, tag);
  await subscribe(inst.api, admin.token, acct.id, await roomiestPlanId(inst.api), isoDay(0));
  return acct;
}

/** The footer's two links in the plain-text part (which must also be in the HTML part). */
function footerLinks(mail: ParsedMail): { manage: string; unsubscribe: string } {
  const manage = /^Manage alerts: (\S+)$/m.exec(mail.text ?? '')?.[1] ?? '';
  const unsubscribe = /^Unsubscribe: (\S+)$/m.exec(mail.text ?? '')?.[1] ?? '';
  const html = String(mail.html);
  for (const [label, url] of [
    ['Manage alerts', manage],
    ['Unsubscribe', unsubscribe],
  ])
    expect(html, `${label} in the HTML part`).toContain(`<a href="${url.replace(/&/g, '&amp;')}" style="color:#56606e">${label}</a>`);
  return { manage, unsubscribe };
}

test.describe('through the SMTP relay', () => {
  test.describe.configure({ mode: 'serial' });
  let sink: SmtpSink;
  test.beforeAll(async () => {
    sink = await smtpSink();
  });
  const instance = instanceForBlock(() => ({ ...GENERAL_ENV, SMTP_URL: sink.url }));
  test.afterAll(async () => {
    await sink.close();
  });

  test('a Markdown rationale: rendered in HTML, plain in text, no raw HTML; the time in IST; the footer links, which work', async () => {
    const inst = instance();
    const admin = await adminAccount(inst);
    const subscriber = await paidSubscriber(inst, admin, 'render');
    const stock = await createStock(inst.api, admin.token, { ...STRUCTURED_CALL, rationale: RATIONALE });
    await waitUntil('the alert', () => sink.to(subscriber.email).length >= 1);
    const { mail } = sink.to(subscriber.email)[0];
    const text = mail.text ?? '';
    const html = String(mail.html);

    // HTML: the Markdown as elements; the javascript: link's words without the link; <script> as text.
    expect(html).toMatch(/<h2>Why we like it<\/h2>/);
    expect(html).toContain('<strong>expanding</strong>');
    expect(html).toContain('<em>full</em>');
    expect(html).toContain('<li>Revenue up 12%</li>');
    expect(html).toContain('<a href="https://www.bseindia.com/results" rel="noopener noreferrer">the results</a>');
    expect(html).toContain('and this page.');
    expect(html).not.toMatch(/<script|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    // Text: the words, bullets, the web link written out; no Markdown syntax.
    expect(text).toContain('Why we like it');
    expect(text).toContain('Margins are expanding and the order book is full.');
    expect(text).toMatch(/^• Revenue up 12%$/m);
    expect(text).toContain('the results (https://www.bseindia.com/results)');
    expect(text).toContain('and this page.');
    for (const [part, body] of [
      ['text', text],
      ['html', html],
    ])
      expect(body, `no Markdown in the ${part} part`).not.toMatch(/\*\*|##|\]\(|\b_full_\b|javascript:/);

    // The time: India's, as the other mails say it, not ISO.
    const published = mailTime(await recordedAt(inst, admin.token, stock.id));
    expect(text).toContain(`Published ${published}.`);
    expect(html).toContain(`Published ${published}.`);
    expect(text + html).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);

    // The footer: My Account's Alerts, and the same one-click link as the header, which turns the kind off.
    const { manage, unsubscribe } = footerLinks(mail);
    expect(new URL(manage).pathname + new URL(manage).hash).toBe(alertSettingsPath);
    const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    expect(header, 'the header is sent outside declared production').toContain(`<${unsubscribe}>`);
    const link = new URL(unsubscribe);
    const page = await inst.api.get(`${link.pathname}${link.search}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('Unsubscribe');
    const done = await inst.api.post(`${link.pathname}${link.search}`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(done.status()).toBe(200);
    const prefs = await call(inst.api, 'POST', '/api/GWSUsers/preferences', { token: subscriber.token, data: { id: subscriber.id } });
    expect((await prefs.json()).alerts.calls).toBe(false);
  });
});

test.describe('in declared production on an http:// site', () => {
  let prod: Instance;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // No SMTP_URL: the alert is an .eml file in the outbox, read as a mail client reads it.
    prod = await bootInstance({ ...GENERAL_ENV, NODE_ENV: 'production', ADMIN_MFA: 'optional' });
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await stopInstance(prod);
  });

  test('the CMS warns at start, and the alert has no List-Unsubscribe header but keeps its footer links', async () => {
    const log = fs.readFileSync(path.join(prod.cms.dataDir, 'logs', 'cms.log'), 'utf8');
    expect(log).toMatch(
      /\[mail\] SITE_ORIGIN is http:\/\/[^ ]+, not an https:\/\/ address: alerts are sent without the List-Unsubscribe header/,
    );

    const admin = await adminAccount(prod);
    const subscriber = await paidSubscriber(prod, admin, 'prod-render');
    await createStock(prod.api, admin.token, { ...STRUCTURED_CALL, rationale: RATIONALE });
    let mail: ParsedMail | undefined;
    await expect
      .poll(
        async () => {
          for (const file of outboxFiles(prod)) {
            const parsed = await simpleParser(fs.readFileSync(file));
            const to = [parsed.to].flat().map((a) => a?.text ?? '');
            if (/^New call/.test(parsed.subject ?? '') && to.some((t) => t.includes(subscriber.email))) mail = parsed;
          }
          return mail !== undefined;
        },
        { message: 'the alert in the outbox', timeout: 60_000 },
      )
      .toBe(true);
    expect(mail!.headers.has('list-unsubscribe')).toBe(false);
    expect(mail!.headers.has('list-unsubscribe-post')).toBe(false);
    const { unsubscribe } = footerLinks(mail!);
    expect(unsubscribe).toMatch(/^http:\/\/.+\/api\/Mail\/unsubscribe\?u=\d+&k=calls&t=[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).not.toMatch(/\*\*|##|\]\(/);
  });
});
