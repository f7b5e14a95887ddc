/**
 * POST /api/Messages/sendContactUsDetails with its optional `context` (page, referrer, campaign
 * parameters, consent version): stored with the lead and visible to editors in the CMS panel;
 * bad context values are 400s naming the field; a repeat of the same email and kind within the
 * firm's day updates the one record.
 */
import { expect } from '@playwright/test';
import { LEAD_CONTEXT_MAX, UTM_PARAMS } from 'contracts';
import { LEAD_LIST_COLUMNS } from 'cms';
import { call, check, editorHeaders, uniqueEmail, SUITE_MODE, sharedInstance, test } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const LEADS = '/content-manager/collection-types/api::lead.lead';
const PATH = '/api/Messages/sendContactUsDetails';

const instance = sharedInstance();
let panel: Record<string, string>;
test.beforeAll(async () => {
  panel = await editorHeaders(instance());
});

const contactInfo = (email: string, level: string | null = 'New lead') => ({
  name: 'Ravi Kumar',
  level,
  email,
  mobile: '9876543210',
  otherQuery: '',
});
const context = {
  page: '/contact',
  referrer: 'https://www.google.com/',
  consentVersion: 'c0ffee12',
  utm_source: 'x',
  utm_medium: 'cpc',
  utm_campaign: 'y',
  utm_content: 'ad-1',
  utm_term: 'stocks',
};

/** The leads of one email, as an editor filters them in the panel. */
async function leadsOf(email: string): Promise<any[]> {
  const res = await instance().api.get(`${LEADS}?page=1&pageSize=50&filters[email][$eq]=${encodeURIComponent(email)}`, { headers: panel });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).results;
}

test('the context is stored with the lead and filterable in the panel', async () => {
  const email = uniqueEmail('ctx');
  await check(await call(instance().api, 'POST', PATH, { data: { contactInfo: contactInfo(email), context } }), 200, 'lead with context');
  const [lead, ...rest] = await leadsOf(email);
  expect(rest).toHaveLength(0);
  expect(lead).toMatchObject({ ...context, source: 'landing', level: 'New lead' });
  expect(Date.now() - new Date(lead.submittedAt).getTime()).toBeLessThan(60_000);

  const byCampaign = await instance().api.get(
    `${LEADS}?page=1&pageSize=50&filters[utm_campaign][$eq]=y&filters[email][$eq]=${encodeURIComponent(email)}`,
    {
      headers: panel,
    },
  );
  expect((await byCampaign.json()).results.map((l: any) => l.email)).toEqual([email]);
});

test('the panel lists leads with their time, kind, page and campaign', async () => {
  const res = await instance().api.get('/content-manager/content-types/api::lead.lead/configuration', { headers: panel });
  expect(res.ok(), await res.text()).toBeTruthy();
  expect((await res.json()).data.contentType.layouts.list).toEqual(LEAD_LIST_COLUMNS);
});

test('blank context values are stored as no value', async () => {
  const email = uniqueEmail('blankctx');
  await check(
    await call(instance().api, 'POST', PATH, {
      data: { contactInfo: contactInfo(email), context: { page: '/', referrer: '', utm_source: '  ' } },
    }),
    200,
    'blank context',
  );
  expect((await leadsOf(email))[0]).toMatchObject({ page: '/', referrer: null, utm_source: null, utm_medium: null });
});

test('without a context the lead is stored as before', async () => {
  const email = uniqueEmail('noctx');
  await check(await call(instance().api, 'POST', PATH, { data: { contactInfo: contactInfo(email) } }), 200, 'lead without context');
  const [lead] = await leadsOf(email);
  expect(lead).toMatchObject({ email, page: null, utm_source: null, consentVersion: null });
});

test('bad context values → 400 naming the field, nothing stored', async () => {
  const email = uniqueEmail('badctx');
  const cases: [unknown, string][] = [
    ['not an object', 'context must be an object.'],
    [{ page: 42 }, 'page must be text.'],
    [{ utm_source: ['x'] }, 'utm_source must be text.'],
    [{ referrer: { $ne: null } }, 'referrer must be text.'],
    [{ page: '/'.repeat(LEAD_CONTEXT_MAX.page + 1) }, `page must be at most ${LEAD_CONTEXT_MAX.page} characters.`],
    [{ referrer: 'r'.repeat(LEAD_CONTEXT_MAX.referrer + 1) }, `referrer must be at most ${LEAD_CONTEXT_MAX.referrer} characters.`],
    [
      { consentVersion: 'v'.repeat(LEAD_CONTEXT_MAX.consentVersion + 1) },
      `consentVersion must be at most ${LEAD_CONTEXT_MAX.consentVersion} characters.`,
    ],
    ...UTM_PARAMS.map((p): [unknown, string] => [
      { [p]: 'u'.repeat(LEAD_CONTEXT_MAX.utm + 1) },
      `${p} must be at most ${LEAD_CONTEXT_MAX.utm} characters.`,
    ]),
  ];
  for (const [bad, message] of cases) {
    const body = await check(
      await call(instance().api, 'POST', PATH, { data: { contactInfo: contactInfo(email), context: bad } }),
      400,
      JSON.stringify(bad).slice(0, 80),
    );
    expect(body.error.message).toBe(message);
  }
  expect(await leadsOf(email)).toHaveLength(0);
});

test('a repeat of the same email and kind within the day updates the one record; another kind is its own record', async () => {
  const email = uniqueEmail('repeat');
  await check(await call(instance().api, 'POST', PATH, { data: { contactInfo: contactInfo(email), context } }), 200, 'first');
  await check(
    await call(instance().api, 'POST', PATH, {
      data: { contactInfo: { ...contactInfo(email), name: 'Ravi K' }, context: { ...context, page: '/' } },
    }),
    200,
    'repeat',
  );
  let list = await leadsOf(email);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ name: 'Ravi K', page: '/', source: 'landing' });

  await check(
    await call(instance().api, 'POST', PATH, {
      data: { contactInfo: { ...contactInfo(email, null), otherQuery: 'Grievance - late report' } },
    }),
    200,
    'grievance',
  );
  list = await leadsOf(email);
  expect(list.map((l: any) => l.source).sort()).toEqual(['grievance', 'landing']);
});
