/**
 * The free sample report: POST /api/Leads/free-report (signed in) records a lead of kind
 * 'free-report' and mails the report editors keep in Site settings, once a day; a signup from
 * source=free_report is fulfilled on the first login, once. Also: a repeat lead is race-safe (N
 * identical submissions at once → one record, on SQLite and on PostgreSQL, there also through two
 * CMS instances on one database), and what Site settings accepts for the report and the pixel id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { LEAD_TOASTS } from 'contracts';
import { ON_POSTGRES } from '../lib/suites';
import {
  call,
  check,
  editorHeaders,
  emlTexts,
  instanceForBlock,
  login,
  newAccount,
  outboxDir,
  signupInput,
  sleep,
  uniqueEmail,
  SUITE_MODE,
  type Instance,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const FREE_REPORT = '/api/Leads/free-report';
const CONTACT = '/api/Messages/sendContactUsDetails';
const LEADS = '/content-manager/collection-types/api::lead.lead';
const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
const RACERS = 20;
const ROUNDS = 5;

const instance = instanceForBlock();
let panel: Record<string, string>;
test.beforeAll(async () => {
  panel = await editorHeaders(instance());
});

async function leadsOf(email: string, source?: string): Promise<any[]> {
  const bySource = source ? `&filters[source][$eq]=${source}` : '';
  const res = await instance().api.get(`${LEADS}?page=1&pageSize=100&filters[email][$eq]=${encodeURIComponent(email)}${bySource}`, {
    headers: panel,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).results;
}

/** The texts of the mails sent to `email` (the outbox names files after the recipient). */
function mailsTo(inst: Instance, email: string): string[] {
  const dir = outboxDir(inst);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .map((f) => emlTexts(fs.readFileSync(path.join(dir, f), 'utf8')).join('\n'));
}

/** The report link of a sample report mail. */
const reportLink = (mail: string) => /Read the sample report: (\S+)/.exec(mail)?.[1];

async function settings(): Promise<any> {
  const res = await instance().api.get(SETTINGS, { headers: panel });
  expect(res.ok()).toBeTruthy();
  const { status: _status, ...doc } = (await res.json()).data;
  return doc;
}

async function saveSettings(patch: Record<string, unknown>) {
  return instance().api.put(SETTINGS, { headers: panel, data: { ...(await settings()), ...patch } });
}

async function publishSettings(patch: Record<string, unknown>): Promise<void> {
  const saved = await saveSettings(patch);
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const published = await instance().api.post(`${SETTINGS}/actions/publish`, { headers: panel, data: {} });
  expect(published.ok(), await published.text()).toBeTruthy();
}

