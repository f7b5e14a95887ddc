/**
 * The CMS panel is no back door (cms/src/bootstrap/app-owned.ts, built-in-roles.ts, panel-matrix.ts;
 * docs/editors.md, "Who may do what in the panel"). Through the Content Manager's API, as the panel
 * itself calls it, with accounts of Super Admin, Strapi's Editor and Author, Compliance and Marketer:
 * - each attack found from outside (a forged amendment, a call's report or ISIN swapped, a call made
 *   in the panel, a subscription granted, money, tickets and logs deleted, the register exported by
 *   an Author) is refused, and nothing changed;
 * - every cell of the matrix (role × type × read, create, update, delete, publish) is tried: exactly
 *   the allowed ones get through.
 * SQLite and PostgreSQL.
 */
import { test, expect } from '@playwright/test';
import { GRIEVANCE_PREFIX } from 'contracts';
import {
  panelAccess,
  PANEL_ACTIONS,
  PANEL_ROLES,
  REGULATORY_PAGE_SLUGS,
  REPORT_IN_USE,
  RESEARCH_READ_ONLY,
  type PanelAction,
  type PanelRole,
  type PanelType,
} from 'cms';
import {
  adminAccount,
  call,
  check,
  createStock,
  createUpdate,
  editorHeaders,
  getPlans,
  GENERAL_ENV,
  instanceForBlock,
  isoDay,
  newAccount,
  panelStaff,
  sqlOn,
  STRUCTURED_CALL,
  submitKyc,
  subscribe,
  SUITE_MODE,
  uploadReport,
  type Account,
} from './helpers';
import { samplePdf } from '../lib/pdf';

test.describe.configure({ mode: SUITE_MODE });

const CM = '/content-manager';
const collection = (uid: string) => `${CM}/collection-types/${uid}`;
/** The first start's panel accounts (cms/src/bootstrap/staff-accounts.ts), as npm start passes their generated passwords. */
const STAFF = { compliance: 'Compliance-Passw0rd!', marketer: 'Marketer-Passw0rd!' };
const instance = instanceForBlock(() => ({
  ...GENERAL_ENV,
  CMS_COMPLIANCE_PASSWORD: STAFF.compliance,
  CMS_MARKETER_PASSWORD: STAFF.marketer,
}));
const api = () => instance().api;
const sql = (statement: string) => sqlOn(instance().cms, statement).trim();

let admin: Account;
let subscriber: Account;
let headers: Record<PanelRole, Record<string, string>>;
let stock: { id: number; reportId: number };
let report: { id: number };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  admin = await adminAccount(instance());
  subscriber = await newAccount(api(), 'panel-access');
  const [plan] = await getPlans(api());
  await subscribe(api(), admin.token, subscriber.id, plan.id, isoDay(0));
  const pdf = { name: 'call.pdf', mimeType: 'application/pdf', buffer: await samplePdf(2) };
  report = await check(await uploadReport(api(), admin.token, pdf), 200, 'upload');
  stock = await createStock(api(), admin.token, {
    ...STRUCTURED_CALL,
    rationale: 'Margins widen.',
    entryLow: 1400,
    entryHigh: 1500,
    target: 1650,
    stopLoss: 1300,
    reportId: report.id,
  });
  await createUpdate(api(), admin.token, stock.id, 'Buy', { description: 'Add on dips' });
  await submitKyc(api(), subscriber.token);
  // The subscriber takes a copy: the download log now names the report.
  const copy = await call(api(), 'GET', `/api/Reports/${report.id}/download`, { token: subscriber.token });
  expect(copy.status(), await copy.text().catch(() => '')).toBe(200);
  const superAdmin = await editorHeaders(instance());
  headers = { 'Super Admin': superAdmin } as Record<PanelRole, Record<string, string>>;
  for (const role of PANEL_ROLES.slice(1)) headers[role] = await panelStaff(instance(), superAdmin, role);
});

/** A row of `uid` as the panel lists it (Super Admin), with its documentId. */
async function panelRow(uid: string, filter: string): Promise<any> {
  const res = await api().get(`${collection(uid)}?page=1&pageSize=1&${filter}`, { headers: headers['Super Admin'] });
  const [row] = (await check(res, 200, `${uid} list`)).results;
  expect(row, `a ${uid} row (${filter})`).toBeTruthy();
  return row;
}

