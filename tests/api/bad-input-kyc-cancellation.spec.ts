/**
 * Bad input on the KYC, cancellation-request and track-record calls (bad-input.spec.ts's rule for
 * the routes added since): malformed, oversized and wrong-typed bodies and query strings, ids out
 * of range or someone else's, a signed-out caller, a client where an administrator is needed, and
 * small races (one KYC reviewed ten times at once, ten cancellation requests or withdrawals of one
 * subscription at once). Every refusal is a 4xx with a message in the one error shape, never a
 * 5xx or a hang, and a race leaves one record and one audit entry per answered call.
 */
import { expect } from '@playwright/test';
import { KYC_PATH, KYC_REVEAL_PATH, KYC_REVIEW_PATH, KYC_STATUS_PATH, PERFORMANCE_EXPORT_PATH } from 'contracts';
import {
  Account,
  Expected,
  Instance,
  adminAccount,
  call,
  check,
  getPlans,
  isoDay,
  kycForm,
  newAccount,
  newPan,
  sqlOn,
  submitKyc,
  subscribe,
  SUITE_MODE,
  test,
  sharedInstance,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let inst: Instance;
let admin: Account;
let client: Account;
let other: Account;
let kycId: number;

const shared = sharedInstance();
const sql = (statement: string) => sqlOn(inst.cms, statement).trim();

test.beforeAll(async () => {
  inst = shared();
  admin = await adminAccount(inst);
  client = await newAccount(inst.api, 'fuzz-client');
  other = await newAccount(inst.api, 'fuzz-other');
  kycId = (await submitKyc(inst.api, client.token)).record.id;
});

/** Ids that are not a record's: refused as invalid (400), or looked up and not found (404) where allowed. */
const BAD_IDS: Array<[string, unknown, Expected]> = [
  ['0', 0, 400],
  ['-1', -1, 400],
  ['2^31', 2 ** 31, 400],
  ['2^53', 2 ** 53, 400],
  ['"1e3"', '1e3', 400],
  ['1.5', 1.5, 400],
  ['"abc"', 'abc', 400],
  ['""', '', 400],
  ['null', null, 400],
  ['true', true, 400],
  ['[1]', [1], 400],
  ['{"$ne":null}', { $ne: null }, 400],
  ['a NUL byte', '1\u0000', 400],
];

interface Route {
  path: string;
  /** Who may call it: the account's own id, or an administrator about a record. */
  who: 'own' | 'admin';
  valid: () => Record<string, unknown>;
  /** What an unknown but well-formed id answers. */
  unknownId?: Expected;
}

const ROUTES: Route[] = [
  { path: `/api${KYC_PATH}`, who: 'own', valid: () => kycForm(newPan()) },
  { path: `/api${KYC_STATUS_PATH}`, who: 'own', valid: () => ({ id: client.id }) },
  { path: `/api${KYC_REVEAL_PATH}`, who: 'admin', valid: () => ({ id: kycId }), unknownId: 404 },
  {
    path: `/api${KYC_REVIEW_PATH}`,
    who: 'admin',
    valid: () => ({ id: kycId, decision: 'rejected', note: 'Blurred PAN.' }),
    unknownId: 404,
  },
  { path: '/api/GWSUsers/cancellation', who: 'own', valid: () => ({ id: client.id }) },
  { path: '/api/GWSUsers/cancellation/request', who: 'own', valid: () => ({ id: client.id }) },
  { path: '/api/GWSUsers/cancellation/withdraw', who: 'own', valid: () => ({ id: client.id }) },
  { path: '/api/GWSUsers/performance', who: 'own', valid: () => ({ id: client.id }) },
];

const tokenFor = (r: Route) => (r.who === 'admin' ? admin.token : client.token);

for (const r of ROUTES) {
  test.describe(`POST ${r.path}`, () => {
    test('malformed, non-object, oversized and mistyped bodies → 4xx with a message', async () => {
      const token = tokenFor(r);
      for (const raw of ['{"id": ', "{'id': 1}", 'null', '[]', '"x"', '42', '', '['.repeat(5000) + ']'.repeat(5000), '{"id":1e400}']) {
        await check(await call(inst.api, 'POST', r.path, { token, raw }), 400, `raw ${JSON.stringify(raw.slice(0, 20))}`, true);
      }
      await check(
        await call(inst.api, 'POST', r.path, { token, data: { ...r.valid(), pad: 'x'.repeat(100 * 1024) } }),
        413,
        '100 KB',
        true,
      );
      await check(
        await call(inst.api, 'POST', r.path, { token, raw: JSON.stringify(r.valid()), contentType: 'text/plain' }),
        '4xx',
        'text/plain',
        true,
      );
      const multipart = await inst.api.fetch(r.path, {
        method: 'POST',
        multipart: { id: String(client.id), file: { name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') } },
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        failOnStatusCode: false,
      });
      await check(multipart, '4xx', 'multipart', true);
    });

    // The submission is the signed-in account's own: its body has no id to get wrong.
    if (r.path !== `/api${KYC_PATH}`)
      test('ids out of range, mistyped or unknown → 4xx', async () => {
        const token = tokenFor(r);
        for (const [label, id, expected] of BAD_IDS) {
          const allowed = r.who === 'own' ? [400, 403] : expected;
          await check(await call(inst.api, 'POST', r.path, { token, data: { ...r.valid(), id } }), allowed, `id ${label}`, true);
        }
        if (r.unknownId)
          await check(await call(inst.api, 'POST', r.path, { token, data: { ...r.valid(), id: 2 ** 31 - 1 } }), r.unknownId, 'unknown');
      });

    test('signed out → 401; a client for another account or an administrator-only call → 403', async () => {
      await check(await call(inst.api, 'POST', r.path, { data: r.valid() }), 401, 'signed out', true);
      await check(await call(inst.api, 'POST', r.path, { token: 'not-a-token', data: r.valid() }), 401, 'a made-up token', true);
      if (r.who === 'admin')
        await check(await call(inst.api, 'POST', r.path, { token: client.token, data: r.valid() }), 403, 'a client', true);
      else if (r.path !== `/api${KYC_PATH}`)
        await check(await call(inst.api, 'POST', r.path, { token: other.token, data: r.valid() }), 403, "another's id", true);
    });
  });
}

test('KYC submission: wrong types, NUL bytes and overlong fields → 400, nothing stored', async () => {
  const acct = await newAccount(inst.api, 'fuzz-kyc');
  const cases: Array<[string, Record<string, unknown>]> = [
    ['pan a number', { pan: 12345 }],
    ['pan an array', { pan: ['ABCPE1234F'] }],
    ['pan with a NUL byte', { pan: 'ABCPE\u00001234F' }],
    ['pan 10,000 characters', { pan: 'A'.repeat(10_000) }],
    ['nameOnPan an object', { nameOnPan: { $ne: null } }],
    ['nameOnPan with a NUL byte', { nameOnPan: 'Asha\u0000Rao' }],
    ['nameOnPan 10,000 characters', { nameOnPan: 'A'.repeat(10_000) }],
    ['dateOfBirth a number', { dateOfBirth: 19870314 }],
    ['dateOfBirth 2024-02-30', { dateOfBirth: '2024-02-30' }],
    ['dateOfBirth in the future', { dateOfBirth: isoDay(30) }],
    ['address with a NUL byte', { address: '12 MG Road\u0000, Bengaluru' }],
    ['address with an escape sequence', { address: '12 MG Road\u001b[2J, Bengaluru' }],
    ['address 10,000 characters', { address: 'x'.repeat(10_000) }],
    ['consent "true"', { consent: 'true' }],
    ['consent false', { consent: false }],
  ];
  for (const [label, change] of cases) {
    await check(await call(inst.api, 'POST', `/api${KYC_PATH}`, { token: acct.token, data: kycForm(newPan(), change) }), 400, label, true);
  }
  expect(sql(`SELECT count(*) FROM kyc_records WHERE user_id = ${acct.id}`)).toBe('0');
});

test('KYC review: a bad decision or note → 400, the record unchanged', async () => {
  const before = sql(`SELECT review_state || '|' || coalesce(review_note, '') FROM kyc_records WHERE id = ${kycId}`);
  for (const [label, change] of [
    ['decision "maybe"', { decision: 'maybe' }],
    ['decision an array', { decision: ['verified'] }],
    ['decision missing', { decision: undefined }],
    ['a rejection without a note', { decision: 'rejected', note: undefined }],
    ['a rejection with only spaces', { decision: 'rejected', note: '   ' }],
    ['a note 10,000 characters', { note: 'n'.repeat(10_000) }],
    ['a note a number', { note: 42 }],
    ['a note with a NUL byte', { note: 'Blurred\u0000 PAN.' }],
  ] as Array<[string, Record<string, unknown>]>) {
    const data = { id: kycId, decision: 'rejected', note: 'Blurred PAN.', ...change };
    await check(await call(inst.api, 'POST', `/api${KYC_REVIEW_PATH}`, { token: admin.token, data }), 400, label, true);
  }
  expect(sql(`SELECT review_state || '|' || coalesce(review_note, '') FROM kyc_records WHERE id = ${kycId}`)).toBe(before);
});

test('ten reviews of one KYC at once: each answered, one audit entry each, the trail unbroken', async () => {
  const acct = await newAccount(inst.api, 'fuzz-review');
  const { record } = await submitKyc(inst.api, acct.token);
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      call(inst.api, 'POST', `/api${KYC_REVIEW_PATH}`, {
        token: admin.token,
        data: i % 2 ? { id: record.id, decision: 'verified' } : { id: record.id, decision: 'rejected', note: `Attempt ${i}` },
      }),
    ),
  );
  for (const a of answers) await check(a, [200, 409], 'a concurrent review', true);
  const ok = answers.filter((a) => a.status() === 200).length;
  expect(sql(`SELECT count(*) FROM kyc_records WHERE user_id = ${acct.id}`)).toBe('1');
  const trail = sql(`SELECT changes FROM audit_entries WHERE action = 'review' AND entry_title LIKE '%(user ${acct.id})' ORDER BY id`)
    .split('\n')
    .filter(Boolean)
    .map((c) => JSON.parse(c)[0] as { from: string; to: string });
  expect(trail).toHaveLength(ok);
  // Each review starts from the status the one before left: none acted on a stale read.
  for (let i = 1; i < trail.length; i++) expect.soft(trail[i].from, `review ${i + 1} of ${trail.length}`).toBe(trail[i - 1].to);
  expect(sql(`SELECT review_state FROM kyc_records WHERE user_id = ${acct.id}`)).toBe(trail[trail.length - 1].to);
});

test('ten KYC submissions of one account at once: one record', async () => {
  const acct = await newAccount(inst.api, 'fuzz-kyc-race');
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => call(inst.api, 'POST', `/api${KYC_PATH}`, { token: acct.token, data: kycForm(newPan()) })),
  );
  for (const a of answers) await check(a, [200, 409, 429], 'a concurrent submission', true);
  expect(sql(`SELECT count(*) FROM kyc_records WHERE user_id = ${acct.id}`)).toBe('1');
});

