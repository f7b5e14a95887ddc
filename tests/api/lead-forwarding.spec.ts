/**
 * Every stored lead leaves the CMS from its durable outbox: the firm's notification mail (an
 * .eml in $DATA_DIR/outbox/ without SMTP_URL), the signed webhook, and for newsletter leads the
 * email-marketing provider's form-subscribe call. Against loopback receivers: one that answers
 * 503 until the test lets it accept (nothing lost, each event accepted once, signatures verify,
 * a CMS restart in between resumes the retries), and a fake provider that checks the request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as pwRequest } from '@playwright/test';
import { signatureMatches } from 'cms';
import { bootCms } from '../lib/cms';
import { receiver, type Received } from '../lib/http-receiver';
import { ON_POSTGRES } from '../lib/suites';
import {
  call,
  check,
  editorHeaders,
  emlTexts,
  GENERAL_ENV,
  instanceForBlock,
  outboxFiles,
  sleep,
  uniqueEmail,
  SUITE_MODE,
  type Instance,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const SECRET = 'lead-webhook-test-secret';
const FORM_ID = '4242';
const API_KEY = 'provider-key';
const CONTACT = '/api/Messages/sendContactUsDetails';

async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const contactInfo = (email: string, name = 'Ravi Kumar') => ({ name, level: 'New lead', email, mobile: '9876543210', otherQuery: '' });
const context = {
  page: '/landing-dark',
  referrer: 'https://www.google.com/',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'diwali-2026',
  utm_content: 'ad-7',
  utm_term: 'multibagger',
  consentVersion: 'c0ffee12',
};

/** The decoded text of the first .eml mentioning `needle`, once the outbox has written it. */
async function mailAbout(inst: Instance, needle: string): Promise<string> {
  return waitFor(`the firm's mail about ${needle}`, () => {
    for (const file of outboxFiles(inst)) {
      const text = emlTexts(fs.readFileSync(file, 'utf8')).join('\n');
      if (text.includes(needle)) return text;
    }
    return undefined;
  });
}

let accepting = false;
const hook = { server: undefined as Awaited<ReturnType<typeof receiver>> | undefined };
const provider = { server: undefined as Awaited<ReturnType<typeof receiver>> | undefined };
test.beforeAll(async () => {
  hook.server = await receiver(() => (accepting ? 200 : 503));
  provider.server = await receiver(() => 200);
});
test.afterAll(async () => {
  await hook.server?.close();
  await provider.server?.close();
});

const instance = instanceForBlock(() => ({
  ...GENERAL_ENV,
  LEAD_WEBHOOK_URL: `${hook.server!.url}/leads`,
  LEAD_WEBHOOK_SECRET: SECRET,
  LEAD_RETRY_BASE_MS: '200',
  LEAD_RETRY_MAX_MS: '1000',
  EMAIL_MARKETING_API_URL: `${provider.server!.url}/v3`,
  EMAIL_MARKETING_FORM_ID: FORM_ID,
  EMAIL_MARKETING_API_KEY: API_KEY,
}));

/** The webhook deliveries (attempts) of one lead's events, by the email in their body. */
const deliveriesOf = (email: string) => hook.server!.seen.filter((r) => r.path === '/leads' && JSON.parse(r.raw).lead.email === email);
const eventIds = (rs: Received[]) => [...new Set(rs.map((r) => String(r.headers['x-lead-event-id'])))];

test('the firm gets a mail for each lead with every field it gave, the visitor’s text escaped', async () => {
  const email = uniqueEmail('mail');
  const name = '<script>alert("x")</script> Ravi';
  await check(await call(instance().api, 'POST', CONTACT, { data: { contactInfo: contactInfo(email, name), context } }), 200, 'lead');
  const mail = await mailAbout(instance(), email);
  for (const value of [email, '9876543210', 'New lead', 'landing', ...Object.values(context)]) expect(mail, value).toContain(value);
  expect(mail).toMatch(/Submitted at: \d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d IST/);
  // In the collection's order, whatever order the database keeps the stored payload's keys in.
  const order = [
    'Name:',
    'Level:',
    'Email:',
    'Mobile:',
    'Source:',
    'Submitted at:',
    'Page:',
    'Referrer:',
    'utm_source:',
    'utm_term:',
    'Consent version:',
  ];
  const positions = order.map((label) => mail.indexOf(label));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  const html = mail.slice(mail.indexOf('<!doctype html>'));
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ravi');
  expect(html).not.toContain('<script>');
});