const refusedWith = async (res: Awaited<ReturnType<typeof call>>, status: number, label: string, message?: string) => {
  const body = await check(res, status, label);
  if (message) expect(body.error.message, label).toBe(message);
};

test('an Author (and Super Admin) cannot forge an amendment: 403, no row, subscribers see the call as published', async () => {
  const forged = { targetKind: 'stock', targetId: stock.id, version: 2, reason: 'Forged', content: { target: 777 }, amendedBy: 'Someone' };
  await refusedWith(await api().post(collection('api::amendment.amendment'), { headers: headers.Author, data: forged }), 403, 'Author');
  await refusedWith(
    await api().post(collection('api::amendment.amendment'), { headers: headers['Super Admin'], data: forged }),
    403,
    'Super Admin',
    RESEARCH_READ_ONLY,
  );
  expect(sql(`SELECT count(*) FROM amendments WHERE target_id = ${stock.id}`)).toBe('0');
  const seen = await check(
    await call(api(), 'POST', '/api/GWSUsers/getuserstock', { token: subscriber.token, data: { id: subscriber.id } }),
    200,
    'getuserstock',
  );
  expect(seen.stocks.find((s: any) => s.id === stock.id)).toMatchObject({ target: 1650, version: 1 });
});

test("neither Editor nor Super Admin swaps a call's report or ISIN, nor makes a call in the panel", async () => {
  const row = await panelRow('api::stock.stock', `filters[$and][0][id][$eq]=${stock.id}`);
  const other = await check(
    await uploadReport(api(), admin.token, { name: 'other.pdf', mimeType: 'application/pdf', buffer: await samplePdf(1) }),
    200,
    'another report',
  );
  for (const role of ['Editor', 'Super Admin'] as const) {
    for (const patch of [{ reportId: other.id }, { isin: 'INE000X01010' }]) {
      await refusedWith(
        await api().put(`${collection('api::stock.stock')}/${row.documentId}`, { headers: headers[role], data: patch }),
        403,
        `${role} edits ${Object.keys(patch)}`,
        role === 'Super Admin' ? RESEARCH_READ_ONLY : undefined,
      );
    }
    const bad = { name: 'Panel call', code: 'INE999Z01010', action: 'Buy', entryLow: 500, entryHigh: 100, target: -5, horizonMonths: 999 };
    await refusedWith(await api().post(collection('api::stock.stock'), { headers: headers[role], data: bad }), 403, `${role} makes a call`);
  }
  expect(sql(`SELECT report_id FROM stocks WHERE id = ${stock.id}`)).toBe(String(report.id));
  expect(sql(`SELECT count(*) FROM stocks WHERE name = 'Panel call'`)).toBe('0');
});

test('no panel role grants a subscription, nor deletes one, a ticket or a download log entry', async () => {
  const free = await newAccount(api(), 'panel-free');
  const [plan] = await getPlans(api());
  for (const role of ['Editor', 'Super Admin'] as const) {
    const grant = { user: free.id, type: String(plan.id), date: isoDay(0) };
    await refusedWith(
      await api().post(collection('api::subscription.subscription'), { headers: headers[role], data: grant }),
      403,
      `${role} grants`,
    );
  }
  expect(sql(`SELECT count(*) FROM subscriptions_user_lnk WHERE user_id = ${free.id}`)).toBe('0');

  const paid = await panelRow('api::subscription.subscription', `filters[user][id][$eq]=${subscriber.id}`);
  await refusedWith(
    await api().delete(`${collection('api::subscription.subscription')}/${paid.documentId}`, { headers: headers['Super Admin'] }),
    403,
    'subscription',
  );
  const download = await panelRow('api::report-download.report-download', `filters[email][$eq]=${encodeURIComponent(subscriber.email)}`);
  await refusedWith(
    await api().delete(`${collection('api::report-download.report-download')}/${download.documentId}`, { headers: headers['Super Admin'] }),
    403,
    'download log',
  );
  const ticket = (
    await check(
      await api().post(collection('api::grievance.grievance'), {
        headers: headers.Compliance,
        data: { channel: 'scores', receivedAt: new Date(Date.now() - 86_400_000).toISOString(), name: 'Via SCORES', ticketStatus: 'open' },
      }),
      201,
      'Compliance records a ticket',
    )
  ).data;
  for (const role of ['Compliance', 'Super Admin'] as const)
    await refusedWith(
      await api().delete(`${collection('api::grievance.grievance')}/${ticket.documentId}`, { headers: headers[role] }),
      403,
      `${role} deletes a ticket`,
    );
  expect(sql(`SELECT count(*) FROM subscriptions WHERE document_id = '${paid.documentId}'`)).toBe('1');
  expect(sql(`SELECT count(*) FROM report_downloads WHERE document_id = '${download.documentId}'`)).toBe('1');
  expect(sql(`SELECT count(*) FROM grievances WHERE document_id = '${ticket.documentId}'`)).toBe('1');
  // The ticket's recording and its edit are in the audit trail.
  await check(
    await api().put(`${collection('api::grievance.grievance')}/${ticket.documentId}`, {
      headers: headers.Compliance,
      data: { ticketStatus: 'resolved', resolutionNote: 'Answered.' },
    }),
    200,
    'Compliance resolves it',
  );
  expect(sql(`SELECT action FROM audit_entries WHERE entry_document_id = '${ticket.documentId}' ORDER BY id`).split('\n')).toEqual([
    'create',
    'update',
  ]);
});

