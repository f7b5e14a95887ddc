/**
 * Bad input on every documented call (bad input gets a 4xx with a clear message in
 * the one JSON error shape, never a 500, and nothing already stored is lost): malformed
 * JSON, non-object bodies, wrong types, missing fields, overlong strings, invalid values,
 * unknown ids, bad query parameters, and bodies over the 64 KB limit (413).
 *
 * Tests that probe many inputs use soft assertions, so one run reports every input that fails.
 */
import { expect } from '@playwright/test';
import { UTM_PARAMS } from 'contracts';
import type { APIResponse } from '@playwright/test';
import {
  Account,
  Expected,
  Instance,
  Plan,
  adminAccount,
  call,
  check,
  createStock,
  fakeOrder,
  getPlans,
  isoDay,
  newAccount,
  requestResetToken,
  signupInput,
  stockInput,
  uniqueEmail,
  SUITE_MODE,
  test,
  sharedInstance,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let inst: Instance;
let admin: Account;
let user: Account;
let subject: Account;
let plans: Plan[];
let stock: any;

const shared = sharedInstance();

test.beforeAll(async () => {
  inst = shared();
  admin = await adminAccount(inst);
  user = await newAccount(inst.api, 'bad-user');
  subject = await newAccount(inst.api, 'bad-subject');
  plans = await getPlans(inst.api);
  stock = await createStock(inst.api, admin.token);
});

// ---------------------------------------------------------------------------------------------
// Input variants

type Kind =
  | 'name'
  | 'shortText'
  | 'text'
  | 'email'
  | 'loginEmail'
  | 'phone'
  | 'newPassword'
  | 'loginPassword'
  | 'url'
  | 'id'
  | 'number'
  | 'date'
  | 'requiredDate'
  | 'planId'
  | 'updateType'
  | 'signature'
  | 'flag'
  | 'object';

interface Field {
  path: string[];
  kind: Kind;
  required: boolean;
  invalid?: Expected;
  /**
   * Text the contract stores as typed (contracts' hasControlCharacter): a NUL byte (which
   * PostgreSQL's text refuses), an escape sequence or DEL inside is refused; on one line ('line')
   * a tab or a line break too.
   */
  storable?: 'line' | 'text';
}

interface Variant {
  label: string;
  value?: unknown;
  remove?: boolean;
  raw?: string;
  /** Also acceptable for this value. */ alsoOk?: number[];
}

const NESTED = '['.repeat(5000) + ']'.repeat(5000);

function variantsFor(f: Field): Variant[] {
  const v: Variant[] = [];
  const val = (label: string, value: unknown) => v.push({ label, value });
  if (f.required) {
    v.push({ label: 'missing', remove: true });
    val('null', null);
  }
  val('an array', ['x']);
  if (f.kind !== 'object') val('an object', { $ne: null });
  if (f.kind !== 'flag') val('a boolean', true);
  v.push({ label: 'deeply nested arrays', raw: NESTED });
  const stringKinds: Kind[] = [
    'name',
    'shortText',
    'text',
    'email',
    'loginEmail',
    'phone',
    'newPassword',
    'loginPassword',
    'url',
    'updateType',
    'signature',
  ];
  if (stringKinds.includes(f.kind)) {
    // Wrong type: a number where the contract has a string.
    val('a number where a string is expected', f.kind === 'phone' ? 9876543210 : f.kind.endsWith('Password') ? 12345678 : 12345);
    if (f.required) val('an empty string', '');
  }
  if (f.storable) {
    val('a NUL byte inside', 'Tata\u0000Motors');
    val('an escape sequence inside', 'Tata\u001b[2J Motors');
    val('DEL inside', 'Tata\u007fMotors');
    if (f.storable === 'line') val('a line break inside', 'Tata\nMotors');
  }
  switch (f.kind) {
    case 'name':
      val('only spaces', '   ');
      val('10,000 characters', 'N'.repeat(10_000));
      break;
    case 'shortText':
      val('10,000 characters', 'S'.repeat(10_000));
      break;
    case 'text':
      if (f.required) val('only spaces', '   ');
      val('50,000 characters', 'T'.repeat(50_000));
      break;
    case 'email':
    case 'loginEmail':
      for (const e of ['not-an-email', 'a@', '@example.com', 'a b@example.com', 'a@b@example.com']) val(`"${e}"`, e);
      val('10,000 characters', `${'e'.repeat(10_000)}@example.com`);
      break;
    case 'phone':
      for (const p of ['abc', '98765-4321', '+919876543210', '12345678901', '98765 43210']) val(`"${p}"`, p);
      val('10,000 digits', '9'.repeat(10_000));
      break;
    case 'newPassword':
      for (const p of ['short', '1234567']) val(`"${p}" (under 8)`, p);
      val('10,000 characters', 'P'.repeat(10_000));
      break;
    case 'loginPassword':
      val('10,000 characters', 'P'.repeat(10_000));
      break;
    case 'url':
      for (const u of ['not a url', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) val(`"${u}"`, u);
      val('10,000 characters', `https://example.com/${'a'.repeat(10_000)}`);
      break;
    case 'id':
      for (const i of ['abc', '', -1, 0, 1.5, '1 OR 1=1']) val(JSON.stringify(i), i);
      // Out of range: refused as invalid, or looked up and not found.
      v.push({ label: '1e20 (out of range)', value: 1e20, alsoOk: [403, 404] });
      v.push({ label: '1e400 (Infinity)', raw: '1e400' });
      break;
    case 'number':
      val('"abc"', 'abc');
      v.push({ label: '1e400 (Infinity)', raw: '1e400' });
      break;
    case 'date':
      for (const d of ['not-a-date', '2024-13-45', '2024-02-30', '31/12/2024', '2024-01-01garbage']) val(`"${d}"`, d);
      val('a number', 12345);
      break;
    case 'requiredDate':
      for (const d of ['', 'not-a-date', '2024-13-45', '2024-02-30', '31/12/2024', '2024-01-01garbage']) val(`"${d}"`, d);
      val('a number', 12345);
      break;
    case 'planId':
      for (const p of ['', 'no-such-plan', 987654]) val(JSON.stringify(p), p);
      val('10,000 characters', 'p'.repeat(10_000));
      break;
    case 'updateType':
      for (const t of ['Moonshot', "Buy'; DROP TABLE stock_updates; --"]) val(`"${t}"`, t);
      val('10,000 characters', 'B'.repeat(10_000));
      break;
    case 'signature':
      val('"not-hex"', 'not-hex');
      val('10,000 characters', 'f'.repeat(10_000));
      break;
    case 'flag':
      val('"true" (text)', 'true');
      val('1', 1);
      break;
    case 'object':
      val('a string', 'hello');
      val('a number', 42);
      break;
  }
  return v;
}

function setPath(obj: any, path: string[], value: unknown): void {
  let o = obj;
  for (const k of path.slice(0, -1)) o = o[k];
  o[path[path.length - 1]] = value;
}
function deletePath(obj: any, path: string[]): void {
  let o = obj;
  for (const k of path.slice(0, -1)) o = o[k];
  delete o[path[path.length - 1]];
}

/** A body with one field changed; raw JSON when the value cannot be a JS value (1e400, deep nesting). */
function mutate(valid: Record<string, unknown>, f: Field, v: Variant): { data?: unknown; raw?: string } {
  const body = JSON.parse(JSON.stringify(valid));
  if (v.remove) {
    deletePath(body, f.path);
    return { data: body };
  }
  if (v.raw !== undefined) {
    setPath(body, f.path, '__RAW_VALUE__');
    return { raw: JSON.stringify(body).replace('"__RAW_VALUE__"', v.raw) };
  }
  setPath(body, f.path, v.value);
  return { data: body };
}

// ---------------------------------------------------------------------------------------------
// The routes with a JSON body

/** Who makes a call: nobody, the shared user or admin, a brand-new user, or a reset-link holder. */
type Who = 'anonymous' | 'user' | 'admin' | 'freshUser' | 'resetToken';
interface Caller {
  token?: string;
  account?: Account;
  resetToken?: string;
}

interface BodyRoute {
  name: string;
  path: (w: Caller) => string;
  who: Who;
  valid: (w: Caller) => Record<string, unknown>;
  fields: Field[];
  /** What an invalid field answers (default 400). */
  invalid?: Expected;
  /** The call reads no body (logout): only unparseable and oversized bodies are checked. */
  bodyIgnored?: boolean;
  /** Counts what the call would store; a refused call stores nothing. */
  count?: () => Promise<number>;
}

async function prepare(who: Who): Promise<Caller> {
  switch (who) {
    case 'anonymous':
      return {};
    case 'user':
      return { token: user.token, account: user };
    case 'admin':
      return { token: admin.token, account: admin };
    case 'freshUser': {
      const a = await newAccount(inst.api, 'fresh');
      return { token: a.token, account: a };
    }
    case 'resetToken': {
      const a = await newAccount(inst.api, 'resetee');
      return { account: a, resetToken: await requestResetToken(inst, a.email) };
    }
  }
}

async function listLength(path: string): Promise<number> {
  const res = await call(inst.api, 'GET', path, { token: admin.token });
  const body = await check(res, 200, `count ${path}`);
  return body.length;
}

/** A lead's context (where it came from), as the site sends it with every lead call. */
const LEAD_CONTEXT = {
  page: '/contact',
  referrer: 'https://www.google.com/',
  consentVersion: 'abc123',
  utm_source: 'x',
  utm_medium: 'cpc',
  utm_campaign: 'y',
  utm_content: 'ad-1',
  utm_term: 'stocks',
};
const contextFields = (): Field[] => [
  { path: ['context'], kind: 'object', required: false },
  ...(['page', 'referrer', 'consentVersion', ...UTM_PARAMS] as const).map(
    (key): Field => ({ path: ['context', key], kind: 'shortText', required: false }),
  ),
];

const updatesOf = (stockId: number) => `/api/Updates?filter=${encodeURIComponent(JSON.stringify({ where: { stockId } }))}`;

const ROUTES: BodyRoute[] = [
  {
    name: 'POST /api/GWSUsers (signup)',
    path: () => '/api/GWSUsers',
    who: 'anonymous',
    valid: () => signupInput(),
    fields: [
      { path: ['first_name'], kind: 'name', required: true },
      { path: ['last_name'], kind: 'name', required: true },
      { path: ['email'], kind: 'email', required: true },
      { path: ['phone'], kind: 'phone', required: true },
      { path: ['password'], kind: 'newPassword', required: true },
      { path: ['source'], kind: 'shortText', required: false },
    ],
    count: () => listLength('/api/GWSUsers'),
  },
  {
    name: 'POST /api/GWSUsers/login',
    path: () => '/api/GWSUsers/login',
    who: 'anonymous',
    valid: () => ({ email: user.email, password: user.password }),
    fields: [
      { path: ['email'], kind: 'loginEmail', required: true },
      { path: ['password'], kind: 'loginPassword', required: true },
    ],
    invalid: [400, 401],
  },
  {
    name: 'POST /api/GWSUsers/logout',
    path: () => '/api/GWSUsers/logout',
    who: 'freshUser',
    valid: () => ({}),
    fields: [],
    bodyIgnored: true,
  },
  {
    name: 'POST /api/GWSUsers/getuserstock',
    path: () => '/api/GWSUsers/getuserstock',
    who: 'user',
    valid: () => ({ id: user.id }),
    fields: [{ path: ['id'], kind: 'id', required: true }],
  },
  {
    name: 'POST /api/GWSUsers/performance',
    path: () => '/api/GWSUsers/performance',
    who: 'user',
    valid: () => ({ id: user.id }),
    fields: [{ path: ['id'], kind: 'id', required: true }],
  },
  {
    name: 'POST /api/GWSUsers/mfa/setup',
    path: () => '/api/GWSUsers/mfa/setup',
    who: 'freshUser',
    valid: () => ({}),
    fields: [],
    bodyIgnored: true,
  },
  {
    name: 'POST /api/GWSUsers/mfa/enable',
    path: () => '/api/GWSUsers/mfa/enable',
    who: 'freshUser',
    valid: () => ({ code: '123456' }),
    fields: [{ path: ['code'], kind: 'shortText', required: true }],
  },
  {
    name: 'POST /api/GWSUsers/mfa/disable',
    path: () => '/api/GWSUsers/mfa/disable',
    who: 'freshUser',
    valid: () => ({ code: '123456' }),
    fields: [{ path: ['code'], kind: 'shortText', required: true }],
  },
  {
    name: 'POST /api/GWSUsers/login/mfa',
    path: () => '/api/GWSUsers/login/mfa',
    who: 'anonymous',
    valid: () => ({ mfaToken: 'not-a-real-challenge-token-0123456789', code: '123456' }),
    fields: [
      { path: ['mfaToken'], kind: 'shortText', required: true },
      { path: ['code'], kind: 'shortText', required: true },
    ],
  },
  {
    name: 'POST /api/GWSUsers/change-password',
    path: () => '/api/GWSUsers/change-password',
    who: 'freshUser',
    valid: (w) => ({ oldPassword: w.account!.password, newPassword: 'Changed-Passw0rd-1' }),
    fields: [
      { path: ['oldPassword'], kind: 'loginPassword', required: true },
      { path: ['newPassword'], kind: 'newPassword', required: true },
    ],
  },
  {
    name: 'POST /api/GWSUsers/reset',
    path: () => '/api/GWSUsers/reset',
    who: 'anonymous',
    valid: () => ({ email: user.email }),
    fields: [{ path: ['email'], kind: 'email', required: true }],
  },
  {
    name: 'POST /api/GWSUsers/reset-password',
    who: 'resetToken',
    path: (w) => `/api/GWSUsers/reset-password?access_token=${encodeURIComponent(w.resetToken!)}`,
    valid: () => ({ newPassword: 'Reset-Passw0rd-1' }),
    fields: [{ path: ['newPassword'], kind: 'newPassword', required: true }],
  },
  {
    name: 'POST /api/Messages/sendContactUsDetails',
    path: () => '/api/Messages/sendContactUsDetails',
    who: 'anonymous',
    valid: () => ({
      contactInfo: { name: 'Ravi Kumar', level: 'New lead', email: uniqueEmail('lead'), mobile: '9876543210', otherQuery: 'Call me' },
      context: LEAD_CONTEXT,
    }),
    fields: [
      { path: ['contactInfo'], kind: 'object', required: true },
      { path: ['contactInfo', 'name'], kind: 'name', required: true },
      { path: ['contactInfo', 'email'], kind: 'email', required: true },
      { path: ['contactInfo', 'mobile'], kind: 'phone', required: true },
      { path: ['contactInfo', 'level'], kind: 'shortText', required: false },
      { path: ['contactInfo', 'otherQuery'], kind: 'text', required: false },
      ...contextFields(),
    ],
  },
  {
    name: 'POST /api/WhatsappLeads',
    path: () => '/api/WhatsappLeads',
    who: 'anonymous',
    valid: () => ({ lead: { name: 'Asha Rao', country: 'IN', phone: '9876543210' }, context: LEAD_CONTEXT }),
    fields: [
      { path: ['lead'], kind: 'object', required: true },
      { path: ['lead', 'name'], kind: 'name', required: true },
      { path: ['lead', 'phone'], kind: 'phone', required: true },
      { path: ['lead', 'country'], kind: 'shortText', required: false },
      ...contextFields(),
    ],
  },
  {
    name: 'POST /api/Leads/free-report',
    path: () => '/api/Leads/free-report',
    who: 'freshUser',
    valid: () => ({ context: { page: '/', utm_source: 'x' } }),
    fields: [{ path: ['context'], kind: 'object', required: true }, ...contextFields().slice(1)],
  },
  {
    name: 'POST /api/Subscriptions/addusertomailchimp',
    path: () => '/api/Subscriptions/addusertomailchimp',
    who: 'anonymous',
    valid: () => ({ data: { type: 'free subscription', email: uniqueEmail('news'), name: 'Asha Rao' }, context: LEAD_CONTEXT }),
    fields: [
      { path: ['data'], kind: 'object', required: true },
      { path: ['data', 'email'], kind: 'email', required: true },
      { path: ['data', 'type'], kind: 'shortText', required: false },
      // Optional (older callers send none): a blank name is no name.
      { path: ['data', 'name'], kind: 'shortText', required: false },
      ...contextFields(),
    ],
  },
  {
    name: 'POST /api/QuestionnaireAnswers',
    path: () => '/api/QuestionnaireAnswers',
    who: 'anonymous',
    valid: () => ({
      answer: {
        name: 'Ravi Kumar',
        phone: '+919876543210',
        newsletter: false,
        budget: '0 - 20,000 INR',
        investment: 'No',
        strategy: 'Both',
      },
      context: LEAD_CONTEXT,
    }),
    fields: [
      { path: ['answer'], kind: 'object', required: true },
      { path: ['answer', 'name'], kind: 'name', required: true },
      // National or international (E.164): carried from the visitor's earlier form.
      { path: ['answer', 'phone'], kind: 'shortText', required: true },
      { path: ['answer', 'email'], kind: 'email', required: false },
      { path: ['answer', 'newsletter'], kind: 'flag', required: false },
      ...(['budget', 'investment', 'strategy'] as const).map(
        (key): Field => ({ path: ['answer', key], kind: 'shortText', required: true }),
      ),
      ...contextFields(),
    ],
  },
  {
    name: 'POST /api/Subscriptions/replaceOrCreate',
    path: () => '/api/Subscriptions/replaceOrCreate',
    who: 'admin',
    valid: () => ({ type: plans[0].id, date: isoDay(0), gWSUserId: subject.id }),
    fields: [
      { path: ['type'], kind: 'planId', required: true },
      { path: ['date'], kind: 'requiredDate', required: true },
      { path: ['gWSUserId'], kind: 'id', required: true },
    ],
  },
  {
    name: 'POST /api/Orders',
    path: () => '/api/Orders',
    who: 'user',
    valid: () => fakeOrder(user.id, plans[0]),
    fields: [
      { path: ['razorpay_order_id'], kind: 'shortText', required: true },
      { path: ['razorpay_payment_id'], kind: 'shortText', required: true },
      { path: ['razorpay_signature'], kind: 'signature', required: true },
      { path: ['gWSUserId'], kind: 'id', required: false, invalid: [400, 403] },
      { path: ['amount'], kind: 'number', required: false },
      { path: ['plan'], kind: 'shortText', required: false },
    ],
  },
  {
    name: 'POST /api/Stocks/',
    path: () => '/api/Stocks/',
    who: 'admin',
    valid: () => stockInput(),
    fields: [
      { path: ['name'], kind: 'name', required: true, storable: 'line' },
      { path: ['code'], kind: 'shortText', required: true, storable: 'line' },
      { path: ['description'], kind: 'text', required: true, storable: 'text' },
      { path: ['nseCode'], kind: 'shortText', required: false, storable: 'line' },
      { path: ['bseCode'], kind: 'shortText', required: false, storable: 'line' },
      { path: ['reportLink'], kind: 'url', required: false },
      { path: ['exchange'], kind: 'shortText', required: false, storable: 'line' },
      { path: ['quantity'], kind: 'number', required: false },
      { path: ['percentage'], kind: 'number', required: false },
      { path: ['target'], kind: 'number', required: false },
      { path: ['buy_date'], kind: 'date', required: false },
      { path: ['sell_date'], kind: 'date', required: false },
      { path: ['action'], kind: 'shortText', required: false },
      { path: ['entryLow'], kind: 'number', required: false },
      { path: ['entryHigh'], kind: 'number', required: false },
      { path: ['stopLoss'], kind: 'number', required: false },
      { path: ['horizonMonths'], kind: 'number', required: false },
      { path: ['rationale'], kind: 'text', required: false, storable: 'text' },
      { path: ['analyst'], kind: 'shortText', required: false, storable: 'line' },
      { path: ['disclosures'], kind: 'object', required: false },
      { path: ['reportId'], kind: 'id', required: false },
    ],
    count: () => listLength('/api/Stocks'),
  },
  {
    name: 'POST /api/Stocks/:id/amendments',
    path: () => `/api/Stocks/${stock.id}/amendments`,
    who: 'admin',
    valid: () => ({ reason: 'Target revised.', target: 1600 }),
    fields: [
      { path: ['reason'], kind: 'text', required: true, storable: 'text' },
      { path: ['target'], kind: 'number', required: false },
      { path: ['rationale'], kind: 'text', required: false, storable: 'text' },
      { path: ['disclosures'], kind: 'object', required: false },
    ],
  },
  {
    name: 'POST /api/Updates',
    path: () => '/api/Updates',
    who: 'admin',
    valid: () => ({
      type: 'Hold',
      description: 'Hold for the long term',
      report_link: 'https://reports.example.com/hold.pdf',
      stockId: stock.id,
    }),
    fields: [
      { path: ['type'], kind: 'updateType', required: true, storable: 'line' },
      { path: ['description'], kind: 'text', required: false, storable: 'text' },
      { path: ['report_link'], kind: 'url', required: false },
      { path: ['stockId'], kind: 'id', required: true },
      { path: ['reportId'], kind: 'id', required: false },
    ],
    count: () => listLength(updatesOf(stock.id)),
  },
];

async function send(route: BodyRoute, body: { data?: unknown; raw?: string | Buffer; contentType?: string }): Promise<APIResponse> {
  const w = await prepare(route.who);
  return call(inst.api, 'POST', route.path(w), { token: w.token, data: body.data, raw: body.raw, contentType: body.contentType });
}

for (const route of ROUTES) {
  test.describe(route.name, () => {
    test('malformed JSON → 400', async () => {
      for (const raw of ['{"email": ', "{'single': 'quotes'}", '{"a": 1,}', 'not json at all', '{"a": "\u0000', '\uFEFF{']) {
        await check(await send(route, { raw }), 400, `malformed ${JSON.stringify(raw)}`, true);
      }
    });

    test('a 100 KB body → 413', async () => {
      const w = await prepare(route.who);
      const data = { ...route.valid(w), padding: 'x'.repeat(100 * 1024) };
      const res = await call(inst.api, 'POST', route.path(w), { token: w.token, data });
      await check(res, 413, '100 KB JSON');
      const big = await send(route, { raw: JSON.stringify({ padding: 'y'.repeat(1024 * 1024) }) });
      await check(big, 413, '1 MB JSON', true);
    });

    if (route.bodyIgnored) return;

    test('bodies that are not a JSON object → 400', async () => {
      const before = route.count ? await route.count() : 0;
      const cases: Array<[string, { data?: unknown; raw?: string; contentType?: string }, Expected]> = [
        ['JSON null', { raw: 'null' }, 400],
        ['an empty body', { raw: '' }, 400],
        ['an empty object', { data: {} }, 400],
        [
          'a JSON array of a valid body',
          { raw: JSON.stringify([route.valid({ account: user, token: user.token, resetToken: 'x' })]) },
          400,
        ],
        ['an empty array', { raw: '[]' }, 400],
        ['a JSON string', { raw: '"hello"' }, 400],
        ['a JSON number', { raw: '42' }, 400],
        ['JSON true', { raw: 'true' }, 400],
        ['deeply nested arrays', { raw: NESTED }, 400],
      ];
      for (const [what, body, expected] of cases) {
        await check(await send(route, body), expected, what, true);
      }
      // Not JSON at all: refused (a 4xx), never parsed into a call.
      for (const [what, body] of [
        [
          'valid JSON sent as text/plain',
          { raw: JSON.stringify(route.valid({ account: user, token: user.token })), contentType: 'text/plain' },
        ],
        ['binary garbage', { raw: Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80, 0x81]) as any, contentType: 'application/json' }],
      ] as Array<[string, { raw: string; contentType: string }]>) {
        await check(await send(route, body), '4xx', what, true);
      }
      if (route.count) expect(await route.count(), 'nothing stored').toBe(before);
    });

    for (const field of route.fields) {
      const fieldName = field.path.join('.');
      test(`${fieldName}: missing, null, wrong types, overlong and invalid values → ${describeInvalid(route, field)}`, async () => {
        const before = route.count ? await route.count() : 0;
        for (const variant of variantsFor(field)) {
          const w = await prepare(route.who);
          const body = mutate(route.valid(w), field, variant);
          const res = await call(inst.api, 'POST', route.path(w), { token: w.token, ...body });
          const expected = field.invalid ?? route.invalid ?? 400;
          const allowed = variant.alsoOk
            ? [...new Set([...(Array.isArray(expected) ? expected : [expected as number]), ...variant.alsoOk])]
            : expected;
          await check(res, allowed, `${fieldName} = ${variant.label}`, true);
        }
        if (route.count) expect(await route.count(), 'nothing stored').toBe(before);
      });
    }
  });
}

