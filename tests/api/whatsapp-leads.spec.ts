/**
 * POST /api/WhatsappLeads (the returns landing's WhatsApp community form): the lead is stored as
 * a Returns/WhatsApp lead with its number in E.164 form and where it came from, visible to editors
 * in the CMS panel; bad input is a 400 with the form's own messages and stores nothing; the same
 * number again within the firm's day updates the one record.
 */
import { expect } from '@playwright/test';
import { COUNTRY_INVALID } from 'contracts';
import { WHATSAPP_LEAD_LIST_COLUMNS } from 'cms';
import { call, check, editorHeaders, SUITE_MODE, sharedInstance, test } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const LEADS = '/content-manager/collection-types/api::whatsapp-lead.whatsapp-lead';
const PATH = '/api/WhatsappLeads';

const instance = sharedInstance();
let panel: Record<string, string>;
test.beforeAll(async () => {
  panel = await editorHeaders(instance());
});

const context = {
  page: '/returns',
  referrer: 'https://www.google.com/',
  consentVersion: 'c0ffee12',
  utm_source: 'fb',
  utm_medium: 'cpc',
  utm_campaign: 'returns-nov',
  utm_content: 'ad-2',
  utm_term: 'stocks',
};

/** A distinct Indian mobile number per call (98xxxxxxxx is a mobile range). */
let seq = 0;
const indianMobile = () => `98${String((Date.now() + seq++) % 1e8).padStart(8, '0')}`;

/** The leads of one international number, as an editor filters them in the panel. */
async function leadsOf(phone: string): Promise<any[]> {
  const res = await instance().api.get(`${LEADS}?page=1&pageSize=50&filters[phone][$eq]=${encodeURIComponent(phone)}`, { headers: panel });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).results;
}

async function allLeads(): Promise<number> {
  const res = await instance().api.get(`${LEADS}?page=1&pageSize=1`, { headers: panel });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).pagination.total;
}

const send = (data: unknown) => call(instance().api, 'POST', PATH, { data });

test('a lead is stored with its number in E.164 form and its context, and is filterable in the panel', async () => {
  const national = indianMobile();
  const body = await check(await send({ lead: { name: ' Asha Rao ', country: 'IN', phone: national }, context }), 200, 'lead');
  expect(body).toEqual({ success: true });
  const [lead, ...rest] = await leadsOf(`+91${national}`);
  expect(rest).toHaveLength(0);
  expect(lead).toMatchObject({ ...context, name: 'Asha Rao', country: 'IN', phone: `+91${national}` });
  expect(Date.now() - new Date(lead.submittedAt).getTime()).toBeLessThan(60_000);

  const byCampaign = await instance().api.get(
    `${LEADS}?page=1&pageSize=50&filters[utm_campaign][$eq]=returns-nov&filters[phone][$eq]=${encodeURIComponent(`+91${national}`)}`,
    { headers: panel },
  );
  expect((await byCampaign.json()).results.map((l: any) => l.name)).toEqual(['Asha Rao']);
});

test("the country defaults to India; another country's mobile number gets its own code; no context is fine", async () => {
  const national = indianMobile();
  await check(await send({ lead: { name: 'Ravi', phone: national } }), 200, 'no country');
  expect((await leadsOf(`+91${national}`))[0]).toMatchObject({ country: 'IN', page: null, utm_campaign: null });

  await check(await send({ lead: { name: 'Omar', country: 'AE', phone: '501234567' } }), 200, 'UAE');
  expect((await leadsOf('+971501234567'))[0]).toMatchObject({ name: 'Omar', country: 'AE' });
});

test('the panel lists Returns/WhatsApp leads with time, name, number, page and campaign', async () => {
  const res = await instance().api.get('/content-manager/content-types/api::whatsapp-lead.whatsapp-lead/configuration', { headers: panel });
  expect(res.ok(), await res.text()).toBeTruthy();
  expect((await res.json()).data.contentType.layouts.list).toEqual(WHATSAPP_LEAD_LIST_COLUMNS);
});

test("bad input → 400 with the form's message, nothing stored", async () => {
  const before = await allLeads();
  const lead = { name: 'Asha', country: 'IN', phone: '9876543210' };
  const cases: [unknown, string][] = [
    [{}, 'lead is required.'],
    [{ lead: null }, 'lead is required.'],
    [{ lead: 'Asha 9876543210' }, 'lead must be an object.'],
    [{ lead: { ...lead, name: '  ' } }, 'Name is required.'],
    [{ lead: { ...lead, name: 'N'.repeat(101) } }, 'Name is too long.'],
    [{ lead: { ...lead, phone: '' } }, 'Mobile Number is required.'],
    [{ lead: { ...lead, phone: 9876543210 } }, 'phone must be text.'],
    [{ lead: { ...lead, phone: '98765abcde' } }, 'Enter correct Mobile Number.'],
    [{ lead: { ...lead, phone: '+919876543210' } }, 'Enter correct Mobile Number.'],
    [{ lead: { ...lead, phone: '98765' } }, 'Enter correct Mobile Number.'],
    [{ lead: { ...lead, phone: '1234567890' } }, 'Enter correct Mobile Number.'],
    [{ lead: { ...lead, phone: '2212345678' } }, 'Enter correct Mobile Number.'], // a landline
    [{ lead: { ...lead, country: 'AE' } }, 'Enter correct Mobile Number.'], // an Indian number under the UAE
    [{ lead: { ...lead, country: 'XX' } }, COUNTRY_INVALID],
    [{ lead: { ...lead, country: ['IN'] } }, 'country must be text.'],
    [{ lead: { ...lead, phone: { $ne: null } } }, 'phone must be text.'],
    [{ lead, context: 'landing' }, 'context must be an object.'],
    [{ lead, context: { page: 42 } }, 'page must be text.'],
    [{ lead, context: { utm_campaign: 'c'.repeat(201) } }, 'utm_campaign must be at most 200 characters.'],
  ];
  for (const [body, message] of cases) {
    const answer = await check(await send(body), 400, JSON.stringify(body).slice(0, 80));
    expect(answer.error.message, JSON.stringify(body).slice(0, 80)).toBe(message);
  }
  expect(await allLeads()).toBe(before);
});

test('the same number again within the day updates the one record; another number is its own record', async () => {
  const national = indianMobile();
  await check(await send({ lead: { name: 'Asha', country: 'IN', phone: national }, context }), 200, 'first');
  await check(
    await send({
      lead: { name: 'Asha Rao', country: 'IN', phone: ` ${national} ` },
      context: { page: '/returns', utm_campaign: 'retarget' },
    }),
    200,
    'repeat',
  );
  const list = await leadsOf(`+91${national}`);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ name: 'Asha Rao', utm_campaign: 'retarget' });

  const other = indianMobile();
  await check(await send({ lead: { name: 'Asha', country: 'IN', phone: other } }), 200, 'another number');
  expect(await leadsOf(`+91${other}`)).toHaveLength(1);
  expect(await leadsOf(`+91${national}`)).toHaveLength(1);
});
