/**
 * The OpenAPI description at /api/openapi.json (cms/src/api/api-docs) against the running CMS:
 * (a) its operations are exactly the /api routes of the router's table ($DATA_DIR/routes.json,
 * as route-auth.spec reads it), both ways, and none is left undocumented; (b) each documented
 * call that can be made safely is made, as the caller its access names (anonymous, a signed-in
 * user, the administrator, the site build's API token), and its answer validates against the
 * documented schema (ajv, JSON Schema 2020-12: OpenAPI 3.1's dialect); (c) error answers validate
 * against the one error shape the document gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIResponse } from '@playwright/test';
import { generate } from 'otplib';
import { ADMINISTRATOR } from 'contracts';
import { unsubscribePath } from 'cms';
import { samplePdf } from '../lib/pdf';
import {
  adminAccount,
  call,
  demoInstance,
  getPlans,
  isoDay,
  newAccount,
  signupInput,
  test,
  uniqueEmail,
  type Account,
  type Method,
} from './helpers';
import { conformance, fetchApiDocument, type ApiDocument } from './openapi-conformance';

test.describe.configure({ mode: 'serial' });

interface ServedRoute {
  methods: string[];
  path: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const toRouter = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

// Demo payments (not production): checkout, demo-pay and POST /api/Orders can be called for real.
// The worker's demo CMS (DEMO_ENV): the calls make their own accounts, stocks, reports and orders.
const inst = demoInstance();
let doc: ApiDocument;
let checker: ReturnType<typeof conformance>;
const conforms = (res: APIResponse, method: string, docPath: string) => checker.conforms(res, method, docPath);
let user: Account;
let admin: Account;
let siteToken: string;
/** Every operation whose real answer was validated, `METHOD /router/path`. */
const validated = new Set<string>();

interface Call {
  method: Method;
  /** The documented path (`{id}` form); `url` is what is called. */
  path: string;
  url?: string;
  as: 'anonymous' | 'user' | 'admin' | 'site';
  data?: unknown;
  query?: Record<string, string>;
  status: number;
}

async function make(c: Call): Promise<any> {
  const token = { anonymous: undefined, user: user.token, admin: admin.token, site: siteToken }[c.as];
  const res = await call(inst().api, c.method, c.url ?? c.path, { token, data: c.data, query: c.query });
  expect(res.status(), `${c.method} ${c.url ?? c.path}: ${(await res.text()).slice(0, 300)}`).toBe(c.status);
  const body = await conforms(res, c.method.toLowerCase(), c.path);
  validated.add(`${c.method} ${toRouter(c.path)}`);
  return body;
}

test.beforeAll(async () => {
  doc = await fetchApiDocument(inst().api);
  checker = conformance(doc);
  user = await newAccount(inst().api, 'openapi');
  admin = await adminAccount(inst());
  siteToken = fs.readFileSync(path.join(inst().cms.dataDir, 'site-build-token'), 'utf8').trim();
});