test('a report research points to is never deleted (409), and still downloads; an unused one may go, with its bytes', async () => {
  const row = await panelRow('api::report.report', `filters[$and][0][id][$eq]=${report.id}`);
  await refusedWith(
    await api().delete(`${collection('api::report.report')}/${row.documentId}`, { headers: headers['Super Admin'] }),
    409,
    'used report',
    REPORT_IN_USE,
  );
  expect(sql(`SELECT count(*) FROM report_files WHERE report_id = ${report.id}`)).toBe('1');
  const copy = await call(api(), 'GET', `/api/Reports/${report.id}/download`, { token: subscriber.token });
  expect(copy.status()).toBe(200);

  const unused = await check(
    await uploadReport(api(), admin.token, { name: 'wrong.pdf', mimeType: 'application/pdf', buffer: await samplePdf(1) }),
    200,
    'a wrong upload',
  );
  const wrong = await panelRow('api::report.report', `filters[$and][0][id][$eq]=${unused.id}`);
  await check(
    await api().delete(`${collection('api::report.report')}/${wrong.documentId}`, { headers: headers['Super Admin'] }),
    200,
    'unused report',
  );
  expect(sql(`SELECT count(*) FROM reports WHERE id = ${unused.id}`)).toBe('0');
  expect(sql(`SELECT count(*) FROM report_files WHERE report_id = ${unused.id}`)).toBe('0');
  expect(sql(`SELECT action FROM audit_entries WHERE entry_document_id = '${wrong.documentId}'`)).toBe('delete');
});

test("an Author reads neither the register's CSV nor its verification; Compliance does", async () => {
  for (const path of ['/research-register/export.csv', '/research-register/verify']) {
    for (const role of ['Author', 'Editor', 'Marketer'] as const)
      expect((await api().get(`${CM}${path}`, { headers: headers[role] })).status(), `${role} ${path}`).toBe(403);
    expect((await api().get(`${CM}${path}`, { headers: headers.Compliance })).status(), `Compliance ${path}`).toBe(200);
  }
});

test("a KYC record's sealed fields, PAN lookup and agency answer never leave the server; its review state is a field of its own", async () => {
  const base = collection('api::kyc.kyc-record');
  const list = await check(
    await api().get(`${base}?page=1&pageSize=10&filters[userId][$eq]=${subscriber.id}`, { headers: headers['Super Admin'] }),
    200,
    'list',
  );
  expect(list.results).toHaveLength(1);
  const one = await check(await api().get(`${base}/${list.results[0].documentId}`, { headers: headers['Super Admin'] }), 200, 'edit view');
  for (const answer of [JSON.stringify(list), JSON.stringify(one)])
    for (const field of ['panEncrypted', 'panLookup', 'dateOfBirthEncrypted', 'kraAnswer']) expect(answer, field).not.toContain(field);
  expect(one.data).toMatchObject({ reviewState: 'self-declared', userId: subscriber.id });
  expect(sql(`SELECT review_state FROM kyc_records WHERE user_id = ${subscriber.id}`)).toBe('self-declared');
  expect((await api().get(`${base}?page=1&pageSize=1`, { headers: headers.Editor })).status()).toBe(403);
});

