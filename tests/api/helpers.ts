/**
 * Helpers for the API integration suites (tests/api/*.spec.ts): a real CMS per spec file
 * (bootCms) or one the worker shares between files (sharedInstance), requests with the documented token transports, accounts, the one error shape,
 * the mail outbox, and the admin calls the scenarios need.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test as base, request as pwRequest } from '@playwright/test';
import type { APIRequestContext, APIResponse, WorkerFixture } from '@playwright/test';
import { bootCms, TestCms } from '../lib/cms';
import { startFakeRazorpay, type FakeRazorpay } from '../lib/fake-razorpay';
import { submitKyc } from '../lib/kyc';
import { todayInFirm } from 'cms';
import { ADMINISTRATOR } from 'contracts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Role = 'anonymous' | 'user' | 'other' | 'admin';

/** What a call may answer: one status, any of several, any 4xx, or anything but a 5xx. */
export type Expected = number | number[] | '4xx' | 'no5xx';

/**
 * Each spec file boots one CMS and runs its tests in order ('serial': the first failure skips
 * the rest of the file). API_TESTS_ALL=1 runs every test even after a failure, at the price of
 * a fresh CMS (a new worker) after each failing test: useful for authorization, bad-input and
 * tokens, whose tests do not build on each other (entitlement and rate-limit do).
 */
export const SUITE_MODE: 'serial' | 'default' = process.env.API_TESTS_ALL ? 'default' : 'serial';

/** The general suites must never meet a rate limit: real limits × 1000. */
export const GENERAL_ENV = { RATE_LIMIT_FACTOR: '1000' };

/**
 * The secret the worker's shared CMS checks the mail provider's bounce reports with (POST
 * /api/Mail/events answers 404 without one): the files that test that route share the CMS too,
 * and no other sharing file calls it.
 */
export const SHARED_MAIL_EVENTS_SECRET = 'shared-mail-events-secret';
/**
 * The shared CMS's environment: GENERAL_ENV, the mail events' secret and no
 * Strict-Transport-Security (api-headers.spec's check of HSTS_MAX_AGE=0 runs on it; no other
 * sharing file reads that header). NODE_ENV is left to default as `npm start` defaults it, which
 * allows the demo checkout without Razorpay's keys: files sharing it pay that way (grievances), and
 * send orders whose signature checks must be reached (authorization, bad-input).
 */
export const SHARED_ENV = {
  ...GENERAL_ENV,
  MAIL_EVENTS_SECRET: SHARED_MAIL_EVENTS_SECRET,
  HSTS_MAX_AGE: '0',
};

/**
 * Demo payments: outside production and without Razorpay's keys, checkout, demo-pay and POST
 * /api/Orders can be called for real (the worker's `demoCms`, demoInstance).
 */
export const DEMO_ENV = { ...GENERAL_ENV, NODE_ENV: 'development' };

/**
 * The secret the payment suites' shared CMS checks Razorpay's webhook deliveries with: the files
 * that deliver webhooks share it too, and no other payment suite calls the webhook.
 */
export const PAYMENTS_WEBHOOK_SECRET = 'webhook-test-secret';
export const DEFAULT_TTL = 1209600; // 14 days, in seconds

export interface Instance {
  cms: TestCms;
  api: APIRequestContext;
}

/** Boots a CMS (on a copy of the run's seeded template, or an empty database with `fresh`) and an HTTP client for it. */
export async function bootInstance(env: Record<string, string> = GENERAL_ENV): Promise<Instance> {
  const cms = await bootCms({ env });
  const api = await pwRequest.newContext({ baseURL: cms.url });
  return { cms, api };
}

export async function stopInstance(inst: Instance | undefined): Promise<void> {
  if (!inst) return;
  await inst.api.dispose().catch(() => undefined);
  await inst.cms.stop();
}

/** The settings that point a CMS at a fake Razorpay on loopback (plus `extra`, e.g. a webhook secret). */
export function razorpayEnv(fake: FakeRazorpay, extra: Record<string, string> = {}): Record<string, string> {
  return { ...GENERAL_ENV, RAZORPAY_KEY_ID: fake.keyId, RAZORPAY_KEY_SECRET: fake.keySecret, RAZORPAY_API_URL: fake.url, ...extra };
}