function describeInvalid(route: BodyRoute, field: Field): string {
  const e = field.invalid ?? route.invalid ?? 400;
  return Array.isArray(e) ? e.join('|') : String(e);
}

// ---------------------------------------------------------------------------------------------
// Unknown ids

test.describe('unknown ids', () => {
  const UNKNOWN = 987654321;

  test('GET /api/GWSUsers/{unknown} as admin → 404', async () => {
    await check(await call(inst.api, 'GET', `/api/GWSUsers/${UNKNOWN}`, { token: admin.token }), 404, 'unknown user');
  });

  test('getuserstock {id: unknown} as admin → 404', async () => {
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/getuserstock', { token: admin.token, data: { id: UNKNOWN } }),
      404,
      'unknown user',
    );
  });

  test('performance {id: unknown} as admin → 404', async () => {
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/performance', { token: admin.token, data: { id: UNKNOWN } }),
      404,
      'unknown user',
    );
  });

  test('performance-export?format=xml → 400', async () => {
    await check(
      await call(inst.api, 'GET', '/api/Recommendations/performance-export?format=xml', { token: admin.token }),
      400,
      'unknown format',
    );
  });

  test('replaceOrCreate for an unknown user → 400|404, for an unknown plan → 400', async () => {
    await check(
      await call(inst.api, 'POST', '/api/Subscriptions/replaceOrCreate', {
        token: admin.token,
        data: { type: plans[0].id, date: isoDay(0), gWSUserId: UNKNOWN },
      }),
      [400, 404],
      'unknown user',
    );
    await check(
      await call(inst.api, 'POST', '/api/Subscriptions/replaceOrCreate', {
        token: admin.token,
        data: { type: 'no-such-plan', date: isoDay(0), gWSUserId: subject.id },
      }),
      400,
      'unknown plan',
    );
    const seen = await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${subject.id}?filter=${encodeURIComponent('{"include":"subscription"}')}`, {
        token: admin.token,
      }),
      200,
      'subject',
    );
    expect(seen.subscription ?? null, 'no subscription came of it').toBeNull();
  });

  test('POST /api/Updates for an unknown stock → 400|404, and nothing is stored', async () => {
    const before = await listLength(updatesOf(stock.id));
    await check(
      await call(inst.api, 'POST', '/api/Updates', {
        token: admin.token,
        data: { type: 'Buy', description: 'x', report_link: 'https://reports.example.com/x.pdf', stockId: UNKNOWN },
      }),
      [400, 404],
      'unknown stock',
    );
    expect(await listLength(updatesOf(stock.id))).toBe(before);
  });

  test('POST /api/Orders for an unknown user → 400|403', async () => {
    await check(
      await call(inst.api, 'POST', '/api/Orders', { token: user.token, data: fakeOrder(UNKNOWN, plans[0]) }),
      [400, 403],
      'unknown user',
    );
  });

  test('GET /api/Updates for an unknown stock → an empty list or 404', async () => {
    const res = await call(inst.api, 'GET', `/api/Updates?filter=${encodeURIComponent(JSON.stringify({ where: { stockId: UNKNOWN } }))}`, {
      token: admin.token,
    });
    const body = await check(res, [200, 404], 'unknown stock');
    if (res.status() === 200) expect(body).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Path and query parameters

test.describe('path and query parameters', () => {
  test('GET /api/GWSUsers/{id}: ids that are not positive integers → 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999999999999999', '1%20OR%201%3D1', '%27', '%00', `${user.id}abc`]) {
      await check(await call(inst.api, 'GET', `/api/GWSUsers/${id}`, { token: admin.token }), 400, `admin GET /${id}`, true);
      await check(await call(inst.api, 'GET', `/api/GWSUsers/${id}`, { token: user.token }), [400, 403], `user GET /${id}`, true);
    }
  });

  test('GET /api/GWSUsers/{id}: a malformed filter → 400', async () => {
    for (const f of ['{bad', '{"include":', "{'include':'subscription'}"]) {
      await check(
        await call(inst.api, 'GET', `/api/GWSUsers/${user.id}?filter=${encodeURIComponent(f)}`, { token: user.token }),
        400,
        `filter ${f}`,
        true,
      );
    }
    // LoopBack's own qs form: accepted or refused, never a 5xx.
    await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${user.id}?filter[include]=subscription`, { token: user.token }),
      [200, 400],
      'filter[include]',
      true,
    );
  });

  test('GET /api/GWSUsers: a malformed or out-of-range filter → 400', async () => {
    const cases = [
      '{bad',
      '"text"',
      '[1,2]',
      '{"limit":-1}',
      '{"limit":"abc"}',
      '{"limit":1.5}',
      '{"limit":{"$gt":1}}',
      '{"skip":-1}',
      '{"skip":"abc"}',
      '{"limit":1e400}',
    ];
    for (const f of cases) {
      await check(
        await call(inst.api, 'GET', `/api/GWSUsers?filter=${encodeURIComponent(f)}`, { token: admin.token }),
        400,
        `filter ${f}`,
        true,
      );
    }
    await check(
      await call(inst.api, 'GET', '/api/GWSUsers?filter[limit]=2&filter[skip]=abc', { token: admin.token }),
      [200, 400],
      'qs-style filter',
      true,
    );
    await check(
      await call(inst.api, 'GET', `/api/GWSUsers?filter=${encodeURIComponent('{"limit":100000000}')}`, { token: admin.token }),
      [200, 400],
      'a huge limit',
      true,
    );
  });

  test('GET /api/Updates: a malformed filter or stockId → 400', async () => {
    const cases = [
      '{bad',
      '{"where":{"stockId":"abc"}}',
      '{"where":{"stockId":{"gt":0}}}',
      '{"where":{"stockId":{"$ne":null}}}',
      '{"where":{"stockId":-1}}',
      '{"where":{"stockId":1.5}}',
      '{"where":{"stockId":[1,2]}}',
    ];
    for (const f of cases) {
      await check(
        await call(inst.api, 'GET', `/api/Updates?filter=${encodeURIComponent(f)}`, { token: admin.token }),
        400,
        `filter ${f}`,
        true,
      );
    }
  });

  test('GET /api/Stocks: a malformed order → 4xx', async () => {
    for (const o of ['createdAt SIDEWAYS', 'createdAt; DROP TABLE stocks', 'createdAt ASC; --', '(select 1)', 'createdAt ASC ASC']) {
      await check(
        await call(inst.api, 'GET', `/api/Stocks?order=${encodeURIComponent(o)}`, { token: admin.token }),
        '4xx',
        `order ${o}`,
        true,
      );
    }
    for (const q of ['order=password%20ASC', 'order[]=createdAt%20ASC&order[]=id%20DESC', 'order[createdAt]=ASC']) {
      await check(await call(inst.api, 'GET', `/api/Stocks?${q}`, { token: admin.token }), [200, 400], q, true);
    }
  });

  test('junk query parameters on every GET never cause a 5xx', async () => {
    const junk = `filter=${encodeURIComponent('{bad')}&order=${encodeURIComponent('%00')}&where[$or][0]=1&populate=*&include=password`;
    const routes: Array<[string, string | undefined]> = [
      ['/api/Stocks/getplanslist', undefined],
      [`/api/GWSUsers/${user.id}`, user.token],
      ['/api/GWSUsers', admin.token],
      ['/api/Stocks/getexchangelist', admin.token],
      ['/api/Stocks', admin.token],
      ['/api/Updates', admin.token],
      ['/api/Updates/getupdatetype', admin.token],
    ];
    for (const [path, token] of routes) {
      const res = await call(inst.api, 'GET', `${path}?${junk}`, { token });
      await check(res, 'no5xx', `${path} with junk`, true);
      expect.soft(await res.text(), `${path}: no password hash leaks`).not.toMatch(/\$2[aby]\$\d\d\$/);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Not over-strict: real-world valid input is accepted

test.describe('valid but unusual input is accepted', () => {
  test('names with accents, apostrophes and non-Latin letters; a mixed-case email', async () => {
    for (const [first_name, last_name] of [
      ["D'Souza", 'Fernandes-Pinto'],
      ['José', 'Núñez'],
      ['अनिल', 'शर्मा'],
    ]) {
      const input = signupInput({ first_name, last_name, email: uniqueEmail('unicode').replace(/^u/, 'U') });
      const body = await check(await call(inst.api, 'POST', '/api/GWSUsers', { data: input }), 200, `${first_name} ${last_name}`, true);
      if (body?.first_name !== undefined) {
        expect.soft(body.first_name).toBe(first_name);
        expect.soft(body.last_name).toBe(last_name);
      }
    }
  });

  test('a grievance contact with level null and an empty otherQuery', async () => {
    const body = await check(
      await call(inst.api, 'POST', '/api/Messages/sendContactUsDetails', {
        data: { contactInfo: { name: 'Meera', level: null, email: uniqueEmail('grievance'), mobile: '9876543210', otherQuery: '' } },
      }),
      200,
      'grievance',
    );
    expect(body).toMatchObject({ success: true });
  });

  test('a stock with only the required fields', async () => {
    const body = await check(
      await call(inst.api, 'POST', '/api/Stocks/', {
        token: admin.token,
        data: { name: 'Only Required Ltd', code: 'INE000000001', description: 'Minimal.' },
      }),
      200,
      'minimal stock',
    );
    expect(typeof body.id).toBe('number');
  });
});