/** A panel session of `email` (a sign-in of its own). */
async function panelSignIn(email: string, password: string): Promise<Record<string, string>> {
  const res = await api().post('/admin/login', { data: { email, password } });
  return { Authorization: `Bearer ${(await check(res, 200, `${email} signs in`)).data.token}` };
}

test('the first start made a Compliance and a Marketer account; the Marketer reads and exports the leads (no grievance), erases none, and leaves plan fees alone', async () => {
  const compliance = await panelSignIn('compliance@example.com', STAFF.compliance);
  const marketer = await panelSignIn('marketing@example.com', STAFF.marketer);
  const me = await check(await api().get('/admin/users/me', { headers: compliance }), 200, 'me');
  expect(me.data.roles.map((r: { name: string }) => r.name)).toEqual(['Compliance']);

  const campaign = `pa-${Date.now().toString(36)}`;
  const sales = {
    contactInfo: {
      name: 'Sales Lead',
      level: 'New lead',
      email: `sales-${campaign}@example.in`,
      mobile: '9876543210',
      otherQuery: 'Call me',
    },
    context: { page: '/pricing', utm_campaign: campaign },
  };
  await check(await call(api(), 'POST', '/api/Messages/sendContactUsDetails', { data: sales }), 200, 'a sales lead');
  const complaint = {
    contactInfo: {
      name: 'Complainant',
      level: null,
      email: `grv-${campaign}@example.in`,
      mobile: '9876543211',
      otherQuery: `${GRIEVANCE_PREFIX}my report link failed`,
    },
  };
  await check(await call(api(), 'POST', '/api/Messages/sendContactUsDetails', { data: complaint }), 200, 'a grievance');
  expect(sql(`SELECT count(*) FROM leads WHERE email = 'grv-${campaign}@example.in' AND source = 'grievance'`)).toBe('1');

  const list = await check(
    await api().get(`${collection('api::lead.lead')}?page=1&pageSize=100`, { headers: marketer }),
    200,
    'Marketer lists leads',
  );
  const emails = list.results.map((l: { email: string }) => l.email);
  expect(emails).toContain(`sales-${campaign}@example.in`);
  expect(list.results.some((l: { source: string }) => l.source === 'grievance')).toBe(false);
  // Newest first, as the list opens.
  const config = await check(
    await api().get(`${CM}/content-types/api::lead.lead/configuration`, { headers: marketer }),
    200,
    'list settings',
  );
  expect(config.data.contentType.settings).toMatchObject({ defaultSortBy: 'submittedAt', defaultSortOrder: 'DESC' });
  const csv = await api().get(`${CM}/lead-tools/api::lead.lead/export.csv`, { headers: marketer });
  expect(csv.status(), await csv.text()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(`sales-${campaign}@example.in`);
  expect(text).not.toContain(`grv-${campaign}@example.in`);
  const tools = await check(await api().get(`${CM}/lead-tools/collections`, { headers: marketer }), 200, 'lead tools');
  expect(tools.data.map((c: { uid: string }) => c.uid)).toEqual([
    'api::lead.lead',
    'api::whatsapp-lead.whatsapp-lead',
    'api::newsletter-subscriber.newsletter-subscriber',
    'api::questionnaire-answer.questionnaire-answer',
  ]);
  expect(tools.data.every((c: { mayErase: boolean }) => c.mayErase === false)).toBe(true);
  expect(
    (await api().post(`${CM}/lead-tools/erase`, { headers: marketer, data: { email: `sales-${campaign}@example.in` } })).status(),
  ).toBe(403);
  expect(sql(`SELECT count(*) FROM leads WHERE email = 'sales-${campaign}@example.in'`)).toBe('1');

  const plan = await panelRow('api::plan.plan', 'sort=id:asc');
  const price = sql(`SELECT price FROM plans WHERE document_id = '${plan.documentId}' AND published_at IS NULL`);
  await api().put(`${collection('api::plan.plan')}/${plan.documentId}`, { headers: marketer, data: { price: 1, name: `${plan.name}` } });
  expect(sql(`SELECT price FROM plans WHERE document_id = '${plan.documentId}' AND published_at IS NULL`)).toBe(price);
  await check(
    await api().put(`${collection('api::plan.plan')}/${plan.documentId}`, { headers: compliance, data: { price: Number(price) } }),
    200,
    'compliance sets the fee',
  );
});

/** The probe of one cell: the request the panel sends for it, on a row Super Admin found (or none). */
async function probe(role: PanelRole, type: PanelType & { kind: string }, action: PanelAction, row: any): Promise<number | null> {
  const h = { headers: headers[role] };
  const single = type.kind === 'singleType';
  const base = `${CM}/${single ? 'single' : 'collection'}-types/${type.uid}`;
  const one = single ? base : row ? `${base}/${row.documentId}` : null;
  switch (action) {
    case 'read':
      return (await api().get(single ? base : `${base}?page=1&pageSize=1`, h)).status();
    case 'create':
      return single ? null : (await api().post(base, { ...h, data: {} })).status();
    case 'update':
      return one ? (await api().put(one, { ...h, data: {} })).status() : null;
    case 'delete':
      // An allowed deletion is tried on an entry that is not there (404: past the permission), never on content.
      if (panelAccess(role, type, 'delete') === 'yes')
        return single ? null : (await api().delete(`${base}/not-a-document-0000000000`, h)).status();
      return one ? (await api().delete(one, h)).status() : null;
    case 'publish':
      return type.draftAndPublish && one ? (await api().post(`${one}/actions/publish`, { ...h, data: {} })).status() : null;
  }
}

/** Whether an answer means the panel let the action through (a refusal is 401/403, or a 409 where the data is written). */
function letThrough(action: PanelAction, status: number): boolean {
  if (action === 'read') return status === 200 || status === 404;
  if (action === 'delete') return status === 404 || status === 200;
  if (action === 'create') return ![401, 403, 409].includes(status) && status < 500;
  return status === 200 || status === 201;
}

test('every cell of the matrix: exactly the allowed role × type × action get through the Content Manager', async () => {
  test.setTimeout(300_000);
  const listed: any[] = (await check(await api().get(`${CM}/content-types`, { headers: headers['Super Admin'] }), 200, 'types')).data;
  const types = listed
    .filter((t) => t.uid.startsWith('api::') || t.uid === 'plugin::users-permissions.user')
    .map((t) => ({
      uid: t.uid as string,
      kind: t.kind as string,
      name: t.info.displayName as string,
      draftAndPublish: Boolean(t.options?.draftAndPublish),
      visible: t.pluginOptions?.['content-manager']?.visible !== false,
    }));
  expect(types.length).toBeGreaterThan(40);
  const wrong: string[] = [];
  let tried = 0;
  let skipped = 0;
  for (const type of types) {
    let row: any = null;
    if (type.kind !== 'singleType') {
      const rows = (
        await check(await api().get(`${collection(type.uid)}?page=1&pageSize=50`, { headers: headers['Super Admin'] }), 200, type.uid)
      ).results;
      // A marketing page: the Marketer's pages are those (a regulatory one is compliance's).
      row = rows.find((r: any) => type.uid !== 'api::page.page' || !REGULATORY_PAGE_SLUGS.includes(r.slug)) ?? null;
    }
    for (const role of PANEL_ROLES)
      for (const action of PANEL_ACTIONS) {
        const status = await probe(role, type, action, row);
        if (status === null) {
          skipped++;
          continue;
        }
        tried++;
        if (status >= 500) wrong.push(`${role} ${action} ${type.uid}: ${status}`);
        const access = panelAccess(role, type, action);
        // 'own' (Strapi's Author): a list shows its own entries, it may create, and any other entry (a single type's one) is refused.
        const expected =
          access === 'yes' || (access === 'own' && (action === 'create' || (action === 'read' && type.kind !== 'singleType')));
        if (letThrough(action, status) !== expected)
          wrong.push(`${role} ${action} ${type.uid}: ${status}, expected ${expected ? 'through' : 'refused'}`);
      }
  }
  console.log(
    `panel matrix: ${tried} cells tried on ${types.length} types × ${PANEL_ROLES.length} roles, ${skipped} not applicable or without a row`,
  );
  expect(wrong).toEqual([]);
});