test('a receiver that is down, then a CMS restart, then up: every event delivered once, signed, nothing lost', async () => {
  test.setTimeout(180_000);
  accepting = false;
  const [first, second] = [uniqueEmail('hook-a'), uniqueEmail('hook-b')];
  const started = Date.now();
  for (const [email, page] of [
    [first, '/landing-dark'],
    [second, '/contact'],
    [first, '/'], // a repeat within the day: the record is updated, and that is an event of its own
  ]) {
    await check(
      await call(instance().api, 'POST', CONTACT, { data: { contactInfo: contactInfo(email), context: { ...context, page } } }),
      200,
      'lead',
    );
  }
  // The submissions never waited for the receiver.
  expect(Date.now() - started).toBeLessThan(5_000);

  // Retries with backoff while the receiver answers 503: at least two attempts of each of the three events.
  await waitFor('two failed attempts of each event', () => {
    const failed = [...deliveriesOf(first), ...deliveriesOf(second)].filter((r) => r.status === 503);
    const ids = eventIds(failed);
    return ids.length === 3 && ids.every((id) => failed.filter((r) => r.headers['x-lead-event-id'] === id).length >= 2);
  });

  // Stopped with entries pending, started again on the same database: the retries go on.
  await instance().cms.restart();
  const restartedAt = Date.now();
  await waitFor('attempts after the restart', () => {
    const after = [...deliveriesOf(first), ...deliveriesOf(second)].filter((r) => r.at > restartedAt);
    return eventIds(after).length === 3;
  });

  accepting = true;
  await waitFor(
    'each event accepted',
    () => eventIds([...deliveriesOf(first), ...deliveriesOf(second)].filter((r) => r.status === 200)).length === 3,
  );
  await sleep(2_500); // longer than the longest backoff: a duplicate would have come by now

  const all = [...deliveriesOf(first), ...deliveriesOf(second)];
  const accepted = all.filter((r) => r.status === 200);
  expect(eventIds(all)).toHaveLength(3);
  expect(accepted, 'each event accepted exactly once').toHaveLength(3);
  expect(eventIds(accepted)).toHaveLength(3);

  for (const r of all) {
    expect(signatureMatches(r.raw, r.headers['x-lead-signature'] as string, SECRET), 'signature verifies with the secret').toBe(true);
    expect(signatureMatches(r.raw, r.headers['x-lead-signature'] as string, 'not-the-secret')).toBe(false);
    const body = JSON.parse(r.raw);
    expect(r.headers['x-lead-event-id']).toBe(body.id);
    expect(Number(r.headers['x-lead-timestamp'])).toBe(Math.floor(Date.parse(body.sentAt) / 1000));
    expect(r.headers['content-type']).toMatch(/^application\/json/);
  }

  const bodies = accepted.map((r) => JSON.parse(r.raw));
  const ofFirst = bodies.filter((b) => b.lead.email === first).sort((a, b) => a.type.localeCompare(b.type));
  expect(ofFirst.map((b) => b.type)).toEqual(['lead.created', 'lead.updated']);
  expect(ofFirst[0].lead.id, 'the repeat names the same record').toBe(ofFirst[1].lead.id);
  expect(ofFirst[1].lead).toMatchObject({ ...context, page: '/', source: 'landing', level: 'New lead', mobile: '9876543210' });
  const [ofSecond] = bodies.filter((b) => b.lead.email === second);
  expect(ofSecond).toMatchObject({ type: 'lead.created', kind: 'lead', collection: 'api::lead.lead' });
  expect(ofSecond.lead).toMatchObject({ ...context, page: '/contact', name: 'Ravi Kumar', email: second });
  expect(Date.parse(ofSecond.lead.submittedAt)).toBeGreaterThanOrEqual(started - 1000);

  // Backoff: each event's attempts before the restart grow apart (base 200 ms, doubling, jittered into the upper half).
  const attemptsOfSecond = deliveriesOf(second).filter((r) => r.at < restartedAt);
  const gaps = attemptsOfSecond.slice(1).map((r, i) => r.at - attemptsOfSecond[i].at);
  expect(gaps.length).toBeGreaterThanOrEqual(1);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(90);
});

test('newsletter leads are subscribed with the email-marketing provider; other leads are not', async () => {
  const subscriber = uniqueEmail('news');
  const enquirer = uniqueEmail('enquiry');
  await check(
    await call(instance().api, 'POST', '/api/Subscriptions/addusertomailchimp', {
      data: { data: { type: 'free subscription', email: subscriber } },
    }),
    200,
    'newsletter',
  );
  await check(await call(instance().api, 'POST', CONTACT, { data: { contactInfo: contactInfo(enquirer), context } }), 200, 'contact');
  const subscribe = await waitFor('the subscribe call', () => provider.server!.seen.find((r) => r.raw.includes(subscriber)));
  expect(subscribe.path).toBe(`/v3/forms/${FORM_ID}/subscribe`);
  expect(subscribe.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(subscribe.raw)).toEqual({ api_key: API_KEY, email: subscriber });
  // Both leads reached the firm's mail; only the newsletter one the provider.
  await mailAbout(instance(), enquirer);
  await mailAbout(instance(), subscriber);
  await sleep(1_000);
  expect(provider.server!.seen.filter((r) => r.raw.includes(enquirer))).toHaveLength(0);
  expect(provider.server!.seen.filter((r) => r.raw.includes(subscriber))).toHaveLength(1);
});