/** A fake Razorpay on loopback, and a CMS that takes payments through it (the payment suites' instance). */
export async function bootWithFakeRazorpay(extra: Record<string, string> = {}): Promise<{ fake: FakeRazorpay; inst: Instance }> {
  const fake = await startFakeRazorpay();
  try {
    return { fake, inst: await bootInstance(razorpayEnv(fake, extra)) };
  } catch (err) {
    await fake.close();
    throw err;
  }
}

/**
 * One CMS for the enclosing describe block: booted before its first test (with the env the
 * function answers then), stopped after its last. Read it through the returned getter.
 */
export function instanceForBlock(env: () => Record<string, string> = () => GENERAL_ENV): () => Instance {
  let inst: Instance | undefined;
  base.beforeAll(async () => {
    base.setTimeout(300_000);
    inst = await bootInstance(env());
  });
  base.afterAll(async () => {
    base.setTimeout(60_000);
    await stopInstance(inst);
  });
  return () => inst!;
}

/** A worker fixture: a CMS with `env`, booted for the first file that asks for it, stopped when the worker ends. */
function workerCms(env: Record<string, string>): [WorkerFixture<TestCms, object>, { scope: 'worker'; timeout: number }] {
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const cms = await bootCms({ env });
      try {
        await use(cms);
      } finally {
        await cms.stop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ];
}

/**
 * Playwright's `test` with three worker fixtures, `sharedCms` (SHARED_ENV), `paymentsCms` (a CMS
 * taking payments from its loopback Razorpay, with PAYMENTS_WEBHOOK_SECRET) and `demoCms`
 * (DEMO_ENV: demo payments): each booted for the first spec file that asks for it
 * (sharedInstance, paymentsSuite, demoInstance) and stopped when the worker ends. The data suites run in one
 * worker, file after file, so every file that asks meets the same CMS; after a failure Playwright
 * starts a new worker, and the next file that asks boots a new one.
 */