test('ten cancellation requests, then ten withdrawals, of one subscription at once: one of each, one pair of mails each', async () => {
  const acct = await newAccount(inst.api, 'fuzz-cxl');
  const plans = await getPlans(inst.api);
  await subscribe(inst.api, admin.token, acct.id, plans[0].id, isoDay(0));
  const outbox = () =>
    Number(
      sql(
        `SELECT count(*) FROM lead_outbox WHERE lead_uid = 'api::order.cancellation-request' AND lead_id IN (SELECT cancellation_request_id FROM cancellation_requests_user_lnk WHERE user_id = ${acct.id})`,
      ),
    );
  const ten = (action: string) =>
    Promise.all(
      Array.from({ length: 10 }, () =>
        call(inst.api, 'POST', `/api/GWSUsers/cancellation/${action}`, { token: acct.token, data: { id: acct.id } }),
      ),
    );
  const requests = await ten('request');
  for (const a of requests) await check(a, [200, 409], 'a concurrent request', true);
  expect(requests.filter((a) => a.status() === 200)).toHaveLength(1);
  const afterRequest = outbox();
  const withdrawals = await ten('withdraw');
  for (const a of withdrawals) await check(a, [200, 409], 'a concurrent withdrawal', true);
  expect(withdrawals.filter((a) => a.status() === 200)).toHaveLength(1);
  const rows = sql(
    `SELECT r.status FROM cancellation_requests r JOIN cancellation_requests_user_lnk l ON l.cancellation_request_id = r.id WHERE l.user_id = ${acct.id}`,
  );
  expect(rows).toBe('withdrawn');
  expect(outbox()).toBe(afterRequest * 2);
});

test(`GET /api${PERFORMANCE_EXPORT_PATH}: bad formats and junk query strings → 400, a client → 403, signed out → 401`, async () => {
  const path = `/api${PERFORMANCE_EXPORT_PATH}`;
  for (const q of [
    'format=xml',
    'format=',
    'format=CSV%00',
    'format=csv&format=json',
    'format[]=csv',
    'format[a]=csv',
    `format=${'c'.repeat(10_000)}`,
  ]) {
    await check(await call(inst.api, 'GET', `${path}?${q}`, { token: admin.token }), 400, q.slice(0, 40), true);
  }
  await check(
    await call(inst.api, 'GET', `${path}?format=csv&filter=%7Bbad&x=%00`, { token: admin.token }),
    [200, 400],
    'extra junk',
    true,
  );
  await check(await call(inst.api, 'GET', `${path}?format=csv`, { token: client.token }), 403, 'a client', true);
  await check(await call(inst.api, 'GET', `${path}?format=csv`), 401, 'signed out', true);
});
