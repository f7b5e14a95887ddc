/**
 * Authorization on the server for every documented call (the browser is not
 * trusted: the server decides who may do what): a matrix of route × {anonymous, user, other user, admin 999}, then IDOR
 * attempts, privilege escalation at signup, and a user trying to grant themselves a plan.
 */
import { expect } from '@playwright/test';
import {
  Account,
  Expected,
  Instance,
  Method,
  Plan,
  Role,
  adminAccount,
  call,
  check,
  createStock,
  createUpdate,
  describeExpected,
  fakeOrder,
  getPlans,
  isoDay,
  newAccount,
  newToken,
  signup,
  signupInput,
  stockInput,
  uniqueEmail,
  userStock,
  login,
  subscribe,
  SUITE_MODE,
  test,
  sharedInstance,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

interface Ctx {
  admin: Account;
  /** The regular user whose resources the matrix targets ("user" acts as its owner). */
  user: Account;
  /** Another regular user trying the same calls on `user`'s resources. */
  other: Account;
  /** Only used for the public login row. */
  loginOnly: Account;
  plans: Plan[];
  stock: any;
  /** An update on `stock` (the amendment row's target). */
  update: any;
}

let inst: Instance;
let c: Ctx;

const shared = sharedInstance();

test.beforeAll(async () => {
  inst = shared();
  const admin = await adminAccount(inst);
  c = {
    admin,
    user: await newAccount(inst.api, 'owner'),
    other: await newAccount(inst.api, 'other'),
    loginOnly: await newAccount(inst.api, 'loginonly'),
    plans: await getPlans(inst.api),
    stock: await createStock(inst.api, admin.token),
    update: null,
  };
  c.update = await createUpdate(inst.api, admin.token, c.stock.id, 'Buy');
});

// ---------------------------------------------------------------------------------------------
// The matrix

interface Row {
  label: string;
  method: Method;
  path: (c: Ctx) => string;
  body?: (c: Ctx, role: Role) => unknown;
  expect: Record<Role, Expected>;
  /** The call ends its session (logout): use a token made for this test. */
  freshToken?: boolean;
  /** Extra checks on a 2xx answer. */
  verify?: (body: any, c: Ctx, role: Role) => void;
}

const ROLES: Role[] = ['anonymous', 'user', 'other', 'admin'];
const everyone = (s: Expected): Record<Role, Expected> => ({ anonymous: s, user: s, other: s, admin: s });
const ADMIN_ONLY: Record<Role, Expected> = { anonymous: 401, user: 403, other: 403, admin: 200 };
const OWNER_OR_ADMIN: Record<Role, Expected> = { anonymous: 401, user: 200, other: 403, admin: 200 };
const SIGNED_IN = (s: Expected): Record<Role, Expected> => ({ anonymous: 401, user: s, other: s, admin: s });

const filter = (f: unknown) => encodeURIComponent(JSON.stringify(f));

const ROWS: Row[] = [
  {
    label: 'GET /api/Stocks/getplanslist',
    method: 'GET',
    path: () => '/api/Stocks/getplanslist',
    expect: everyone(200),
    verify: (b) => {
      expect(Array.isArray(b) && b.length > 0).toBe(true);
    },
  },
  {
    label: 'POST /api/Messages/sendContactUsDetails',
    method: 'POST',
    path: () => '/api/Messages/sendContactUsDetails',
    expect: everyone(200),
    body: () => ({
      contactInfo: { name: 'Ravi Kumar', level: 'New lead', email: uniqueEmail('lead'), mobile: '9876543210', otherQuery: '' },
    }),
    verify: (b) => expect(b).toMatchObject({ success: true }),
  },
  {
    label: 'POST /api/WhatsappLeads',
    method: 'POST',
    path: () => '/api/WhatsappLeads',
    expect: everyone(200),
    body: () => ({ lead: { name: 'Asha Rao', country: 'IN', phone: '9876543210' } }),
    verify: (b) => expect(b).toMatchObject({ success: true }),
  },
  {
    label: 'POST /api/Subscriptions/addusertomailchimp',
    method: 'POST',
    path: () => '/api/Subscriptions/addusertomailchimp',
    expect: everyone(200),
    body: () => ({ data: { type: 'free subscription', email: uniqueEmail('news') } }),
    verify: (b) => expect(b).toMatchObject({ success: true }),
  },
  {
    label: 'POST /api/QuestionnaireAnswers',
    method: 'POST',
    path: () => '/api/QuestionnaireAnswers',
    expect: everyone(200),
    body: () => ({
      answer: {
        name: 'Ravi',
        email: uniqueEmail('answers'),
        newsletter: true,
        budget: 'Above 5,00,000 INR',
        investment: 'Yes',
        strategy: 'Both',
      },
    }),
    verify: (b) => expect(b).toMatchObject({ success: true }),
  },
  {
    label: 'POST /api/GWSUsers (signup)',
    method: 'POST',
    path: () => '/api/GWSUsers',
    expect: everyone(200),
    body: () => signupInput({ admin: 999 }),
    verify: (b) => {
      expect(b.admin).toBe(0);
      expect(b).not.toHaveProperty('password');
    },
  },
  {
    label: 'POST /api/GWSUsers/login',
    method: 'POST',
    path: () => '/api/GWSUsers/login',
    expect: everyone(200),
    body: (c) => ({ email: c.loginOnly.email, password: c.loginOnly.password }),
    verify: (b, c) => {
      expect(typeof b.id).toBe('string');
      expect(b.userId).toBe(c.loginOnly.id);
    },
  },
  {
    label: 'POST /api/GWSUsers/reset',
    method: 'POST',
    path: () => '/api/GWSUsers/reset',
    expect: everyone(204),
    body: (c) => ({ email: c.loginOnly.email }),
  },
  {
    label: 'POST /api/GWSUsers/reset-password with an invalid reset token',
    method: 'POST',
    path: () => '/api/GWSUsers/reset-password?access_token=not-a-real-reset-token',
    expect: everyone(401),
    body: () => ({ newPassword: 'Brand-New-Passw0rd' }),
  },
  {
    label: 'POST /api/GWSUsers/logout',
    method: 'POST',
    path: () => '/api/GWSUsers/logout',
    freshToken: true,
    expect: SIGNED_IN(204),
  },
  {
    label: 'POST /api/GWSUsers/mfa/setup',
    method: 'POST',
    path: () => '/api/GWSUsers/mfa/setup',
    expect: SIGNED_IN(200),
    verify: (b) => expect(b).toEqual({ secret: expect.any(String), otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//) }),
  },
  {
    label: 'POST /api/GWSUsers/mfa/enable (wrong code)',
    method: 'POST',
    path: () => '/api/GWSUsers/mfa/enable',
    body: () => ({ code: 'aaaaaa' }),
    expect: SIGNED_IN(400),
  },
  {
    label: 'POST /api/GWSUsers/mfa/disable (not on)',
    method: 'POST',
    path: () => '/api/GWSUsers/mfa/disable',
    body: () => ({ code: '123456' }),
    expect: SIGNED_IN(409),
  },
  {
    label: 'POST /api/GWSUsers/login/mfa (no such challenge)',
    method: 'POST',
    path: () => '/api/GWSUsers/login/mfa',
    body: () => ({ mfaToken: 'not-a-real-challenge-token-0123456789', code: '123456' }),
    expect: everyone(401),
  },
  {
    label: 'POST /api/GWSUsers/change-password (wrong old password)',
    method: 'POST',
    path: () => '/api/GWSUsers/change-password',
    body: () => ({ oldPassword: 'definitely-not-the-password', newPassword: 'Another-Passw0rd!' }),
    expect: SIGNED_IN(400),
  },
  {
    label: 'GET /api/GWSUsers/{user}',
    method: 'GET',
    path: (c) => `/api/GWSUsers/${c.user.id}`,
    expect: OWNER_OR_ADMIN,
    verify: (b, c) => {
      expect(b.id).toBe(c.user.id);
      expect(b.email).toBe(c.user.email);
    },
  },
  {
    label: 'GET /api/GWSUsers/{user}?filter={"include":"subscription"}',
    method: 'GET',
    path: (c) => `/api/GWSUsers/${c.user.id}?filter=${filter({ include: 'subscription' })}`,
    expect: OWNER_OR_ADMIN,
    verify: (b, c) => {
      expect(b.id).toBe(c.user.id);
      expect(b).toHaveProperty('subscription');
    },
  },
  {
    label: 'GET /api/GWSUsers/{admin}',
    method: 'GET',
    path: (c) => `/api/GWSUsers/${c.admin.id}`,
    expect: { anonymous: 401, user: 403, other: 403, admin: 200 },
    verify: (b) => expect(b.admin).toBe(999),
  },
  {
    label: 'POST /api/GWSUsers/getuserstock {id: user}',
    method: 'POST',
    path: () => '/api/GWSUsers/getuserstock',
    body: (c) => ({ id: c.user.id }),
    expect: OWNER_OR_ADMIN,
    verify: (b) => {
      expect(typeof b.noActiveSubscription).toBe('boolean');
      expect(Array.isArray(b.stocks)).toBe(true);
      expect(b).toHaveProperty('plan');
    },
  },
  {
    label: 'POST /api/GWSUsers/performance {id: user}',
    method: 'POST',
    path: () => '/api/GWSUsers/performance',
    body: (c) => ({ id: c.user.id }),
    expect: OWNER_OR_ADMIN,
    verify: (b) => expect(b).toMatchObject({ calls: [], portfolio: { calls: 0 } }),
  },
  {
    label: 'GET /api/Recommendations/performance',
    method: 'GET',
    path: () => '/api/Recommendations/performance',
    expect: ADMIN_ONLY,
    verify: (b) => expect(Array.isArray(b.plans)).toBe(true),
  },
  {
    label: 'GET /api/Recommendations/performance-export',
    method: 'GET',
    path: () => '/api/Recommendations/performance-export?format=json',
    expect: ADMIN_ONLY,
    verify: (b) => expect(Array.isArray(b.rows)).toBe(true),
  },
  {
    label: 'GET /api/GWSUsers',
    method: 'GET',
    path: () => '/api/GWSUsers',
    expect: ADMIN_ONLY,
    verify: (b, c) => {
      expect(Array.isArray(b)).toBe(true);
      expect(b.map((u: any) => u.id)).toContain(c.user.id);
    },
  },
  {
    label: 'GET /api/GWSUsers?filter={"include":"subscription"}',
    method: 'GET',
    path: () => `/api/GWSUsers?filter=${filter({ include: 'subscription' })}`,
    expect: ADMIN_ONLY,
    verify: (b) => {
      expect(Array.isArray(b)).toBe(true);
      for (const u of b) expect(u).toHaveProperty('subscription');
    },
  },
  {
    label: 'GET /api/Stocks/getexchangelist',
    method: 'GET',
    path: () => '/api/Stocks/getexchangelist',
    expect: ADMIN_ONLY,
    verify: (b) => expect(b.map((e: any) => e.name)).toEqual(expect.arrayContaining(['NSE', 'BSE'])),
  },
  {
    label: 'POST /api/Stocks/',
    method: 'POST',
    path: () => '/api/Stocks/',
    body: () => stockInput(),
    expect: ADMIN_ONLY,
    verify: (b) => expect(typeof b.id).toBe('number'),
  },
  {
    label: 'POST /api/Stocks/:id/amendments',
    method: 'POST',
    path: (c) => `/api/Stocks/${c.stock.id}/amendments`,
    body: () => ({ reason: 'Target revised.', target: 1600 }),
    expect: ADMIN_ONLY,
    verify: (b, c) => expect(b).toMatchObject({ id: c.stock.id, target: 1600, amended: true }),
  },
  {
    label: 'GET /api/Stocks?order=createdAt ASC',
    method: 'GET',
    path: () => `/api/Stocks?order=${encodeURIComponent('createdAt ASC')}`,
    expect: ADMIN_ONLY,
    verify: (b, c) => expect(b.map((s: any) => s.id)).toContain(c.stock.id),
  },
  {
    label: 'GET /api/Updates?filter={"where":{"stockId":N}}',
    method: 'GET',
    path: (c) => `/api/Updates?filter=${filter({ where: { stockId: c.stock.id } })}`,
    expect: ADMIN_ONLY,
    verify: (b) => expect(Array.isArray(b)).toBe(true),
  },
  {
    label: 'GET /api/Updates/getupdatetype',
    method: 'GET',
    path: () => '/api/Updates/getupdatetype',
    expect: ADMIN_ONLY,
    verify: (b) =>
      expect(b.map((t: any) => t.text)).toEqual(expect.arrayContaining(['Buy', 'Sell', 'Hold', 'Add', 'Partial Profit Booking', 'Exit'])),
  },
  {
    label: 'POST /api/Updates',
    method: 'POST',
    path: () => '/api/Updates',
    expect: ADMIN_ONLY,
    body: (c) => ({ type: 'Buy', description: 'Buy below 1200', report_link: 'https://reports.example.com/u.pdf', stockId: c.stock.id }),
    verify: (b, c) => {
      expect(b.stockId).toBe(c.stock.id);
      expect(b.type).toBe('Buy');
    },
  },
  {
    label: 'POST /api/Updates/:id/amendments',
    method: 'POST',
    path: (c) => `/api/Updates/${c.update.id}/amendments`,
    body: () => ({ reason: 'Target revised.', target: 1650 }),
    expect: ADMIN_ONLY,
    verify: (b, c) => expect(b).toMatchObject({ id: c.update.id, target: 1650, amended: true }),
  },
  {
    label: 'GET /api/Reports/downloads',
    method: 'GET',
    path: () => '/api/Reports/downloads',
    expect: ADMIN_ONLY,
    verify: (b) => expect(Array.isArray(b)).toBe(true),
  },
  {
    // "user" is the subscription's own user: even for themselves, only an administrator may do this.
    label: 'POST /api/Subscriptions/replaceOrCreate {gWSUserId: user}',
    method: 'POST',
    path: () => '/api/Subscriptions/replaceOrCreate',
    body: (c) => ({ type: c.plans[0].id, date: isoDay(0), gWSUserId: c.user.id }),
    expect: ADMIN_ONLY,
    verify: (b, c) => expect(b).toMatchObject({ type: c.plans[0].id, gWSUserId: c.user.id }),
  },
  {
    // "user" records an order for themselves without a payment the server can verify.
    label: 'POST /api/Orders {gWSUserId: user} with an unverifiable signature',
    method: 'POST',
    path: () => '/api/Orders',
    body: (c) => fakeOrder(c.user.id, c.plans[0]),
    expect: { anonymous: 401, user: 400, other: [400, 403], admin: [400, 403] },
  },
];

async function tokenFor(role: Role, row: Row): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const acct = role === 'user' ? c.user : role === 'other' ? c.other : c.admin;
  return row.freshToken ? newToken(inst.api, acct) : acct.token;
}

test.describe('matrix: route × role', () => {
  for (const row of ROWS) {
    for (const role of ROLES) {
      const expected = row.expect[role];
      test(`${row.label} — ${role} → ${describeExpected(expected)}`, async () => {
        const token = await tokenFor(role, row);
        const res = await call(inst.api, row.method, row.path(c), { token, data: row.body?.(c, role) });
        const body = await check(res, expected, `${row.method} ${row.label} as ${role}`);
        if (res.status() < 300 && row.verify) row.verify(body, c, role);
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
// IDOR: a user reaching for another user's data

test.describe('IDOR attempts', () => {
  for (const style of ['bearer', 'raw', 'query'] as const) {
    test(`a user cannot read another user's record (token as ${style})`, async () => {
      for (const q of ['', `?filter=${filter({ include: 'subscription' })}`]) {
        const res = await call(inst.api, 'GET', `/api/GWSUsers/${c.other.id}${q}`, { token: c.user.token, tokenStyle: style });
        await check(res, 403, `GET other${q}`);
        expect(await res.text(), 'nothing of the other user leaks').not.toContain(c.other.email);
      }
    });
  }

  test('a user asking for an id that does not exist is refused, not told it is missing', async () => {
    const res = await call(inst.api, 'GET', '/api/GWSUsers/987654321', { token: c.user.token });
    await check(res, 403, 'GET unknown id as user');
  });

  test("getuserstock with another user's id is refused, whatever its form", async () => {
    const cases: Array<[unknown, Expected]> = [
      [c.other.id, 403],
      [c.admin.id, 403],
      [String(c.other.id), [400, 403]],
      [
        [c.user.id, c.other.id],
        [400, 403],
      ],
      [987654321, 403],
    ];
    for (const [id, expected] of cases) {
      const res = await call(inst.api, 'POST', '/api/GWSUsers/getuserstock', { token: c.user.token, data: { id } });
      await check(res, expected, `getuserstock ${JSON.stringify(id)}`, true);
      expect.soft(await res.text()).not.toContain(c.other.email);
    }
  });

  test("getuserstock ignores everything but the token's owner: an id in the query or path does not help", async () => {
    const res = await call(inst.api, 'POST', `/api/GWSUsers/getuserstock?id=${c.other.id}`, {
      token: c.user.token,
      data: { id: c.other.id },
    });
    await check(res, 403, 'getuserstock other with ?id');
  });

  test("a user cannot set another user's subscription", async () => {
    const res = await call(inst.api, 'POST', '/api/Subscriptions/replaceOrCreate', {
      token: c.user.token,
      data: { type: c.plans[0].id, date: isoDay(0), gWSUserId: c.other.id },
    });
    await check(res, 403, 'replaceOrCreate for other');
    const other = await userStock(inst.api, c.other.token, c.other.id);
    expect(other.noActiveSubscription).toBe(true);
  });

  test('a user cannot record an order for another user', async () => {
    const res = await call(inst.api, 'POST', '/api/Orders', { token: c.user.token, data: fakeOrder(c.other.id, c.plans[0]) });
    await check(res, [400, 403], 'order for other');
    const other = await userStock(inst.api, c.other.token, c.other.id);
    expect(other.noActiveSubscription).toBe(true);
  });

  test('no other method on a user record is open (PUT, PATCH, DELETE)', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const target of [c.user.id, c.other.id]) {
        // Undocumented methods: any 4xx (the router may answer a plain-text 405), never a 2xx or 5xx.
        const res = await call(inst.api, method, `/api/GWSUsers/${target}`, {
          token: c.user.token,
          data: { admin: 999, email: uniqueEmail('hijack') },
        });
        expect.soft(res.status(), `${method} /api/GWSUsers/${target}: ${res.status()}`).toBeGreaterThanOrEqual(400);
        expect.soft(res.status(), `${method} /api/GWSUsers/${target}: never a 5xx`).toBeLessThan(500);
      }
    }
    const me = await check(await call(inst.api, 'GET', `/api/GWSUsers/${c.user.id}`, { token: c.user.token }), 200, 'self');
    expect(me.admin).toBe(0);
    expect(me.email).toBe(c.user.email);
    await check(await call(inst.api, 'GET', `/api/GWSUsers/${c.other.id}`, { token: c.admin.token }), 200, 'other still exists');
  });

  test("the CMS's built-in routes are no side door to users, tokens, orders, subscriptions or leads", async () => {
    const paths = [
      '/api/users',
      `/api/users/${c.other.id}`,
      '/api/users/me',
      '/api/access-tokens',
      '/api/subscriptions',
      '/api/orders',
      '/api/leads',
      '/api/stock-updates',
      '/api/stocks',
      '/api/exchanges',
      '/api/update-types',
    ];
    for (const p of paths) {
      for (const token of [undefined, c.user.token]) {
        const res = await call(inst.api, 'GET', p, { token });
        expect.soft(res.status(), `GET ${p} ${token ? 'as user' : 'anonymously'}: ${res.status()}`).toBeGreaterThanOrEqual(400);
        expect.soft(res.status(), `GET ${p}: never a 5xx`).toBeLessThan(500);
        expect.soft(await res.text(), `GET ${p} leaks no email`).not.toContain(c.other.email);
      }
    }
    const put = await call(inst.api, 'PUT', `/api/users/${c.user.id}`, { token: c.user.token, data: { admin: 999 } });
    expect.soft(put.status(), `PUT /api/users/{id}: ${put.status()}`).toBeGreaterThanOrEqual(400);
    expect.soft(put.status()).toBeLessThan(500);
    const me = await check(await call(inst.api, 'GET', `/api/GWSUsers/${c.user.id}`, { token: c.user.token }), 200, 'self');
    expect(me.admin).toBe(0);
  });

  test('registering through the CMS auth route cannot make an administrator', async () => {
    const input = signupInput();
    for (const data of [
      { username: input.email, email: input.email, password: input.password, admin: 999 },
      {
        username: input.email,
        email: input.email,
        password: input.password,
        first_name: 'X',
        last_name: 'Y',
        phone: input.phone,
        admin: 999,
      },
    ]) {
      const res = await call(inst.api, 'POST', '/api/auth/local/register', { data });
      expect.soft(res.status(), `register: never a 5xx (${res.status()} ${(await res.text()).slice(0, 200)})`).toBeLessThan(500);
    }
    const res = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: input.email, password: input.password } });
    if (res.status() === 200) {
      const { id, userId } = await res.json();
      const me = await check(await call(inst.api, 'GET', `/api/GWSUsers/${userId}`, { token: id }), 200, 'registered self');
      expect(me.admin).toBe(0);
      await check(await call(inst.api, 'GET', '/api/GWSUsers', { token: id }), 403, 'registered user lists users');
    }
  });

  test("users-permissions' own public auth routes are closed (the documented API replaces them)", async () => {
    const input = signupInput();
    const register = await call(inst.api, 'POST', '/api/auth/local/register', {
      data: { username: input.email, email: input.email, password: input.password },
    });
    expect([401, 403]).toContain(register.status());
    const forgot = await call(inst.api, 'POST', '/api/auth/forgot-password', { data: { email: input.email } });
    expect([401, 403]).toContain(forgot.status());
  });
});

// ---------------------------------------------------------------------------------------------
// Privilege escalation at signup

test.describe('signup never makes an administrator', () => {
  for (const admin of [999, '999', [999], { $eq: 999 }, true]) {
    test(`signup with admin ${JSON.stringify(admin)} → a normal user`, async () => {
      const input = signupInput({ admin });
      const res = await call(inst.api, 'POST', '/api/GWSUsers', { data: input });
      const body = await check(res, 200, 'signup');
      expect(body).toMatchObject({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        phone: input.phone,
        admin: 0,
      });
      expect(typeof body.id).toBe('number');
      const { token, userId } = await login(inst.api, input.email, input.password);
      expect(userId).toBe(body.id);
      const me = await check(await call(inst.api, 'GET', `/api/GWSUsers/${userId}`, { token }), 200, 'self');
      expect(me.admin).toBe(0);
      await check(await call(inst.api, 'GET', '/api/GWSUsers', { token }), 403, 'user list');
      await check(await call(inst.api, 'GET', '/api/Stocks/getexchangelist', { token }), 403, 'exchange list');
    });
  }

  test('a prototype-pollution payload neither makes an administrator nor changes later users', async () => {
    const input = signupInput();
    const raw = JSON.stringify(input).replace(/}$/, ',"__proto__":{"admin":999},"constructor":{"prototype":{"admin":999}}}');
    const res = await call(inst.api, 'POST', '/api/GWSUsers', { raw });
    const body = await check(res, [200, 400], 'signup with __proto__');
    if (res.status() === 200) {
      expect(body.admin).toBe(0);
      const { token } = await login(inst.api, input.email, input.password);
      await check(await call(inst.api, 'GET', '/api/GWSUsers', { token }), 403, 'user list');
    }
    const later = await newAccount(inst.api, 'later');
    expect(later.admin).toBe(0);
    await check(await call(inst.api, 'GET', '/api/GWSUsers', { token: later.token }), 403, 'later user lists users');
  });

  test('an administrator adding a user with admin 999 creates admin 0', async () => {
    const input = signupInput({ admin: 999 });
    const body = await check(await call(inst.api, 'POST', '/api/GWSUsers', { token: c.admin.token, data: input }), 200, 'admin adds user');
    expect(body.admin).toBe(0);
    const { token } = await login(inst.api, input.email, input.password);
    await check(await call(inst.api, 'GET', '/api/GWSUsers', { token }), 403, 'added user lists users');
    const seen = await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${body.id}`, { token: c.admin.token }),
      200,
      'admin reads added user',
    );
    expect(seen.admin).toBe(0);
  });

  test('passwords, hashes and tokens never leave the server', async () => {
    const input = signupInput();
    const created = await check(await call(inst.api, 'POST', '/api/GWSUsers', { data: input }), 200, 'signup');
    const { token } = await login(inst.api, input.email, input.password);
    const answers = [
      created,
      await check(await call(inst.api, 'GET', `/api/GWSUsers/${created.id}`, { token }), 200, 'self'),
      await check(
        await call(inst.api, 'GET', `/api/GWSUsers/${created.id}?filter=${filter({ include: 'subscription' })}`, { token }),
        200,
        'self+sub',
      ),
      await check(await call(inst.api, 'GET', '/api/GWSUsers', { token: c.admin.token }), 200, 'admin list'),
      await check(
        await call(inst.api, 'GET', `/api/GWSUsers?filter=${filter({ include: 'subscription' })}`, { token: c.admin.token }),
        200,
        'admin list+sub',
      ),
    ];
    const secretKeys: string[] = [];
    const walk = (v: any, at: string) => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (/password|token|salt|hash|secret/i.test(k)) secretKeys.push(`${at}.${k}`);
          walk(x, `${at}.${k}`);
        }
    };
    answers.forEach((a, i) => walk(a, `answer${i}`));
    expect(secretKeys).toEqual([]);
    for (const a of answers) {
      const text = JSON.stringify(a);
      expect(text).not.toContain(input.password);
      expect(text).not.toMatch(/\$2[aby]\$\d\d\$/); // bcrypt hashes
      expect(text).not.toContain(token);
    }
  });

  test('a duplicate email, in another letter case, is refused and the first account is untouched', async () => {
    const first = signupInput();
    await check(await call(inst.api, 'POST', '/api/GWSUsers', { data: first }), 200, 'first signup');
    const dup = signupInput({ email: first.email.toUpperCase(), password: 'Other-Passw0rd-99' });
    await check(await call(inst.api, 'POST', '/api/GWSUsers', { data: dup }), 400, 'duplicate signup');
    await login(inst.api, first.email, first.password);
    const res = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: first.email, password: dup.password } });
    await check(res, 401, 'login with the duplicate password');
  });
});

// ---------------------------------------------------------------------------------------------
// A user granting themselves a plan

test.describe('a user cannot grant themselves a subscription', () => {
  test('replaceOrCreate for themselves is refused, by any token transport, and nothing changes', async () => {
    const me = await newAccount(inst.api, 'selfsub');
    for (const tokenStyle of ['bearer', 'raw', 'query'] as const) {
      for (const extra of [{}, { id: 1 }]) {
        const res = await call(inst.api, 'POST', '/api/Subscriptions/replaceOrCreate', {
          token: me.token,
          tokenStyle,
          data: { type: c.plans[c.plans.length - 1].id, date: isoDay(-1), gWSUserId: me.id, ...extra },
        });
        await check(res, 403, `self replaceOrCreate (${tokenStyle}, ${JSON.stringify(extra)})`);
      }
    }
    const stock = await userStock(inst.api, me.token, me.id);
    expect(stock.noActiveSubscription).toBe(true);
    expect(stock.stocks).toEqual([]);
    const seen = await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${me.id}?filter=${filter({ include: 'subscription' })}`, { token: c.admin.token }),
      200,
      'admin view',
    );
    expect(seen.subscription ?? null).toBeNull();
  });

  test('an order without a payment the server can verify is refused and creates no subscription', async () => {
    const me = await newAccount(inst.api, 'selforder');
    const plan = c.plans[0];
    const variants: Array<[string, Record<string, unknown>]> = [
      ['a made-up signature', fakeOrder(me.id, plan)],
      [
        'no gWSUserId',
        (() => {
          const o = fakeOrder(me.id, plan);
          delete o.gWSUserId;
          return o;
        })(),
      ],
      ['a non-hex signature', { ...fakeOrder(me.id, plan), razorpay_signature: 'not-a-signature' }],
      [
        "no Razorpay fields (the app's own payload)",
        { amount: plan.price * 100, razorpay_id: 'pay_fake', plan: plan.name, gWSUserId: me.id },
      ],
      ['an empty signature', { ...fakeOrder(me.id, plan), razorpay_signature: '' }],
    ];
    for (const [what, data] of variants) {
      await check(await call(inst.api, 'POST', '/api/Orders', { token: me.token, data }), 400, `order with ${what}`, true);
    }
    const stock = await userStock(inst.api, me.token, me.id);
    expect(stock.noActiveSubscription).toBe(true);
    expect(stock.stocks).toEqual([]);
    const seen = await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${me.id}?filter=${filter({ include: 'subscription' })}`, { token: c.admin.token }),
      200,
      'admin view',
    );
    expect(seen.subscription ?? null).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// What the administrator's calls answer

test.describe('administrator answers', () => {
  test('a user record: {id, first_name, last_name, email, phone, admin}', async () => {
    const body = await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${c.other.id}`, { token: c.admin.token }),
      200,
      'admin reads other',
    );
    expect(body).toMatchObject({ id: c.other.id, email: c.other.email, admin: 0 });
    for (const k of ['first_name', 'last_name', 'phone']) expect(typeof body[k], k).toBe('string');
  });

  test('the user list with subscriptions: paid users carry {id, type, date, gWSUserId}, free users null', async () => {
    const paid = await newAccount(inst.api, 'paid');
    const free = await newAccount(inst.api, 'free');
    const plan = c.plans[1] ?? c.plans[0];
    const sub = await subscribe(inst.api, c.admin.token, paid.id, plan.id, isoDay(0));
    expect(sub).toMatchObject({ type: plan.id, gWSUserId: paid.id });
    expect(String(sub.date).slice(0, 10)).toBe(isoDay(0));
    const list = await check(
      await call(inst.api, 'GET', `/api/GWSUsers?filter=${filter({ include: 'subscription' })}`, { token: c.admin.token }),
      200,
      'list',
    );
    const p = list.find((u: any) => u.id === paid.id);
    const f = list.find((u: any) => u.id === free.id);
    expect(p.subscription).toMatchObject({ id: sub.id, type: plan.id, gWSUserId: paid.id });
    expect(String(p.subscription.date).slice(0, 10)).toBe(isoDay(0));
    expect(f.subscription ?? null).toBeNull();
    const one = await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${paid.id}?filter=${filter({ include: 'subscription' })}`, { token: paid.token }),
      200,
      'self+sub',
    );
    expect(one.subscription).toMatchObject({ id: sub.id, type: plan.id, gWSUserId: paid.id });
  });

  test('the user list pages on the server: filter {limit, skip} and X-Total-Count', async () => {
    const all = await check(await call(inst.api, 'GET', '/api/GWSUsers', { token: c.admin.token }), 200, 'all');
    expect(all.length).toBeGreaterThanOrEqual(4);
    const res = await call(inst.api, 'GET', `/api/GWSUsers?filter=${filter({ limit: 2, skip: 1 })}`, { token: c.admin.token });
    const page = await check(res, 200, 'page');
    expect(page.map((u: any) => u.id)).toEqual(all.slice(1, 3).map((u: any) => u.id));
    expect(res.headers()['x-total-count'], 'X-Total-Count').toMatch(/^\d+$/);
    expect(Number(res.headers()['x-total-count'])).toBeGreaterThanOrEqual(all.length);
    const past = await check(
      await call(inst.api, 'GET', `/api/GWSUsers?filter=${filter({ limit: 5, skip: all.length + 10 })}`, { token: c.admin.token }),
      200,
      'past the end',
    );
    expect(past).toEqual([]);
  });

  test('the user list filters on the server: where {paid, search}, with X-Total-Count of the filtered list', async () => {
    const stamp = `Zq${Date.now().toString(36)}`;
    const paid = await signup(inst.api, { first_name: `${stamp}Paid`, last_name: 'Kumar' });
    const free = await signup(inst.api, { first_name: `${stamp}Free`, last_name: 'Kumar' });
    const plan = c.plans[0];
    await subscribe(inst.api, c.admin.token, paid.user.id, plan.id, isoDay(0));
    const list = async (where: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const res = await call(inst.api, 'GET', `/api/GWSUsers?filter=${filter({ include: 'subscription', where, ...extra })}`, {
        token: c.admin.token,
      });
      return { users: await check(res, 200, `where ${JSON.stringify(where)}`), total: Number(res.headers()['x-total-count']) };
    };
    // One search word in the first name, another (any case) in the last name: both must match.
    const bothPaid = await list({ paid: true, search: `${stamp.toLowerCase()} KUMAR` });
    expect(bothPaid.users.map((u: any) => u.id)).toEqual([paid.user.id]);
    expect(bothPaid.total).toBe(1);
    expect(bothPaid.users[0].subscription).toMatchObject({ type: plan.id });
    const bothFree = await list({ paid: false, search: stamp });
    expect(bothFree.users.map((u: any) => u.id)).toEqual([free.user.id]);
    expect((await list({ search: stamp })).total).toBe(2);
    expect((await list({ search: paid.input.email })).users.map((u: any) => u.id)).toEqual([paid.user.id]);
    expect((await list({ search: `${stamp} nobody-by-this-name` })).total).toBe(0);
    // Every free user is without a subscription, every paid one has one; a page is at most `limit`.
    const freePage = await list({ paid: false }, { limit: 2 });
    expect(freePage.users.length).toBeLessThanOrEqual(2);
    expect(freePage.users.every((u: any) => u.subscription === null)).toBe(true);
    expect((await list({ paid: true })).users.every((u: any) => u.subscription !== null)).toBe(true);
  });

  test('the user list refuses a where it does not support', async () => {
    for (const where of [
      '"x"',
      '[1]',
      '{"paid":"yes"}',
      '{"paid":1}',
      '{"search":5}',
      `{"search":"${'x'.repeat(101)}"}`,
      '{"email":"a@b.co"}',
      '{"$or":[]}',
    ]) {
      await check(
        await call(inst.api, 'GET', `/api/GWSUsers?filter=${encodeURIComponent(`{"where":${where}}`)}`, { token: c.admin.token }),
        400,
        `where ${where}`,
        true,
      );
    }
  });
});