/** RACERS identical contact calls at once, over connections of their own (Node's fetch), to each of `urls` in turn. */
async function racingLeads(urls: string[], email: string): Promise<number[]> {
  const contactInfo = { name: 'Ravi Kumar', level: 'New lead', email, mobile: '9876543210', otherQuery: '' };
  return Promise.all(
    Array.from({ length: RACERS }, async (_, i) => {
      const res = await fetch(`${urls[i % urls.length]}${CONTACT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ contactInfo, context: { page: '/landing-dark', utm_content: `try-${i}` } }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

test(`race: ${RACERS} identical leads at once, for several people at a time → one record each`, async () => {
  const emails = Array.from({ length: ROUNDS }, () => uniqueEmail('race'));
  const statuses = await Promise.all(emails.map((email) => racingLeads([instance().cms.url], email)));
  expect(statuses.flat()).toEqual(Array(RACERS * ROUNDS).fill(200));
  for (const email of emails) {
    const leads = await leadsOf(email);
    expect(leads, `one record for the day of ${email}`).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email, source: 'landing', page: '/landing-dark' });
  }
});

test('race: identical leads through two CMS instances on one database → one record each', async () => {
  test.skip(!ON_POSTGRES, 'several CMS instances share a PostgreSQL database (SQLite is one process)');
  test.setTimeout(180_000);
  const sibling = await instance().cms.anotherInstance();
  try {
    const emails = Array.from({ length: ROUNDS }, () => uniqueEmail('race2'));
    const statuses = await Promise.all(emails.map((email) => racingLeads([instance().cms.url, sibling.url], email)));
    expect(statuses.flat()).toEqual(Array(RACERS * ROUNDS).fill(200));
    for (const email of emails) expect(await leadsOf(email), email).toHaveLength(1);
  } finally {
    await sibling.stop();
  }
});

test('free report: anonymous → 401; a bad or missing context → 400 naming the field', async () => {
  await check(await call(instance().api, 'POST', FREE_REPORT, { data: { context: {} } }), 401, 'anonymous');
  const acct = await newAccount(instance().api, 'frbad');
  const bad = await check(
    await call(instance().api, 'POST', FREE_REPORT, { token: acct.token, data: { context: { page: 42 } } }),
    400,
    'bad',
  );
  expect(bad.error.message).toBe('page must be text.');
  const missing = await check(await call(instance().api, 'POST', FREE_REPORT, { token: acct.token, data: {} }), 400, 'no context');
  expect(missing.error.message).toBe('context is required.');
  expect(await leadsOf(acct.email)).toHaveLength(0);
});

test('free report: a signed-in request is recorded and the report is mailed at once, once a day', async () => {
  const acct = await newAccount(instance().api, 'fr');
  const context = { page: '/', utm_campaign: 'report', consentVersion: 'abcd1234' };
  const first = await check(await call(instance().api, 'POST', FREE_REPORT, { token: acct.token, data: { context } }), 200, 'request');
  expect(first).toEqual({ success: true, emailed: true, message: LEAD_TOASTS.freeReport.text });

  const [lead, ...more] = await leadsOf(acct.email);
  expect(more).toHaveLength(0);
  expect(lead).toMatchObject({ source: 'free-report', name: 'Asha Verma', ...context });

  const mails = mailsTo(instance(), acct.email);
  expect(mails).toHaveLength(1);
  const link = reportLink(mails[0]);
  expect(link, 'the mail carries the report link').toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/sample_report[^/]*\.pdf$/);
  // The link is the seeded file, served (through the site's origin; here straight from the CMS).
  const file = await instance().api.get(new URL(link!).pathname);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const again = await check(await call(instance().api, 'POST', FREE_REPORT, { token: acct.token, data: { context } }), 200, 'repeat');
  expect(again.emailed).toBe(false);
  expect(await leadsOf(acct.email)).toHaveLength(1);
  expect(mailsTo(instance(), acct.email), 'no second mail the same day').toHaveLength(1);
});

test('free report: a signup from source=free_report gets the report on the first login, once', async () => {
  const input = signupInput({ source: 'free_report' }, 'frsignup');
  await check(await call(instance().api, 'POST', '/api/GWSUsers', { data: input }), 200, 'signup');
  await sleep(500);
  expect(mailsTo(instance(), input.email), 'nothing before the login').toHaveLength(0);

  // Two logins at once: one of them sends.
  await Promise.all([login(instance().api, input.email, input.password), login(instance().api, input.email, input.password)]);
  await expect.poll(() => mailsTo(instance(), input.email).length, { timeout: 15_000 }).toBe(1);
  expect(reportLink(mailsTo(instance(), input.email)[0])).toContain('/uploads/');
  expect(await leadsOf(input.email, 'free-report')).toHaveLength(1);

  await login(instance().api, input.email, input.password);
  await sleep(1000);
  expect(mailsTo(instance(), input.email), 'later logins send nothing').toHaveLength(1);

  // A plain signup asks for nothing.
  const plain = signupInput({}, 'frplain');
  await check(await call(instance().api, 'POST', '/api/GWSUsers', { data: plain }), 200, 'plain signup');
  await login(instance().api, plain.email, plain.password);
  await sleep(1000);
  expect(mailsTo(instance(), plain.email)).toHaveLength(0);
  expect(await leadsOf(plain.email, 'free-report')).toHaveLength(0);
});

test('Site settings: the pixel id is digits only; the report link obeys the safe-link rule', async () => {
  for (const bad of ['abc', '12 34', '1234567890123456789012', '<script>']) {
    const body = await check(await saveSettings({ trackingPixelId: bad }), 400, `pixel id ${bad}`);
    expect(body.error.message).toBe('The tracking pixel id must be digits only (at most 20), as Meta shows it, or empty for no pixel.');
  }
  const link = await check(await saveSettings({ sampleReportUrl: 'javascript:alert(1)' }), 400, 'report link');
  expect(link.error.message).toMatch(/^Sample report link must start with https:\/\//);
  expect((await saveSettings({ trackingPixelId: '123456789012345' })).ok()).toBeTruthy();
  expect((await saveSettings({ trackingPixelId: '' })).ok()).toBeTruthy();
});

test('free report: with no report in Site settings the request is still recorded and answered clearly; a link is mailed as is', async () => {
  await publishSettings({ sampleReport: null, sampleReportUrl: '' });
  const acct = await newAccount(instance().api, 'frnone');
  const answer = await check(
    await call(instance().api, 'POST', FREE_REPORT, { token: acct.token, data: { context: {} } }),
    200,
    'no report',
  );
  expect(answer).toEqual({ success: true, emailed: false, message: `We have your request. ${LEAD_TOASTS.freeReport.text}` });
  expect(await leadsOf(acct.email, 'free-report')).toHaveLength(1);
  expect(mailsTo(instance(), acct.email)).toHaveLength(0);

  await publishSettings({ sampleReportUrl: 'https://reports.example.com/sample.pdf' });
  const other = await newAccount(instance().api, 'frlink');
  await check(await call(instance().api, 'POST', FREE_REPORT, { token: other.token, data: { context: {} } }), 200, 'link');
  expect(reportLink(mailsTo(instance(), other.email)[0])).toBe('https://reports.example.com/sample.pdf');
});