test("(a) the document's operations are the router's /api routes, both ways, each with its access", () => {
  expect(doc.openapi).toBe('3.1.0');
  const served: ServedRoute[] = JSON.parse(fs.readFileSync(path.join(inst().cms.dataDir, 'routes.json'), 'utf8'));
  const routed = new Set(
    served.filter((r) => r.path === '/api' || r.path.startsWith('/api/')).flatMap((r) => r.methods.map((m) => `${m} ${r.path}`)),
  );
  const documented = new Set(
    // A path the description merged with one differing only in parameter names keeps the router's own (x-router-path).
    Object.entries(doc.paths).flatMap(([p, item]) =>
      METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${toRouter(item[m]['x-router-path'] ?? p)}`),
    ),
  );
  expect(
    [...routed].filter((k) => !documented.has(k)),
    'served but not documented',
  ).toEqual([]);
  expect(
    [...documented].filter((k) => !routed.has(k)),
    'documented but not served',
  ).toEqual([]);
  expect(routed.size, 'the app routes and Strapi content API').toBeGreaterThan(100);
  const ops = Object.entries(doc.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${p}`, op: item[m] })),
  );
  expect(
    ops.filter((o) => o.op['x-undocumented']).map((o) => o.key),
    'app routes missing from operations.ts',
  ).toEqual([]);
  const access = (key: string) => ops.find((o) => o.key === key)?.op['x-auth'];
  expect(access('POST /api/GWSUsers/login')).toBe('anonymous');
  expect(access('GET /api/GWSUsers/{id}')).toBe('signed-in');
  expect(access('GET /api/GWSUsers')).toBe('administrator');
  expect(access('GET /api/pages')).toBe('api-token');
  // Every anonymous operation is one the CMS lets through on purpose, and says so with no security.
  for (const o of ops.filter((x) => x.op['x-auth'] === 'anonymous')) expect(o.op.security, o.key).toEqual([]);
  // The refusals each app route can give by its kind are documented as themselves, not only through `default`.
  const lacking = ops
    .filter((o) => o.op['x-auth'] !== 'api-token')
    .flatMap((o) => {
      const expected = [
        ...(o.op['x-auth'] === 'anonymous' ? [] : ['401']),
        ...(o.op['x-auth'] === 'administrator' ? ['403'] : []),
        ...(o.key.includes('{') ? ['400', '404'] : []),
      ];
      return expected.filter((status) => !o.op.responses[status]).map((status) => `${o.key} ${status}`);
    });
  expect(lacking, 'refusals documented only through default').toEqual([]);
  // Rate-limited routes say so (rate-limit.spec checks their real 429s against it).
  for (const key of ['POST /api/GWSUsers/login', 'POST /api/GWSUsers/reset', 'POST /api/Orders/checkout', 'POST /api/WhatsappLeads'])
    expect(ops.find((o) => o.key === key)?.op.responses['429'], `${key} documents 429`).toBeTruthy();
});

