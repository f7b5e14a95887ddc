/**
 * No lead is lost while the CMS is away: with the CMS stopped, every kind of lead sent through the
 * real origin (createSiteServer with its lead spool) is answered as a stored lead; the origin is
 * restarted over the same DATA_DIR before the CMS comes back; once it is back, every lead is in the
 * CMS exactly once. Signup and login keep their 503 meanwhile. Also: how fast a backlog drains.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { CMS_UNAVAILABLE, FREE_REPORT_MESSAGES, GRIEVANCE_PREFIX, LEAD_CALL_PATHS, LEAD_LEVELS } from 'contracts';
import { createSiteServer, LeadSpool, leadSpoolHealth } from 'origin-server';
import { bootInstance, newAccount, phoneNumber, sqlOn, stopInstance, uniqueEmail, SUITE_MODE, GENERAL_ENV, type Instance } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let inst: Instance;
let originDir: string;
let origin: { server: ReturnType<typeof createSiteServer>; spool: LeadSpool; base: string } | null = null;
const logs: string[] = [];

/** The origin as startSite makes it, over `originDir`'s spool (a new one is a restarted origin). */
async function startOrigin(): Promise<void> {
  const spool = new LeadSpool(originDir);
  const server = createSiteServer({
    cmsUrl: inst.cms.url,
    rebuildSecret: 'unused',
    getRelease: () => null,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    log: (m) => logs.push(m),
    leadSpool: spool,
    rateLimitFactor: Number(GENERAL_ENV.RATE_LIMIT_FACTOR),
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = { server, spool, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stopOrigin(): Promise<void> {
  if (!origin) return;
  origin.server.closeAllConnections();
  await new Promise((r) => origin!.server.close(r));
  origin = null;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  inst = await bootInstance();
  originDir = fs.mkdtempSync(path.join(os.tmpdir(), 'origin-spool-'));
  await startOrigin();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopOrigin();
  await stopInstance(inst);
  if (!process.env.KEEP_TEST_DATA) fs.rmSync(originDir, { recursive: true, force: true });
});

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin!.base}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();
const count = (table: string, where: string) => Number(sql(`SELECT count(*) FROM ${table} WHERE ${where}`));

test('CMS stopped: every lead kind is answered as stored; the origin restarts; the CMS returns; each lead is in it once', async () => {
  test.setTimeout(240_000);
  const account = await newAccount(inst.api, 'spool');
  const ctx = { page: '/spool-test', utm_campaign: 'outage' };
  const email = {
    contact: uniqueEmail('spool-contact'),
    landing: uniqueEmail('spool-landing'),
    sales: uniqueEmail('spool-sales'),
    grievance: uniqueEmail('spool-grievance'),
    newsletter: uniqueEmail('spool-news'),
  };
  const whatsappPhone = `98${String(Date.now() % 1e8).padStart(8, '0')}`;
  const answerPhone = phoneNumber();
  const contactInfo = (address: string, level: string | null, otherQuery = '') => ({
    name: 'Asha Rao',
    level,
    email: address,
    mobile: '9876543210',
    otherQuery,
  });
  const leads: [string, string, unknown, Record<string, string>?][] = [
    ['contact', LEAD_CALL_PATHS.contact, { contactInfo: contactInfo(email.contact, 'Other', 'When do you publish?'), context: ctx }],
    ['landing', LEAD_CALL_PATHS.contact, { contactInfo: contactInfo(email.landing, LEAD_LEVELS.landing), context: ctx }],
    ['sales letter', LEAD_CALL_PATHS.contact, { contactInfo: contactInfo(email.sales, LEAD_LEVELS.salesLetter), context: ctx }],
    ['grievance', LEAD_CALL_PATHS.contact, { contactInfo: contactInfo(email.grievance, null, `${GRIEVANCE_PREFIX}no report`) }],
    [
      'newsletter',
      LEAD_CALL_PATHS.newsletter,
      { data: { type: 'free subscription', name: 'Asha', email: email.newsletter }, context: ctx },
    ],
    ['whatsapp', LEAD_CALL_PATHS.whatsapp, { lead: { name: 'Asha Rao', country: 'IN', phone: whatsappPhone }, context: ctx }],
    [
      'questionnaire',
      LEAD_CALL_PATHS.questionnaire,
      {
        answer: { name: 'Asha Rao', phone: answerPhone, budget: '20,000 - 50,000 INR', investment: 'Yes', strategy: 'Both' },
        context: ctx,
      },
    ],
    ['free report', LEAD_CALL_PATHS.freeReport, { context: ctx }, { authorization: `Bearer ${account.token}` }],
  ];

  await inst.cms.stopProcess();
  const signup = await post('/GWSUsers', {
    first_name: 'A',
    last_name: 'B',
    email: uniqueEmail('x'),
    phone: '9876543210',
    password: 'Passw0rd!x',
  });
  expect(signup.status, 'signup is not kept').toBe(CMS_UNAVAILABLE.status);
  expect((await post('/GWSUsers/login', { email: account.email, password: account.password })).status).toBe(CMS_UNAVAILABLE.status);

  for (const [kind, p, body, headers] of leads) {
    const res = await post(p, body, headers);
    expect(res.status, kind).toBe(200);
    expect(await res.json(), kind).toEqual(
      kind === 'free report' ? { success: true, emailed: false, message: FREE_REPORT_MESSAGES['not-sent'] } : { success: true },
    );
  }
  // A bad lead is refused as the CMS refuses it, and not kept.
  const bad = await post(LEAD_CALL_PATHS.whatsapp, { lead: { name: 'A', country: 'XX', phone: '1' } });
  expect(bad.status).toBe(400);
  expect((await bad.json()).error.name).toBe('ValidationError');
  expect(leadSpoolHealth(origin!.spool).depth).toBe(leads.length);
  for (const f of fs.readdirSync(origin!.spool.dir)) expect(fs.statSync(path.join(origin!.spool.dir, f)).mode & 0o777).toBe(0o600);

  // The origin restarts before the CMS is back: the new one finds the spool as it was.
  await stopOrigin();
  await startOrigin();
  expect(leadSpoolHealth(origin!.spool).depth).toBe(leads.length);

  const back = Date.now();
  await inst.cms.startAgain();
  await expect.poll(() => leadSpoolHealth(origin!.spool).depth, { timeout: 60_000, intervals: [250] }).toBe(0);
  console.log(`${leads.length} kept leads in the CMS ${((Date.now() - back) / 1000).toFixed(1)} s after its start began`);
  expect(fs.readdirSync(path.join(originDir, 'spool', 'dead'))).toEqual([]);

  const lead = (address: string, source: string) => count('leads', `email = '${address}' AND source = '${source}'`);
  expect(lead(email.contact, 'contact')).toBe(1);
  expect(lead(email.landing, 'landing')).toBe(1);
  expect(lead(email.sales, 'sales-letter')).toBe(1);
  expect(lead(email.grievance, 'grievance')).toBe(1);
  expect(count('grievances', `email = '${email.grievance}'`)).toBe(1);
  expect(lead(account.email, 'free-report')).toBe(1);
  expect(count('newsletter_subscribers', `email = '${email.newsletter}'`)).toBe(1);
  expect(count('whatsapp_leads', `phone = '+91${whatsappPhone}'`)).toBe(1);
  expect(count('questionnaire_answers', `phone = '${answerPhone}'`)).toBe(1);
  // Stored with the context they were sent with.
  expect(sql(`SELECT page || '|' || utm_campaign FROM leads WHERE email = '${email.landing}'`)).toBe('/spool-test|outage');
});

test('replay rate: a backlog of kept leads drains into the real CMS', async () => {
  test.setTimeout(240_000);
  const N = 200;
  await inst.cms.stopProcess();
  const tag = uniqueEmail('rate').split('@')[0];
  for (let i = 0; i < N; i++) {
    const res = await post(LEAD_CALL_PATHS.contact, {
      contactInfo: { name: 'Ravi Kumar', level: LEAD_LEVELS.landing, email: `${tag}.${i}@example.com`, mobile: '9876543210' },
    });
    expect(res.status).toBe(200);
  }
  expect(leadSpoolHealth(origin!.spool).depth).toBe(N);
  await inst.cms.startAgain();
  let firstOut = 0;
  await expect
    .poll(
      () => {
        const { depth } = leadSpoolHealth(origin!.spool);
        if (depth < N && !firstOut) firstOut = Date.now();
        return depth;
      },
      { timeout: 120_000, intervals: [50] },
    )
    .toBe(0);
  const seconds = (Date.now() - firstOut) / 1000;
  console.log(`replay: ${N} leads in ${seconds.toFixed(1)} s after the first, ${((N - 1) / seconds).toFixed(0)} leads/s`);
  expect(count('leads', `email LIKE '${tag}.%'`)).toBe(N);
});
