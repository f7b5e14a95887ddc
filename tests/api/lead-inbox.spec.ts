/**
 * The CMS panel's Leads view on a real CMS (cms/src/lib/lead-inbox.ts): every lead form's entries
 * (contact form, WhatsApp, newsletter) sent through the public forms in one list, newest first,
 * filtered by page, campaign, source and medium, grievance complainants left out, for the
 * Marketer as for Super Admin; the same rows as CSV; a panel role that reads no lead gets 403, a
 * bad filter or page 400, and nobody signed out anything.
 */
import { expect } from '@playwright/test';
import { LEAD_INBOX_PATH, LEAD_INBOX_PAGE_SIZE } from 'cms';
import { call, check, editorHeaders, panelStaff, sharedInstance, test, uniqueEmail, withQuery, SUITE_MODE } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const instance = sharedInstance();
// This file's own campaign: the shared CMS has other files' leads.
const campaign = `inbox-${Date.now().toString(36)}`;
const phone = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
const emails = { contact: uniqueEmail('inbox-contact'), newsletter: uniqueEmail('inbox-news'), grievance: uniqueEmail('inbox-grv') };
let superAdmin: Record<string, string>;
let marketer: Record<string, string>;

const context = (page: string, source: string) => ({ page, utm_campaign: campaign, utm_source: source, utm_medium: 'cpc' });
const pause = () => new Promise((r) => setTimeout(r, 1_100));

test.beforeAll(async () => {
  const api = instance().api;
  superAdmin = await editorHeaders(instance());
  marketer = await panelStaff(instance(), superAdmin, 'Marketer');
  // Oldest first, a second apart, so that "newest first" has one right answer.
  const contactInfo = { name: 'Asha Rao', level: 'New lead', email: emails.contact, mobile: '9876543210', otherQuery: '' };
  await check(
    await call(api, 'POST', '/api/Messages/sendContactUsDetails', { data: { contactInfo, context: context('/landing/a', 'google') } }),
    200,
    'contact',
  );
  await pause();
  await check(
    await call(api, 'POST', '/api/WhatsappLeads', {
      data: { lead: { name: 'Vikram Shah', country: 'IN', phone }, context: context('/returns', 'meta') },
    }),
    200,
    'whatsapp',
  );
  await pause();
  const newsletter = {
    data: { type: 'free subscription', email: emails.newsletter, name: 'Meera Iyer' },
    context: context('/newsletter', 'google'),
  };
  await check(await call(api, 'POST', '/api/Subscriptions/addusertomailchimp', { data: newsletter }), 200, 'newsletter');
  // A grievance through the contact form is kept as a lead for the firm's mail, but is none.
  const grievance = { ...contactInfo, email: emails.grievance, level: null, otherQuery: 'Grievance - late report' };
  await check(
    await call(api, 'POST', '/api/Messages/sendContactUsDetails', {
      data: { contactInfo: grievance, context: context('/contact', 'google') },
    }),
    200,
    'grievance',
  );
});

const inbox = (headers: Record<string, string>, params: Record<string, string> = {}) =>
  instance().api.get(withQuery(LEAD_INBOX_PATH, { campaign, ...params }), { headers });

for (const who of ['Super Admin', 'Marketer'] as const) {
  test(`${who}: every form's leads of the campaign in one list, newest first, without the grievance`, async () => {
    const body = await check(await inbox(who === 'Marketer' ? marketer : superAdmin), 200, 'inbox');
    expect(body.meta).toEqual({ page: 1, pageSize: LEAD_INBOX_PAGE_SIZE, total: 3 });
    expect(body.data.map((r: any) => [r.form, r.name, r.email || r.phone, r.page, r.utm_source])).toEqual([
      ['Newsletter subscriber', 'Meera Iyer', emails.newsletter, '/newsletter', 'google'],
      ['Returns/WhatsApp lead', 'Vikram Shah', `+91${phone}`, '/returns', 'meta'],
      ['Lead (landing)', 'Asha Rao', emails.contact, '/landing/a', 'google'],
    ]);
    expect(JSON.stringify(body)).not.toContain(emails.grievance);
  });
}

test('filters by page, source and medium, without regard to case', async () => {
  const bySource = await check(await inbox(marketer, { source: 'GOOGLE' }), 200, 'source');
  expect(bySource.data.map((r: any) => r.name)).toEqual(['Meera Iyer', 'Asha Rao']);
  const byPage = await check(await inbox(marketer, { path: '/RETURNS', medium: 'cpc' }), 200, 'page');
  expect(byPage.data.map((r: any) => r.name)).toEqual(['Vikram Shah']);
  const none = await check(await inbox(marketer, { medium: 'email' }), 200, 'medium');
  expect(none).toMatchObject({ data: [], meta: { total: 0 } });
});

test('the CSV has the same rows, newest first, as Excel reads them', async () => {
  const res = await instance().api.get(withQuery(`${LEAD_INBOX_PATH}.csv`, { campaign }), { headers: marketer });
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = (await res.body()).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('\uFEFFReceived (UTC),Form,Name,Email,Phone,Page,Referrer,utm_source,utm_medium,utm_campaign,utm_content,utm_term');
  expect(lines.slice(1, -1).map((l) => l.split(',')[2])).toEqual(['Meera Iyer', 'Vikram Shah', 'Asha Rao']);
  expect(lines.at(-1)).toBe('');
});

test('a role that reads no lead gets 403, an Author none of them; a bad page or filter 400; no panel sign-in 401', async () => {
  const compliance = await panelStaff(instance(), superAdmin, 'Compliance');
  const refused = await check(await inbox(compliance), 403, 'compliance');
  expect(refused.error.message).toBe('You may not read any lead collection.');
  await check(await instance().api.get(withQuery(`${LEAD_INBOX_PATH}.csv`, {}), { headers: compliance }), 403, 'compliance csv');
  // Strapi's Author reads only the entries they created: none of the forms' leads.
  const author = await panelStaff(instance(), superAdmin, 'Author');
  expect(await check(await inbox(author), 200, 'author')).toMatchObject({ data: [], meta: { total: 0 } });
  for (const page of ['0', '1001', 'x', '1.5'])
    expect((await check(await inbox(marketer, { page }), 400, `page ${page}`)).error.message).toBe(
      'page must be a whole number from 1 to 1000.',
    );
  const long = await check(await inbox(marketer, { source: 'x'.repeat(201) }), 400, 'long filter');
  expect(long.error.message).toBe('source must be text of 200 characters at most.');
  const nested = await instance().api.get(`${LEAD_INBOX_PATH}?source[$ne]=x`, { headers: marketer });
  expect(nested.status()).toBe(400);
  expect((await instance().api.get(LEAD_INBOX_PATH)).status()).toBe(401);
});