export const test = base.extend<object, { sharedCms: TestCms; paymentsCms: { fake: FakeRazorpay; cms: TestCms }; demoCms: TestCms }>({
  sharedCms: workerCms(SHARED_ENV),
  paymentsCms: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const fake = await startFakeRazorpay();
      try {
        const cms = await bootCms({ env: razorpayEnv(fake, { RAZORPAY_WEBHOOK_SECRET: PAYMENTS_WEBHOOK_SECRET }) });
        try {
          await use({ fake, cms });
        } finally {
          await cms.stop();
        }
      } finally {
        await fake.close();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  demoCms: workerCms(DEMO_ENV),
});

/**
 * A shared CMS with an HTTP client of the calling file's own, for as long as the file runs: no
 * cookie (a panel session) carries over from another file.
 */
function withOwnClient(cms: () => TestCms): () => Instance {
  let inst: Instance | undefined;
  test.beforeAll(async () => {
    inst = { cms: cms(), api: await pwRequest.newContext({ baseURL: cms().url }) };
  });
  test.afterAll(async () => {
    await inst?.api.dispose();
  });
  return () => inst!;
}

/**
 * The worker's shared CMS (SHARED_ENV), for a spec file that imports `test` from here. A start
 * costs about 7 s of CPU (15-30 s on the busy two-core machine `npm test` runs on): sharing one
 * saves that for every file but the first. Only for a file whose tests make their own accounts,
 * stocks and leads (unique emails and names) and read back only those, change nothing another
 * file reads (settings, lead forms, plans) and never restart the CMS: what an earlier file left
 * then changes nothing it asserts; nor may it read the CMS's whole log (other files' requests are
 * in it). Strapi lets one account sign in to the panel 5 times in 5 minutes from one address, not
 * raised by RATE_LIMIT_FACTOR: a sharing file takes the editor's panel header from editorHeaders,
 * which signs in once per CMS and worker and hands every later file the same token, never from a
 * sign-in of its own. Any other file keeps a CMS of its own (instanceForBlock). A describe block
 * may share it while the file's other blocks boot their own (tests/api/hardening-perimeter.spec.ts).
 */
export function sharedInstance(): () => Instance {
  let cms: TestCms | undefined;
  test.beforeAll(({ sharedCms }) => {
    cms = sharedCms;
  });
  return withOwnClient(() => cms!);
}

/**
 * The worker's CMS in demo payments (DEMO_ENV), for a file or block that imports `test` from here,
 * on sharedInstance's terms: its tests make their own accounts and orders and read back only those.
 */
export function demoInstance(): () => Instance {
  let cms: TestCms | undefined;
  test.beforeAll(({ demoCms }) => {
    cms = demoCms;
  });
  return withOwnClient(() => cms!);
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface CallOptions {
  /** The access token; sent as `Authorization: Bearer <token>` unless tokenStyle says otherwise. */
  token?: string | null;
  tokenStyle?: 'bearer' | 'raw' | 'query';
  /** A JSON payload (serialised with JSON.stringify). */
  data?: unknown;
  /** A body sent exactly as given (malformed JSON, literals, huge bodies). */
  raw?: string | Buffer;
  /** Content-Type for data/raw; application/json unless given. */
  contentType?: string;
  /** Query parameters (values percent-encoded; a space becomes %20). */
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export function encodeQuery(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

export function withQuery(url: string, params: Record<string, string>): string {
  const q = encodeQuery(params);
  if (!q) return url;
  return url + (url.includes('?') ? '&' : '?') + q;
}

export async function call(api: APIRequestContext, method: Method, url: string, opts: CallOptions = {}): Promise<APIResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(opts.headers ?? {}) };
  let target = opts.query ? withQuery(url, opts.query) : url;
  if (opts.token) {
    const style = opts.tokenStyle ?? 'bearer';
    if (style === 'bearer') headers.Authorization = `Bearer ${opts.token}`;
    else if (style === 'raw') headers.Authorization = opts.token;
    else target = withQuery(target, { access_token: opts.token });
  }
  let data: string | Buffer | undefined;
  if (opts.raw !== undefined) data = opts.raw;
  else if (opts.data !== undefined) data = JSON.stringify(opts.data);
  if (data !== undefined) headers['Content-Type'] = opts.contentType ?? 'application/json';
  return api.fetch(target, { method, headers, data, failOnStatusCode: false, maxRedirects: 0, timeout: 30_000 });
}

/** An answer read without Playwright (callFrom). */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * A call over a socket bound to `localAddress`, e.g. 127.0.0.2: to the CMS that is a client on
 * another machine, not the site server or nginx on 127.0.0.1 (Playwright cannot choose the
 * address its requests come from).
 */
export function callFrom(
  localAddress: string,
  baseUrl: string,
  method: Method,
  url: string,
  opts: Pick<CallOptions, 'data' | 'headers' | 'token'> = {},
): Promise<RawAnswer> {
  const payload = opts.data === undefined ? undefined : JSON.stringify(opts.data);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }),
    ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
    ...(opts.headers ?? {}),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, baseUrl), { method, headers, localAddress, agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: any = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          /* not JSON: the text */
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export async function bodyOf(res: APIResponse): Promise<any> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export function statusMatches(status: number, expected: Expected): boolean {
  if (expected === 'no5xx') return status < 500;
  if (expected === '4xx') return status >= 400 && status < 500;
  return (Array.isArray(expected) ? expected : [expected]).includes(status);
}

export function describeExpected(expected: Expected): string {
  return Array.isArray(expected) ? expected.join('|') : String(expected);
}

/**
 * Checks a response against what the contract allows: the expected status, never a 5xx, and
 * for every error the one shape `{ data: null, error: { status, name, message, details } }`.
 * `soft` reports failures and carries on (for tests that probe many inputs).
 */
export async function check(res: APIResponse, expected: Expected, label: string, soft = false): Promise<any> {
  const e = soft ? expect.soft : expect;
  const status = res.status();
  const text = await res.text();
  const detail = `${label}: got ${status} ${text.slice(0, 300)}`;
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (status >= 500) {
    e(status, `${detail} (expected ${describeExpected(expected)}; a 5xx is never acceptable)`).toBeLessThan(500);
    return body;
  }
  e(statusMatches(status, expected), `${detail} (expected ${describeExpected(expected)})`).toBe(true);
  if (status >= 400) checkErrorShape(body, status, detail, soft);
  return body;
}

export function checkErrorShape(body: any, status: number, label: string, soft = false): void {
  const e = soft ? expect.soft : expect;
  const ok =
    body &&
    typeof body === 'object' &&
    body.data === null &&
    body.error &&
    typeof body.error === 'object' &&
    body.error.status === status &&
    typeof body.error.name === 'string' &&
    typeof body.error.message === 'string' &&
    'details' in body.error;
  e(ok, `${label}: error shape {data: null, error: {status: ${status}, name, message, details}}`).toBe(true);
}

/** Asserts an error answer (status in `expected`) with the contract's shape; returns the body. */
export async function expectError(res: APIResponse, expected: Expected, label = 'call'): Promise<any> {
  return check(res, expected, label);
}

/** Asserts a success answer, with its body in the message on failure; returns the parsed body. */
export async function expectOk(res: APIResponse, expected: number = 200, label = 'call'): Promise<any> {
  return check(res, expected, label);
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

// ---------------------------------------------------------------------------------------------
// Accounts

let counter = 0;

/** A fresh, lower-case email address, unique across runs and processes. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.com`.toLowerCase();
}

export function phoneNumber(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  [k: string]: unknown;
}

export function signupInput(overrides: Partial<SignupInput> = {}, tag = 'user'): SignupInput {
  return { first_name: 'Asha', last_name: 'Verma', email: uniqueEmail(tag), phone: phoneNumber(), password: 'Passw0rd-1234', ...overrides };
}

export interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
  admin: number;
}

export async function signup(
  api: APIRequestContext,
  overrides: Partial<SignupInput> = {},
  token?: string,
): Promise<{ input: SignupInput; user: any }> {
  const input = signupInput(overrides);
  const res = await call(api, 'POST', '/api/GWSUsers', { data: input, token });
  const user = await expectOk(res, 200, `signup ${input.email}`);
  return { input, user };
}

export async function login(
  api: APIRequestContext,
  email: string,
  password: string,
): Promise<{ token: string; userId: number; body: any }> {
  const res = await call(api, 'POST', '/api/GWSUsers/login', { data: { email, password } });
  const body = await expectOk(res, 200, `login ${email}`);
  expect(typeof body.id, 'login answers the token as id').toBe('string');
  return { token: body.id, userId: body.userId, body };
}

/** A new regular user, signed up and logged in. */
export async function newAccount(api: APIRequestContext, tag = 'user'): Promise<Account> {
  const { input, user } = await signup(api, { email: uniqueEmail(tag) });
  const { token, userId } = await login(api, input.email, input.password);
  expect(userId).toBe(user.id);
  return { id: user.id, email: input.email, password: input.password, token, admin: user.admin };
}

export { kycForm, maskedPan, newPan, submitKyc } from '../lib/kyc';

/** A new regular user who has given their KYC (a new PAN unless told): one who may check out. */
export async function newBuyer(api: APIRequestContext, tag = 'buyer', pan?: string): Promise<Account> {
  const acct = await newAccount(api, tag);
  await submitKyc(api, acct.token, pan);
  return acct;
}

/** The seeded application administrator, logged in. */
export async function adminAccount(inst: Instance): Promise<Account> {
  const { email, password } = inst.cms.admin;
  const { token, userId } = await login(inst.api, email, password);
  return { id: userId, email, password, token, admin: ADMINISTRATOR };
}

/** A second session (token) of an account. */
export async function newToken(api: APIRequestContext, acct: { email: string; password: string }): Promise<string> {
  return (await login(api, acct.email, acct.password)).token;
}

/** GET /api/GWSUsers/{id} with a token: the status only. */
export async function tokenStatus(api: APIRequestContext, token: string, userId: number): Promise<number> {
  return (await call(api, 'GET', `/api/GWSUsers/${userId}`, { token })).status();
}

// ---------------------------------------------------------------------------------------------
// Mail outbox (no SMTP_URL: every message is an .eml file in $DATA_DIR/outbox/)

export function outboxDir(inst: Instance): string {
  return path.join(inst.cms.dataDir, 'outbox');
}

export function outboxFiles(inst: Instance): string[] {
  const dir = outboxDir(inst);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f));
}

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The readable text of an .eml: the whole message QP-decoded, plus any base64 parts decoded. */
export function emlTexts(eml: string): string[] {
  const out = [decodeQuotedPrintable(eml)];
  const re = /Content-Transfer-Encoding:\s*base64[^\S\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi;
  for (const m of eml.matchAll(re)) out.push(Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'));
  return out;
}

/** The reset link and its token in a message, or null. */
export function resetLinkIn(eml: string): { url: string; token: string } | null {
  for (const text of emlTexts(eml)) {
    const m = /(https?:\/\/[^\s"'<>]*)?\/reset-password\?access_token=([A-Za-z0-9_\-.~%=]+)/.exec(text);
    if (m) return { url: m[0], token: decodeURIComponent(m[2]) };
  }
  return null;
}

/** Waits for a new message to `email` (one not in `before`) and answers its reset link. */
export async function waitForResetMail(
  inst: Instance,
  email: string,
  before: Set<string>,
  timeoutMs = 10_000,
): Promise<{ url: string; token: string; file: string; eml: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = outboxFiles(inst)
      .filter((f) => !before.has(f))
      .map((f) => ({ f, eml: fs.readFileSync(f, 'utf8'), mtime: fs.statSync(f).mtimeMs }))
      .filter((m) => m.eml.toLowerCase().includes(email.toLowerCase()))
      .sort((a, b) => b.mtime - a.mtime || b.f.localeCompare(a.f));
    for (const m of fresh) {
      const link = resetLinkIn(m.eml);
      if (link) return { ...link, file: m.f, eml: m.eml };
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no reset mail to ${email} in ${outboxDir(inst)} within ${timeoutMs} ms`);
}

/** POST /api/GWSUsers/reset for `email` (expects 204) and answers the mailed reset token. */
export async function requestResetToken(inst: Instance, email: string): Promise<string> {
  const before = new Set(outboxFiles(inst));
  const res = await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email } });
  await check(res, 204, `reset ${email}`);
  return (await waitForResetMail(inst, email, before)).token;
}

// ---------------------------------------------------------------------------------------------
// Dates

/** A day of the firm's calendar (India, as the CMS counts it) as YYYY-MM-DD, `days` from today. */
export function isoDay(days = 0): string {
  return todayInFirm(new Date(Date.now() + days * 86_400_000));
}

/**
 * '20 Nov 2026, 11:05 IST', as the mails print a time (the CMS's firmTime: date-fns'
 * 'd MMM yyyy, HH:mm' in India), written here independently with Intl.
 */
export function mailTime(iso: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} IST`;
}

export function monthsAgo(months: number): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Catalogue and admin calls

export interface Plan {
  id: string | number;
  name: string;
  months: number;
  price: number;
  stocks: number;
  /** What a checkout charges now, in paise. */
  instalment?: number;
}

export async function getPlans(api: APIRequestContext): Promise<Plan[]> {
  const body = await expectOk(await call(api, 'GET', '/api/Stocks/getplanslist'), 200, 'getplanslist');
  expect(Array.isArray(body)).toBe(true);
  return body;
}

/** The plan with the most stocks: the seed's own stocks of today must not fill a new subscriber's window. */
export async function roomiestPlanId(api: APIRequestContext): Promise<string> {
  const plans = await getPlans(api);
  return plans.reduce((a, b) => (b.stocks > a.stocks ? b : a)).id as string;
}

/** A structured call, without its rationale (its rules: contracts' researchContentSchema). */
export const STRUCTURED_CALL = {
  action: 'Buy',
  entryLow: 100,
  entryHigh: 110,
  target: 150,
  stopLoss: 90,
  horizonMonths: 12,
  analyst: 'Asha Rao',
  disclosures: { holdings: false, financialInterest: false, conflicts: 'None', compensation: false, aiTools: false, note: '' },
};

let stockCounter = 0;

export function stockInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  stockCounter += 1;
  const n = `${Date.now().toString(36)}${stockCounter}`;
  return {
    name: `Test Industries ${n}`,
    code: `INE${String(100000 + stockCounter).slice(-6)}01`,
    nseCode: `TST${stockCounter}`,
    bseCode: String(500000 + stockCounter),
    description: `A test stock (${n}).`,
    reportLink: `https://reports.example.com/${n}.pdf`,
    quantity: 10,
    percentage: 5,
    target: 1500,
    exchange: 'NSE',
    buy_date: isoDay(0),
    sell_date: null,
    ...overrides,
  };
}

export async function createStock(api: APIRequestContext, adminToken: string, overrides: Record<string, unknown> = {}): Promise<any> {
  const input = stockInput(overrides);
  const body = await expectOk(await call(api, 'POST', '/api/Stocks/', { token: adminToken, data: input }), 200, 'create stock');
  expect(typeof body.id, 'the created stock has an id').toBe('number');
  return { ...input, ...body };
}

export async function createUpdate(
  api: APIRequestContext,
  adminToken: string,
  stockId: number,
  type = 'Buy',
  overrides: Record<string, unknown> = {},
): Promise<any> {
  const input = {
    type,
    description: `${type} at market price`,
    report_link: `https://reports.example.com/update-${stockId}-${type.replace(/\s+/g, '-')}.pdf`,
    stockId,
    ...overrides,
  };
  return expectOk(await call(api, 'POST', '/api/Updates', { token: adminToken, data: input }), 200, 'create update');
}

export async function subscribe(
  api: APIRequestContext,
  adminToken: string,
  userId: number,
  planId: string | number,
  date: string,
  id?: number,
): Promise<any> {
  const data: Record<string, unknown> = { type: planId, date, gWSUserId: userId };
  if (id !== undefined) data.id = id;
  return expectOk(await call(api, 'POST', '/api/Subscriptions/replaceOrCreate', { token: adminToken, data }), 200, 'replaceOrCreate');
}

export async function userStock(api: APIRequestContext, token: string, id: number): Promise<any> {
  return expectOk(await call(api, 'POST', '/api/GWSUsers/getuserstock', { token, data: { id } }), 200, `getuserstock ${id}`);
}

/** A Razorpay-looking signature that no secret produced (64 hex digits). */
export function fakeSignature(): string {
  let s = '';
  while (s.length < 64) s += Math.floor(Math.random() * 16).toString(16);
  return s;
}

export function fakeOrder(userId: number, plan: Plan | undefined): Record<string, unknown> {
  const r = Math.random().toString(36).slice(2, 12);
  return {
    amount: (plan?.price ?? 45000) * 100,
    razorpay_id: `pay_${r}`,
    plan: plan?.name ?? 'Starter',
    gWSUserId: userId,
    razorpay_order_id: `order_${r}`,
    razorpay_payment_id: `pay_${r}`,
    razorpay_signature: fakeSignature(),
  };
}

export { sqlOn } from '../lib/sql';

/**
 * The CMS's log from where it stands now on: a file sharing the worker's CMS reads only the lines
 * written since it began, not those of the files before it.
 */
export function cmsLogFrom(inst: Pick<Instance, 'cms'>): () => string {
  const file = path.join(inst.cms.dataDir, 'logs', 'cms.log');
  const from = fs.existsSync(file) ? fs.statSync(file).size : 0;
  return () => (fs.existsSync(file) ? fs.readFileSync(file).subarray(from).toString('utf8') : '');
}

/**
 * The seeded editor's panel session on each CMS the worker has met, kept for the worker's life
 * (module state: the worker loads this module once and runs file after file). Strapi lets one
 * account sign in to the panel 5 times in 5 minutes from one address; the files sharing a CMS sign
 * the editor in once between them and reuse the token, so any number of them may share it. The
 * panel's access token lives 30 minutes (Strapi's default, the product keeps it): one with less than
 * EDITOR_TOKEN_MARGIN_MS left is replaced by a new sign-in, never handed to a test to expire mid-file.
 */
const editorSessions = new WeakMap<TestCms, { headers: Record<string, string>; until: number }>();
const EDITOR_TOKEN_MARGIN_MS = 10 * 60_000;

/** When a JWT expires (its `exp` claim), in ms since the epoch. */
function jwtExpiry(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
  if (typeof claims.exp !== 'number') throw new Error('the panel token carries no expiry (exp)');
  return claims.exp * 1000;
}

/**
 * The CMS panel's Authorization header for the seeded editor (the admin API the panel itself uses):
 * one sign-in per CMS, reused by every later call on it in this worker (editorSessions).
 */
export async function editorHeaders(inst: Instance): Promise<Record<string, string>> {
  const kept = editorSessions.get(inst.cms);
  if (kept && kept.until > Date.now()) return kept.headers;
  const login = await inst.api.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  expect(login.ok(), `the editor signs in to the CMS panel: ${login.status()} ${await login.text()}`).toBeTruthy();
  const token: string = (await login.json()).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  editorSessions.set(inst.cms, { headers, until: jwtExpiry(token) - EDITOR_TOKEN_MARGIN_MS });
  return headers;
}

/**
 * Forgets the editor's kept panel session on this CMS. For a CMS on a clock the test moves
 * (tests/lib/fake-clock.ts): the token it signed may have expired on its clock, not on ours.
 */
export function forgetEditorSession(cms: TestCms): void {
  editorSessions.delete(cms);
}

/** A new CMS panel account with one of the firm's staff roles (Compliance, Marketer…), signed in: its Authorization header. */
export async function panelStaff(inst: Instance, panel: Record<string, string>, roleName: string): Promise<Record<string, string>> {
  const roles = (await expectOk(await inst.api.get('/admin/roles', { headers: panel }), 200, 'roles')).data as Array<{
    id: number;
    name: string;
  }>;
  const role = roles.find((r) => r.name === roleName);
  expect(role, `the ${roleName} role exists`).toBeTruthy();
  const email = uniqueEmail(roleName.toLowerCase());
  const password = 'Staff-Passw0rd!';
  const invite = { email, firstname: roleName, lastname: 'Staff', roles: [role!.id] };
  const user = (await expectOk(await inst.api.post('/admin/users', { headers: panel, data: invite }), 201, 'invite')).data;
  await expectOk(await inst.api.put(`/admin/users/${user.id}`, { headers: panel, data: { password, isActive: true } }), 200, 'activate');
  const login = await pwRequest.newContext({ baseURL: inst.cms.url });
  try {
    const token = (await expectOk(await login.post('/admin/login', { data: { email, password } }), 200, `${roleName} signs in`)).data.token;
    return { Authorization: `Bearer ${token}` };
  } finally {
    await login.dispose();
  }
}

/** POST /api/Reports: a file uploaded as the form's `file` (multipart), with that token or none. */
export function uploadReport(
  api: APIRequestContext,
  token: string | null,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<APIResponse> {
  return api.fetch('/api/Reports', {
    method: 'POST',
    multipart: { file },
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    failOnStatusCode: false,
    timeout: 120_000,
  });
}

/** Polls `done` every 100 ms until it holds; fails naming `what` after `ms`. */
export async function waitUntil(what: string, done: () => boolean, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The administrators' users list (with subscriptions) searched for one address: its rows. */
export async function usersListFor(inst: Instance, adminToken: string, email: string): Promise<any[]> {
  return check(
    await call(inst.api, 'GET', '/api/GWSUsers', {
      token: adminToken,
      query: { filter: JSON.stringify({ include: 'subscription', where: { search: email } }) },
    }),
    200,
    'users list',
  );
}

export interface PaymentsSuite {
  fake: FakeRazorpay;
  inst: Instance;
  admin: Account;
  /** The seeded 24-month plan (yearly instalments). */
  growth: Plan;
}

/**
 * The payment suites' set-up, for a file that imports `test` from here: a CMS taking payments
 * from its loopback Razorpay, a client of the file's own, its administrator and the seeded
 * 24-month plan, handed to `ready`. Without `env` the CMS is the worker's (`paymentsCms`, shared by
 * the payment suites as sharedInstance's is by others: each makes its own clients and orders and
 * reads back only those; a file that publishes the firm's GSTIN withdraws it in its afterAll).
 * With `env` (more of the CMS's environment, read when it starts: a relay
 * the file started in a hook registered before this one) the file gets a CMS of its own, stopped
 * after its last test.
 */
export function paymentsSuite(ready: (suite: PaymentsSuite) => void, env?: () => Record<string, string>): void {
  let payments: { fake: FakeRazorpay; cms: TestCms } | undefined;
  let own: { fake: FakeRazorpay; inst: Instance } | undefined;
  if (!env)
    test.beforeAll(({ paymentsCms }) => {
      payments = paymentsCms;
    });
  else {
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      own = await bootWithFakeRazorpay(env());
      payments = { fake: own.fake, cms: own.inst.cms };
    });
    test.afterAll(async () => {
      test.setTimeout(60_000);
      await stopInstance(own?.inst);
      await own?.fake.close();
    });
  }
  const inst = withOwnClient(() => payments!.cms);
  test.beforeAll(async () => {
    const admin = await adminAccount(inst());
    const growth = (await getPlans(inst().api)).find((p) => p.months === 24)!;
    expect(growth, 'the seeded 24-month plan').toBeTruthy();
    ready({ fake: payments!.fake, inst: inst(), admin, growth });
  });
}
