/**
 * KYC records kept by law, on a real CMS over real HTTP (SQLite and, through the runner,
 * PostgreSQL), on a clock the test sets (tests/lib/fake-clock.ts): a client's KYC record is kept
 * five years after the relationship ended (their subscription's end, or the KYC's submission if
 * they never paid). Inside that period the CMS panel's person erasure erases the person's leads but
 * keeps the record and says until when and why, and deleting the account in the panel is refused
 * (409) with the same words; from the day the period ends, the erasure erases the record and the
 * account may be deleted.
 */
import crypto from 'node:crypto';
import { test, expect } from '@playwright/test';
import { KYC_PATH, kycRetainedMessage } from 'contracts';
import { fakeClock, type FakeClock } from '../lib/fake-clock';
import {
  adminAccount,
  bootInstance,
  call,
  check,
  editorHeaders,
  forgetEditorSession,
  GENERAL_ENV,
  getPlans,
  newAccount,
  sqlOn,
  stopInstance,
  subscribe,
  type Account,
  type Instance,
} from './helpers';

test.describe.configure({ mode: 'serial' });

const KYC = 'api::kyc.kyc-record';
const USERS = '/content-manager/collection-types/plugin::users-permissions.user';
const ERASE = '/content-manager/lead-tools/erase';

let clock: FakeClock;
let inst: Instance;
let admin: Account;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  clock = fakeClock('2026-03-12');
  inst = await bootInstance({ ...GENERAL_ENV, ...clock.env });
  admin = await adminAccount(inst);
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
  clock?.remove();
});

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();
const kycRows = (userId: number) => Number(sql(`SELECT count(*) FROM kyc_records WHERE user_id = ${userId}`));
const userRows = (userId: number) => Number(sql(`SELECT count(*) FROM up_users WHERE id = ${userId}`));

function newPan(): string {
  const L = () => String.fromCharCode(65 + crypto.randomInt(26));
  return `${L()}${L()}${L()}P${L()}${String(crypto.randomInt(10000)).padStart(4, '0')}${L()}`;
}

async function clientWithKyc(tag: string): Promise<Account & { phone: string }> {
  const acct = await newAccount(inst.api, tag);
  const data = { pan: newPan(), nameOnPan: 'Asha Rao', dateOfBirth: '1987-03-14', address: '12 MG Road, Bengaluru 560001', consent: true };
  await check(await call(inst.api, 'POST', `/api${KYC_PATH}`, { token: acct.token, data }), 200, 'KYC submitted');
  const phone = sql(`SELECT phone FROM up_users WHERE id = ${acct.id}`);
  return { ...acct, phone };
}

/** The panel's person erasure (a fresh panel session: the clock may have moved past the last one). */
/** The CMS's clock moved to `day`: the editor's panel session, signed on the old clock, is signed again. */
function moveClock(day: string): void {
  clock.set(day);
  forgetEditorSession(inst.cms);
}

const erase = async (person: Record<string, string>) =>
  (await check(await inst.api.post(ERASE, { headers: await editorHeaders(inst), data: person }), 200, `erase ${JSON.stringify(person)}`))
    .data;

/** Deleting the account in the panel's Content Manager. */
async function deleteInPanel(userId: number) {
  const documentId = sql(`SELECT document_id FROM up_users WHERE id = ${userId}`);
  return inst.api.delete(`${USERS}/${documentId}`, { headers: await editorHeaders(inst) });
}

const kyced = (erased: { uid: string; count: number }[]) => erased.find((e) => e.uid === KYC)?.count ?? 0;

let neverPaid: Account & { phone: string };
let subscriber: Account & { phone: string };

test('inside the period: the erasure keeps the KYC record and says why; the account is not deleted', async () => {
  neverPaid = await clientWithKyc('kyc-keep');
  subscriber = await clientWithKyc('kyc-sub');
  // A two-year plan from today: the relationship ends on 12 March 2028.
  const growth = (await getPlans(inst.api)).find((p) => p.months === 24)!;
  await subscribe(inst.api, admin.token, subscriber.id, growth.id, '2026-03-12');

  const answer = await erase({ email: ` ${neverPaid.email.toUpperCase()} ` });
  expect(kyced(answer.erased)).toBe(0);
  expect(answer.kept).toEqual([{ uid: KYC, kind: 'kyc', until: '2031-03-12', reason: kycRetainedMessage('2031-03-12') }]);
  expect(answer.kept[0].reason).toBe(
    "KYC records are kept until 12 March 2031 (five years after the relationship ended), as SEBI's RA Regulations require.",
  );
  expect(kycRows(neverPaid.id)).toBe(1);

  for (const [who, until] of [
    [neverPaid, '2031-03-12'],
    [subscriber, '2033-03-12'],
  ] as const) {
    const refused = await check(await deleteInPanel(who.id), 409, 'delete the account');
    expect(refused.error.message).toBe(kycRetainedMessage(until));
    expect(userRows(who.id), 'the account is still there').toBe(1);
    expect(kycRows(who.id)).toBe(1);
  }
});

test('the day before the period ends: still kept; from that day: the erasure erases it and the account may go', async () => {
  moveClock('2031-03-11');
  expect((await erase({ email: neverPaid.email })).kept).toEqual([
    { uid: KYC, kind: 'kyc', until: '2031-03-12', reason: kycRetainedMessage('2031-03-12') },
  ]);
  expect(kycRows(neverPaid.id)).toBe(1);

  moveClock('2031-03-12');
  // An account's phone number is typed, never confirmed: it does not identify the account's KYC.
  expect(kyced((await erase({ phone: neverPaid.phone })).erased)).toBe(0);
  expect(kycRows(neverPaid.id)).toBe(1);
  const answer = await erase({ email: neverPaid.email });
  expect(kyced(answer.erased)).toBe(1);
  expect(answer.kept).toEqual([]);
  expect(kycRows(neverPaid.id)).toBe(0);
  await check(await deleteInPanel(neverPaid.id), 200, 'delete the account once nothing is kept');
  expect(userRows(neverPaid.id)).toBe(0);

  // The subscriber's relationship ended two years later: their record and account stay.
  const refused = await check(await deleteInPanel(subscriber.id), 409, "the subscriber's account");
  expect(refused.error.message).toBe(kycRetainedMessage('2033-03-12'));

  // Past that too, deleting the account takes its KYC record along.
  moveClock('2033-03-12');
  await check(await deleteInPanel(subscriber.id), 200, "the subscriber's account after the period");
  expect(userRows(subscriber.id)).toBe(0);
  expect(kycRows(subscriber.id)).toBe(0);
});