test('deleting a lead drops its pending deliveries: an erased person is not forwarded later', async () => {
  test.setTimeout(90_000);
  accepting = false;
  const email = uniqueEmail('erase');
  await check(await call(instance().api, 'POST', CONTACT, { data: { contactInfo: contactInfo(email), context } }), 200, 'lead');
  await waitFor('a failed attempt', () => deliveriesOf(email).length > 0);

  const panel = await editorHeaders(instance());
  const LEADS = '/content-manager/collection-types/api::lead.lead';
  const found = await instance().api.get(`${LEADS}?page=1&pageSize=10&filters[email][$eq]=${encodeURIComponent(email)}`, {
    headers: panel,
  });
  const [lead] = (await found.json()).results;
  const removed = await instance().api.delete(`${LEADS}/${lead.documentId}`, { headers: panel });
  expect(removed.ok(), await removed.text()).toBeTruthy();

  const attemptsAtDelete = deliveriesOf(email).length;
  accepting = true;
  await sleep(3_000); // over twice the longest backoff
  expect(deliveriesOf(email).length - attemptsAtDelete, 'at most an attempt already under way').toBeLessThanOrEqual(1);
  expect(deliveriesOf(email).filter((r) => r.status === 200)).toHaveLength(0);
});

test('two CMS instances on one PostgreSQL database share the outbox: each event delivered once, by one of them', async () => {
  test.skip(!ON_POSTGRES, 'two instances share a database on PostgreSQL only');
  test.setTimeout(180_000);
  accepting = false;
  const other = await instance().cms.anotherInstance();
  const otherApi = await pwRequest.newContext({ baseURL: other.url });
  try {
    const emails = Array.from({ length: 8 }, (_, i) => uniqueEmail(`pair-${i}`));
    const answers = await Promise.all(
      emails.map((email, i) =>
        call(i % 2 ? otherApi : instance().api, 'POST', CONTACT, { data: { contactInfo: contactInfo(email), context } }),
      ),
    );
    for (const res of answers) await check(res, 200, 'lead');
    // Both instances poll the same rows while the receiver is down…
    await waitFor('three failed attempts of every event', () => emails.every((email) => deliveriesOf(email).length >= 3), 60_000);
    accepting = true;
    await waitFor('every event accepted', () => emails.every((email) => deliveriesOf(email).some((r) => r.status === 200)), 60_000);
    await sleep(2_500);
    // …and each attempt, the accepted one included, was made by one of them only.
    for (const email of emails)
      expect(
        deliveriesOf(email).filter((r) => r.status === 200),
        email,
      ).toHaveLength(1);
    const events = eventIds(emails.flatMap(deliveriesOf));
    for (const dir of [instance().cms.dataDir, other.dataDir]) {
      const log = fs.readFileSync(path.join(dir, 'logs', 'cms.log'), 'utf8');
      expect(
        events.some((id) => log.includes(`(event ${id}) failed`)),
        `${dir}: this instance made attempts`,
      ).toBe(true);
    }
  } finally {
    await otherApi.dispose();
    await other.stop();
  }
});

test.describe('forwarding configuration is checked at start', () => {
  for (const [env, message] of [
    [{ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/leads' }, 'LEAD_WEBHOOK_SECRET must be set when LEAD_WEBHOOK_URL is'],
    [
      { LEAD_WEBHOOK_URL: 'ftp://example.com/x', LEAD_WEBHOOK_SECRET: 's' },
      'LEAD_WEBHOOK_URL must be an http:// or https:// URL (got "ftp://example.com/x")',
    ],
    [
      { EMAIL_MARKETING_API_URL: 'https://api.example.com/v3' },
      'EMAIL_MARKETING_API_URL, EMAIL_MARKETING_FORM_ID and EMAIL_MARKETING_API_KEY must be set together',
    ],
    [{ LEAD_RETRY_BASE_MS: 'soon' }, 'LEAD_RETRY_BASE_MS must be a positive number (got "soon")'],
  ] as [Record<string, string>, string][]) {
    test(`${Object.keys(env).join(' + ')} (${Object.values(env)[0]}) stops the start with a clear message`, async () => {
      test.setTimeout(120_000);
      await expect(bootCms({ env })).rejects.toThrow(message);
    });
  }
});
