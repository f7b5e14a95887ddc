/**
 * The regulatory identity in Site settings: what an editor may save. The CIN must be a
 * well-formed Corporate Identity Number; the SCORES 2.0 and SMART ODR links, shown on every page,
 * pass the one safe-link rule, must be web addresses, and fall back to SEBI's own (contracts) when
 * left empty; officers' emails must be emails (checked on saving the draft, not only on publishing). Every refusal is a 400 naming the problem, and
 * nothing already stored is lost.
 */
import { test, expect } from '@playwright/test';
import { SCORES_URL, SMART_ODR_URL, unsafeUrlMessage } from 'contracts';
import { check, editorHeaders, instanceForBlock, SUITE_MODE } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
const CIN_MESSAGE =
  'CIN must be the 21-character Corporate Identity Number from the certificate of incorporation: L or U, the 5-digit industry code, the 2-letter state code, the year, the 3-letter company type and the 6-digit number (e.g. U74999MH2020PTC123456), or empty when the firm is not a company.';

const instance = instanceForBlock();
let panel: Record<string, string>;
test.beforeAll(async () => {
  panel = await editorHeaders(instance());
});

async function settings(): Promise<any> {
  const res = await instance().api.get(SETTINGS, { headers: panel });
  expect(res.ok()).toBeTruthy();
  const { status: _status, ...doc } = (await res.json()).data;
  return doc;
}

async function saveSettings(patch: Record<string, unknown>) {
  return instance().api.put(SETTINGS, { headers: panel, data: { ...(await settings()), ...patch } });
}

test('the seed fills the identity; the portal links are SEBI’s own, from contracts', async () => {
  const s = await settings();
  for (const field of [
    'registeredName',
    'registrationType',
    'sebiRegistrationNumber',
    'bseEnlistmentNumber',
    'cin',
    'registeredAddress',
    'principalOfficerName',
    'principalOfficerEmail',
    'principalOfficerPhone',
    'grievanceOfficerName',
    'grievanceOfficerEmail',
    'grievanceOfficerPhone',
    'complianceOfficerName',
    'sebiOfficeAddress',
  ])
    expect(s[field], field).toBeTruthy();
  expect(s.scoresUrl).toBe(SCORES_URL);
  expect(s.smartOdrUrl).toBe(SMART_ODR_URL);
});

test('CIN: a malformed one → 400 with the format; a well-formed one is stored in capitals', async () => {
  const before = await settings();
  for (const bad of ['U74999MH2020PTC12345', 'X74999MH2020PTC123456', 'U74999MH20PTC1234567', 'not a cin', 'U74999MH2020PTC1234567']) {
    const body = await check(await saveSettings({ cin: bad }), 400, `CIN ${bad}`);
    expect(body.error.message).toBe(CIN_MESSAGE);
  }
  expect((await settings()).cin).toBe(before.cin);
  expect((await saveSettings({ cin: ' l65999mh2019plc654321 ' })).ok()).toBeTruthy();
  expect((await settings()).cin).toBe('L65999MH2019PLC654321');
  expect((await saveSettings({ cin: before.cin })).ok()).toBeTruthy();
});

test('SCORES 2.0 and SMART ODR links: unsafe or not a web address → 400; empty → SEBI’s own address', async () => {
  const cases: [string, string, string][] = [
    ['scoresUrl', 'javascript:alert(1)', unsafeUrlMessage('SCORES 2.0 link')],
    ['scoresUrl', ' JavaScript:alert(document.cookie)', unsafeUrlMessage('SCORES 2.0 link')],
    ['smartOdrUrl', 'data:text/html,<script>alert(1)</script>', unsafeUrlMessage('SMART ODR link')],
    ['smartOdrUrl', '//evil.example', unsafeUrlMessage('SMART ODR link')],
    ['scoresUrl', '/grievance', "SCORES 2.0 link must be the portal's web address, starting with https://."],
    ['smartOdrUrl', 'mailto:odr@example.in', "SMART ODR link must be the portal's web address, starting with https://."],
  ];
  for (const [field, value, message] of cases) {
    const body = await check(await saveSettings({ [field]: value }), 400, `${field} ${value}`);
    expect(body.error.message).toBe(message);
  }
  let s = await settings();
  expect(s.scoresUrl).toBe(SCORES_URL);
  expect(s.smartOdrUrl).toBe(SMART_ODR_URL);

  expect(
    (await saveSettings({ scoresUrl: 'https://scores.sebi.gov.in/scores-home', smartOdrUrl: 'https://smartodr.in/login' })).ok(),
  ).toBeTruthy();
  s = await settings();
  expect(s.scoresUrl).toBe('https://scores.sebi.gov.in/scores-home');
  expect(s.smartOdrUrl).toBe('https://smartodr.in/login');

  expect((await saveSettings({ scoresUrl: '', smartOdrUrl: null })).ok()).toBeTruthy();
  s = await settings();
  expect(s.scoresUrl).toBe(SCORES_URL);
  expect(s.smartOdrUrl).toBe(SMART_ODR_URL);
});

test('officers: an email that is not one → 400 naming the field; nothing stored is lost', async () => {
  const before = await settings();
  for (const [field, who] of [
    ['principalOfficerEmail', 'principal'],
    ['grievanceOfficerEmail', 'grievance'],
    ['complianceOfficerEmail', 'compliance'],
  ]) {
    const body = await check(await saveSettings({ [field]: 'not-an-email' }), 400, field);
    expect(body.error.message).toBe(`The ${who} officer's email must be an email address (name@domain), or empty.`);
    expect(JSON.stringify(body.error.details ?? {})).toContain(field);
  }
  const after = await settings();
  expect(after.principalOfficerEmail).toBe(before.principalOfficerEmail);
  expect(after.grievanceOfficerEmail).toBe(before.grievanceOfficerEmail);
  expect(after.complianceOfficerEmail).toBe(before.complianceOfficerEmail);
});