test("(b) the app's calls answer what the document says: anonymous, signed in, administrator", async () => {
  test.setTimeout(180_000);
  const [plan] = await getPlans(inst().api);
  const context = { page: '/openapi-test', utm_source: 'test' };
  const month = isoDay(-40).slice(0, 7);
  const anonymousCalls: Call[] = [
    { method: 'GET', path: '/api/Stocks/getplanslist', as: 'anonymous', status: 200 },
    { method: 'POST', path: '/api/GWSUsers', as: 'anonymous', data: signupInput({}, 'openapi-signup'), status: 200 },
    { method: 'POST', path: '/api/GWSUsers/login', as: 'anonymous', data: { email: user.email, password: user.password }, status: 200 },
    { method: 'POST', path: '/api/GWSUsers/reset', as: 'anonymous', data: { email: uniqueEmail('nobody') }, status: 204 },
    {
      method: 'POST',
      path: '/api/Messages/sendContactUsDetails',
      as: 'anonymous',
      data: { contactInfo: { name: 'Asha Verma', level: null, email: uniqueEmail('lead'), mobile: '9876543210' }, context },
      status: 200,
    },
    {
      method: 'POST',
      path: '/api/Subscriptions/addusertomailchimp',
      as: 'anonymous',
      data: { data: { type: 'free subscription', email: uniqueEmail('nl') }, context },
      status: 200,
    },
    {
      method: 'POST',
      path: '/api/WhatsappLeads',
      as: 'anonymous',
      data: { lead: { name: 'Asha', country: 'IN', phone: '9876543210' }, context },
      status: 200,
    },
    {
      method: 'POST',
      path: '/api/QuestionnaireAnswers',
      as: 'anonymous',
      data: {
        answer: {
          name: 'Asha',
          phone: '9876543210',
          newsletter: false,
          budget: '20,000 - 50,000 INR',
          investment: 'Yes',
          strategy: 'Both',
        },
      },
      status: 200,
    },
    { method: 'GET', path: '/api/openapi.json', as: 'anonymous', status: 200 },
    { method: 'GET', path: '/api/docs', as: 'anonymous', status: 200 },
    { method: 'GET', path: '/api/docs/{file}', url: '/api/docs/init.js', as: 'anonymous', status: 200 },
    { method: 'GET', path: '/api/health/ready', as: 'anonymous', status: 200 },
  ];
  for (const c of anonymousCalls) await make(c);

  await make({ method: 'GET', path: '/api/GWSUsers/{id}', url: `/api/GWSUsers/${user.id}`, as: 'user', status: 200 });
  await make({
    method: 'GET',
    path: '/api/GWSUsers/{id}',
    url: `/api/GWSUsers/${user.id}`,
    as: 'admin',
    query: { filter: '{"include":"subscription"}' },
    status: 200,
  });
  await make({ method: 'POST', path: '/api/GWSUsers/getuserstock', as: 'user', data: { id: user.id }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/preferences', as: 'user', data: { id: user.id }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/seen', as: 'user', data: { id: user.id }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/alerts', as: 'admin', data: { id: user.id, limit: 10 }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/performance', as: 'user', data: { id: user.id }, status: 200 });
  // Before any submission the status is `{ kyc: null }`; after, the masked record.
  await make({ method: 'POST', path: '/api/GWSUsers/kyc/status', as: 'user', data: { id: user.id }, status: 200 });
  const kyc = await make({
    method: 'POST',
    path: '/api/GWSUsers/kyc',
    as: 'user',
    data: { pan: 'OPNPA1234Z', nameOnPan: 'Open Api', dateOfBirth: '1980-01-01', address: '1 Test Street, Pune 411001', consent: true },
    status: 200,
  });
  await make({ method: 'POST', path: '/api/GWSUsers/kyc/status', as: 'user', data: { id: user.id }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/kyc/reveal', as: 'admin', data: { id: kyc.id }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/kyc/review', as: 'admin', data: { id: kyc.id, decision: 'verified' }, status: 200 });
  // The users list again, now with a KYC record in it.
  await make({ method: 'GET', path: '/api/GWSUsers', as: 'admin', status: 200 });
  await make({
    method: 'POST',
    path: '/api/GWSUsers/preferences',
    as: 'user',
    data: { id: user.id, alerts: { reminders: false } },
    status: 200,
  });
  // An alert's unsubscribe link, signed with the instance's key as the alert outbox signs it.
  const appKey = String(JSON.parse(fs.readFileSync(path.join(inst().cms.dataDir, 'secrets.json'), 'utf8')).APP_KEYS).split(',')[0];
  const unsubscribe = unsubscribePath(appKey, user.id, 'reminders');
  await make({ method: 'GET', path: '/api/Mail/unsubscribe', url: unsubscribe, as: 'anonymous', status: 200 });
  await make({ method: 'POST', path: '/api/Mail/unsubscribe', url: unsubscribe, as: 'anonymous', status: 200 });
  await make({ method: 'POST', path: '/api/Leads/free-report', as: 'user', data: { context }, status: 200 });
  const order = await make({
    method: 'POST',
    path: '/api/Orders/checkout',
    as: 'user',
    data: { plan: plan.id, acceptTerms: true },
    status: 200,
  });
  const paid = await make({ method: 'POST', path: '/api/Orders/demo-pay', as: 'user', data: { order_id: order.order_id }, status: 200 });
  const recorded = await make({ method: 'POST', path: '/api/Orders', as: 'user', data: paid, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/payments', as: 'user', data: { id: user.id }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/cancellation', as: 'user', data: { id: user.id }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/cancellation/request', as: 'user', data: { id: user.id }, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/cancellation/withdraw', as: 'user', data: { id: user.id }, status: 200 });
  await make({ method: 'GET', path: '/api/Orders/{id}/invoice', url: `/api/Orders/${recorded.id}/invoice`, as: 'user', status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/getuserstock', as: 'user', data: { id: user.id }, status: 200 });
  // Two-factor sign-in on, a login's challenge and second step (a recovery code), and off again.
  const setup = await make({ method: 'POST', path: '/api/GWSUsers/mfa/setup', as: 'user', status: 200 });
  const enabled = await make({
    method: 'POST',
    path: '/api/GWSUsers/mfa/enable',
    as: 'user',
    data: { code: await generate({ secret: setup.secret }) },
    status: 200,
  });
  const challenge = await make({
    method: 'POST',
    path: '/api/GWSUsers/login',
    as: 'anonymous',
    data: { email: user.email, password: user.password },
    status: 200,
  });
  const loginMfa = { mfaToken: challenge.mfaToken, code: enabled.recoveryCodes[0] };
  await make({ method: 'POST', path: '/api/GWSUsers/login/mfa', as: 'anonymous', data: loginMfa, status: 200 });
  await make({ method: 'POST', path: '/api/GWSUsers/mfa/disable', as: 'user', data: { code: enabled.recoveryCodes[1] }, status: 204 });

  await make({ method: 'GET', path: '/api/GWSUsers', as: 'admin', query: { filter: '{"include":"subscription","limit":5}' }, status: 200 });
  await make({ method: 'GET', path: '/api/Stocks/getexchangelist', as: 'admin', status: 200 });
  await make({ method: 'GET', path: '/api/Updates/getupdatetype', as: 'admin', status: 200 });
  const stock = await make({
    method: 'POST',
    path: '/api/Stocks',
    as: 'admin',
    data: {
      name: 'OpenAPI Industries',
      code: 'INE000OA0001',
      nseCode: 'OAPI',
      description: 'A stock for the OpenAPI test.',
      exchange: 'NSE',
      buy_date: isoDay(0),
    },
    status: 200,
  });
  const update = await make({
    method: 'POST',
    path: '/api/Updates',
    as: 'admin',
    data: { type: 'Buy', description: 'Buy', report_link: '', stockId: stock.id },
    status: 200,
  });
  // Amended, so the lists below answer a call's versions too.
  await make({
    method: 'POST',
    path: '/api/Stocks/{id}/amendments',
    url: `/api/Stocks/${stock.id}/amendments`,
    as: 'admin',
    data: { reason: 'Made a call.', action: 'Buy', entryLow: 100, target: 150, rationale: 'Cheap.', analyst: 'A. Analyst' },
    status: 200,
  });
  await make({
    method: 'POST',
    path: '/api/Updates/{id}/amendments',
    url: `/api/Updates/${update.id}/amendments`,
    as: 'admin',
    data: { reason: 'Target.', target: 160, disclosures: { aiTools: true } },
    status: 200,
  });
  await make({ method: 'GET', path: '/api/Stocks', as: 'admin', status: 200 });
  const register = await make({
    method: 'GET',
    path: '/api/Recommendations/register',
    as: 'admin',
    query: { from: isoDay(-1) },
    status: 200,
  });
  const lastSeq = register.entries[register.entries.length - 1].seq;
  await make({
    method: 'GET',
    path: '/api/Recommendations/{seq}/deliveries',
    url: `/api/Recommendations/${lastSeq}/deliveries`,
    as: 'admin',
    status: 200,
  });
  await make({ method: 'GET', path: '/api/Recommendations/register/verify', as: 'admin', status: 200 });
  await make({ method: 'GET', path: '/api/Recommendations/performance', as: 'admin', status: 200 });
  await make({ method: 'GET', path: '/api/Recommendations/performance-export', as: 'admin', query: { format: 'json' }, status: 200 });
  await make({ method: 'GET', path: '/api/Recommendations/register/public-key', as: 'anonymous', status: 200 });
  await make({
    method: 'GET',
    path: '/api/Updates',
    as: 'admin',
    query: { filter: JSON.stringify({ where: { stockId: stock.id } }) },
    status: 200,
  });
  await make({ method: 'GET', path: '/api/Orders', as: 'admin', query: { gWSUserId: String(user.id) }, status: 200 });
  // A private report: the multipart upload, the administrator's stamped copy (a PDF) and the download log.
  const uploaded = await inst().api.fetch('/api/Reports', {
    method: 'POST',
    multipart: { file: { name: 'r.pdf', mimeType: 'application/pdf', buffer: await samplePdf(1) } },
    headers: { Accept: 'application/json', Authorization: `Bearer ${admin.token}` },
    failOnStatusCode: false,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const report = await conforms(uploaded, 'post', '/api/Reports');
  validated.add('POST /api/Reports');
  // The price imports (multipart CSV files, tests/fixtures/prices).
  for (const [what, file, fields] of [
    ['bhavcopy', 'nse-udiff-2024-07-05.csv', {}],
    ['index', 'nifty-50.csv', { name: 'Nifty 50' }],
    ['corporate-actions', 'corporate-actions.csv', {}],
  ] as const) {
    const buffer = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'prices', file));
    const imported = await inst().api.fetch(`/api/Prices/${what}`, {
      method: 'POST',
      multipart: { ...fields, file: { name: file, mimeType: 'text/csv', buffer } },
      headers: { Accept: 'application/json', Authorization: `Bearer ${admin.token}` },
      failOnStatusCode: false,
    });
    expect(imported.status(), await imported.text()).toBe(200);
    await conforms(imported, 'post', `/api/Prices/${what}`);
    validated.add(`POST /api/Prices/${what}`);
  }
  // What they brought, as Admin → Prices lists it (the day's closes, the index's first and last day).
  await make({ method: 'GET', path: '/api/Prices/days', as: 'admin', query: { to: '2024-07-05', days: '5' }, status: 200 });
  await make({ method: 'GET', path: '/api/Reports/{id}/download', url: `/api/Reports/${report.id}/download`, as: 'admin', status: 200 });
  await make({ method: 'GET', path: '/api/Reports/downloads', as: 'admin', query: { reportId: String(report.id) }, status: 200 });
  const quote = await make({
    method: 'GET',
    path: '/api/Subscriptions/cancellation',
    as: 'admin',
    query: { gWSUserId: String(user.id) },
    status: 200,
  });
  await make({
    method: 'POST',
    path: '/api/Subscriptions/cancel',
    as: 'admin',
    data: { gWSUserId: user.id, expectedRefund: quote.total },
    status: 200,
  });
  await make({
    method: 'POST',
    path: '/api/Subscriptions/replaceOrCreate',
    as: 'admin',
    data: { type: plan.id, date: isoDay(0), gWSUserId: user.id },
    status: 200,
  });
  await make({ method: 'GET', path: '/api/Grievances/report', as: 'admin', query: { month }, status: 200 });
  await make({ method: 'POST', path: '/api/Grievances/deadline-digest', as: 'admin', status: 200 });
  await make({ method: 'POST', path: '/api/Complaint-data/prepare', as: 'admin', query: { month }, status: 200 });
  await make({ method: 'POST', path: '/api/Complaint-data/publication-reminder', as: 'admin', status: 200 });

  // Last: they end the session and the password.
  await make({
    method: 'POST',
    path: '/api/GWSUsers/change-password',
    as: 'user',
    data: { oldPassword: user.password, newPassword: 'Passw0rd-5678' },
    status: 204,
  });
  await make({ method: 'POST', path: '/api/GWSUsers/logout', as: 'user', status: 204 });
  expect(admin.admin).toBe(ADMINISTRATOR);
});

test("(b) Strapi's content API answers the site build's token as documented", async () => {
  for (const [p, item] of Object.entries(doc.paths)) {
    // The collections and single types the site reads: GET, no path parameter.
    if (!item.get || item.get['x-auth'] !== 'api-token' || p.includes('{') || !/^\/api\/[\w-]+$/.test(p)) continue;
    const res = await call(inst().api, 'GET', p, { token: siteToken });
    if (res.status() === 403) continue; // the site build's token reads the site's content only
    expect(res.status(), `GET ${p}`).toBe(200);
    await conforms(res, 'get', p);
    validated.add(`GET ${p}`);
  }
  expect([...validated].filter((k) => /^GET \/api\/(pages|faqs|site-setting)$/.test(k)).length, "the site's content").toBe(3);
});

test('(c) refusals answer the one error shape the document gives for their status: 400, 401, 403, 404, 409', async () => {
  const other = await newAccount(inst().api, 'openapi-other');
  const errors = [
    { method: 'GET', path: '/api/GWSUsers/{id}', url: `/api/GWSUsers/${user.id}`, token: undefined, status: 401 },
    { method: 'GET', path: '/api/GWSUsers', url: '/api/GWSUsers', token: other.token, status: 403 },
    // A signed-in route whose body names a user: another's id is a 403, an unknown one (administrator) a 404.
    {
      method: 'POST',
      path: '/api/GWSUsers/getuserstock',
      url: '/api/GWSUsers/getuserstock',
      token: other.token,
      data: { id: user.id },
      status: 403,
    },
    {
      method: 'POST',
      path: '/api/GWSUsers/getuserstock',
      url: '/api/GWSUsers/getuserstock',
      token: admin.token,
      data: { id: 987654 },
      status: 404,
    },
    { method: 'GET', path: '/api/GWSUsers/{id}', url: '/api/GWSUsers/987654', token: admin.token, status: 404 },
    {
      method: 'POST',
      path: '/api/GWSUsers/kyc/review',
      url: '/api/GWSUsers/kyc/review',
      token: admin.token,
      data: { id: 987654, decision: 'verified' },
      status: 404,
    },
    // Nothing open to withdraw.
    {
      method: 'POST',
      path: '/api/GWSUsers/cancellation/withdraw',
      url: '/api/GWSUsers/cancellation/withdraw',
      token: other.token,
      data: { id: other.id },
      status: 409,
    },
    { method: 'POST', path: '/api/GWSUsers/login', url: '/api/GWSUsers/login', token: undefined, data: { email: 5 }, status: 400 },
    {
      method: 'POST',
      path: '/api/Orders/checkout',
      url: '/api/Orders/checkout',
      token: admin.token,
      data: { plan: 'none', acceptTerms: true },
      status: 404,
    },
    { method: 'GET', path: '/api/docs/{file}', url: '/api/docs/package.json', token: undefined, status: 404 },
    { method: 'GET', path: '/api/pages', url: '/api/pages', token: admin.token, status: 401 },
  ] as const;
  for (const e of errors) {
    const res = await call(inst().api, e.method, e.url, { token: e.token, data: 'data' in e ? e.data : undefined });
    expect(res.status(), `${e.method} ${e.url}: ${(await res.text()).slice(0, 200)}`).toBe(e.status);
    const body = await conforms(res, e.method.toLowerCase(), e.path);
    expect(body.error.status).toBe(e.status);
  }
});

test("(c) KYC's `state`: null is 'not given' for the server and for the document; an unknown code is refused by both", async () => {
  const client = await newAccount(inst().api, 'openapi-kyc');
  const kyc = { pan: 'OPNPK1234Z', nameOnPan: 'Open Kyc', dateOfBirth: '1980-01-01', address: '1 Test Street, Pune 411001', consent: true };
  for (const [state, status] of [
    ['XX', 400],
    [null, 200],
    ['', 200],
    ['27', 200],
  ] as const) {
    const data = { ...kyc, state };
    const admitted = checker.admits('post', '/api/GWSUsers/kyc', data);
    expect(admitted.ok, `the document admits state ${JSON.stringify(state)}: ${JSON.stringify(admitted.errors)}`).toBe(status === 200);
    const res = await call(inst().api, 'POST', '/api/GWSUsers/kyc', { token: client.token, data });
    expect(res.status(), `state ${JSON.stringify(state)}: ${(await res.text()).slice(0, 200)}`).toBe(status);
    const body = await conforms(res, 'post', '/api/GWSUsers/kyc');
    if (status === 200) expect(body.state).toBe(state || null);
  }
});

test('(b) every app operation that can be called safely was validated against a real answer', () => {
  const app = Object.entries(doc.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m] && item[m]['x-auth'] !== 'api-token').map((m) => `${m.toUpperCase()} ${toRouter(p)}`),
  );
  // Razorpay's webhook needs a signed event from a configured secret: payments.spec covers it. A
  // grievance's confirmation pages (HTML) need the token of a mailed acknowledgement:
  // grievances.spec follows the link and presses the button. Mail events need a configured
  // MAIL_EVENTS_SECRET and a signed report: mail-preferences.spec covers them.
  const unsafe = [
    'POST /api/Mail/events',
    'POST /api/Orders/webhook',
    'POST /api/GWSUsers/reset-password',
    'GET /api/Grievances/confirm',
    'POST /api/Grievances/confirm',
  ];
  expect(app.filter((k) => !validated.has(k) && !unsafe.includes(k))).toEqual([]);
});
