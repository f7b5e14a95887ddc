/**
 * Links typed by editors: every URL field of the content model accepts only
 * https:, http:, mailto:, tel:, site paths and #anchors. Refused with the rule's message and a
 * 400 when saved from the CMS panel (the content-manager admin API the panel itself uses), from
 * the REST API and from the app's own admin routes, including components nested in a Page's
 * dynamic zone; nothing is stored. Also: no link-like field of any schema escapes the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { SAFE_URL_MAX_LENGTH, SAFE_URL_RULE } from 'contracts';
import { RESEARCH_READ_ONLY, URL_FIELDS } from 'cms';
import {
  Account,
  Instance,
  adminAccount,
  call,
  check,
  createStock,
  editorHeaders,
  stockInput,
  SUITE_MODE,
  test,
  sharedInstance,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const CMS_SRC = path.join(__dirname, '..', '..', 'cms', 'src');
const ATTACKS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example',
];
const ALLOWED = [
  'https://rzp.io/l/plan-x',
  'http://example.in/x',
  'mailto:support@example.in',
  'tel:+919876543210',
  '/pricing',
  '#pricing_section',
];

const PLAN = 'api::plan.plan';
const PAGE = 'api::page.page';
const SETTINGS = 'api::site-setting.site-setting';
const STOCK = 'api::stock.stock';
const UPDATE = 'api::stock-update.stock-update';

let inst: Instance;
let admin: Account;
/** Authorization for the content-manager admin API (the CMS panel's editor). */
let panel: Record<string, string>;

const shared = sharedInstance();

test.beforeAll(async () => {
  inst = shared();
  admin = await adminAccount(inst);
  panel = await editorHeaders(inst);
});

// ---------------------------------------------------------------------------------------------
// Helpers: the content-manager calls the panel makes.

const cm = (kind: 'collection-types' | 'single-types', uid: string, rest = '') => `/content-manager/${kind}/${uid}${rest}`;

async function firstDocument(api: APIRequestContext, uid: string, query = ''): Promise<any> {
  const res = await api.get(cm('collection-types', uid, `?page=1&pageSize=100${query}`), { headers: panel });
  expect(res.ok(), `list ${uid}`).toBeTruthy();
  const [first] = (await res.json()).results;
  expect(first, `a seeded ${uid}`).toBeTruthy();
  return readDocument(api, uid, first.documentId);
}

async function readDocument(api: APIRequestContext, uid: string, documentId: string): Promise<any> {
  const res = await api.get(cm('collection-types', uid, `/${documentId}`), { headers: panel });
  expect(res.ok(), `read ${uid} ${documentId}`).toBeTruthy();
  return editable((await res.json()).data);
}

/** What the panel sends back on save: the document without its read-only publication status. */
function editable({ status: _status, ...doc }: any): any {
  return doc;
}

async function readSettings(api: APIRequestContext): Promise<any> {
  const res = await api.get(cm('single-types', SETTINGS), { headers: panel });
  expect(res.ok(), 'read the site settings').toBeTruthy();
  return editable((await res.json()).data);
}

/** Saves through the panel's API and expects the refusal: 400, the one error shape, the rule's message naming the field. */
async function expectRefused(res: Awaited<ReturnType<APIRequestContext['put']>>, label: string, fieldLabel?: string): Promise<void> {
  const body = await check(res, 400, label);
  expect(body.error.name, label).toBe('ValidationError');
  if (fieldLabel) expect(body.error.message, label).toBe(`${fieldLabel} ${SAFE_URL_RULE}.`);
}

/** A Page that has a section of the given component in its dynamic zone. */
async function pageWith(api: APIRequestContext, component: string): Promise<any> {
  const res = await api.get(cm('collection-types', PAGE, '?page=1&pageSize=100'), { headers: panel });
  for (const row of (await res.json()).results) {
    const page = await readDocument(api, PAGE, row.documentId);
    if (page.sections.some((s: any) => s.__component === component)) return page;
  }
  throw new Error(`no seeded page has a ${component} section`);
}

function withSection(page: any, component: string, patch: Record<string, unknown>): any {
  let done = false;
  const sections = page.sections.map((s: any) => {
    if (done || s.__component !== component) return s;
    done = true;
    return { ...s, ...patch };
  });
  return { ...page, sections };
}

const sectionOf = (page: any, component: string) => page.sections.find((s: any) => s.__component === component);

// ---------------------------------------------------------------------------------------------

test('every link-like field of every schema is in the one list of URL fields (and the list names real fields)', () => {
  const schemas: { uid: string; attributes: Record<string, any> }[] = [];
  for (const api of fs.readdirSync(path.join(CMS_SRC, 'api'))) {
    const types = path.join(CMS_SRC, 'api', api, 'content-types');
    if (!fs.existsSync(types)) continue;
    for (const type of fs.readdirSync(types)) {
      schemas.push({
        uid: `api::${api}.${type}`,
        attributes: JSON.parse(fs.readFileSync(path.join(types, type, 'schema.json'), 'utf8')).attributes,
      });
    }
  }
  for (const category of fs.readdirSync(path.join(CMS_SRC, 'components'))) {
    for (const file of fs.readdirSync(path.join(CMS_SRC, 'components', category)).filter((f) => f.endsWith('.json'))) {
      schemas.push({
        uid: `${category}.${file.replace(/\.json$/, '')}`,
        attributes: JSON.parse(fs.readFileSync(path.join(CMS_SRC, 'components', category, file), 'utf8')).attributes,
      });
    }
  }
  expect(schemas.length, 'schemas found').toBeGreaterThan(20);
  const linkLike = /url|uri|link|href|website|target|redirect/i;
  const missed: string[] = [];
  for (const { uid, attributes } of schemas) {
    for (const [name, attr] of Object.entries(attributes)) {
      const textual = ['string', 'text'].includes(attr.type);
      if (textual && linkLike.test(name) && !URL_FIELDS[uid]?.[name]) missed.push(`${uid}.${name}`);
    }
  }
  expect(missed, 'link-like text fields missing from URL_FIELDS (cms/src/lib/safe-links.ts)').toEqual([]);
  for (const [uid, fields] of Object.entries(URL_FIELDS)) {
    const schema = schemas.find((s) => s.uid === uid);
    expect(schema, `${uid} exists`).toBeTruthy();
    for (const field of Object.keys(fields))
      expect(['string', 'text'], `${uid}.${field} is a text field`).toContain(schema!.attributes[field]?.type);
  }
});

test('CMS panel: a plan payment link that is not a safe link is refused with the message, nothing is stored', async () => {
  const plan = await firstDocument(inst.api, PLAN);
  for (const bad of ATTACKS) {
    await expectRefused(
      await inst.api.put(cm('collection-types', PLAN, `/${plan.documentId}`), { headers: panel, data: { ...plan, paymentLink: bad } }),
      `paymentLink ${JSON.stringify(bad)}`,
      'Payment link',
    );
  }
  // A string field is also capped by Strapi itself (255 characters).
  await check(
    await inst.api.put(cm('collection-types', PLAN, `/${plan.documentId}`), {
      headers: panel,
      data: { ...plan, paymentLink: `https://rzp.io/${'a'.repeat(3000)}` },
    }),
    400,
    'overlong paymentLink',
  );
  expect((await readDocument(inst.api, PLAN, plan.documentId)).paymentLink).toBe(plan.paymentLink);
  // A new plan with a bad link is not created at all.
  const { documentId: _d, id: _i, ...fresh } = plan;
  const before = (await (await inst.api.get(cm('collection-types', PLAN, '?page=1&pageSize=1'), { headers: panel })).json()).pagination
    .total;
  await expectRefused(
    await inst.api.post(cm('collection-types', PLAN), {
      headers: panel,
      data: { ...fresh, name: 'Evil plan', paymentLink: 'javascript:alert(1)' },
    }),
    'create a plan',
    'Payment link',
  );
  expect((await (await inst.api.get(cm('collection-types', PLAN, '?page=1&pageSize=1'), { headers: panel })).json()).pagination.total).toBe(
    before,
  );
});

test('CMS panel: https, http, mailto, tel, site paths and #anchors are accepted and stored as typed', async () => {
  const plan = await firstDocument(inst.api, PLAN);
  for (const good of ALLOWED) {
    const res = await inst.api.put(cm('collection-types', PLAN, `/${plan.documentId}`), {
      headers: panel,
      data: { ...plan, paymentLink: good },
    });
    await check(res, 200, `paymentLink ${good}`);
    expect((await readDocument(inst.api, PLAN, plan.documentId)).paymentLink).toBe(good);
  }
  // An empty optional link is no link, not a bad one.
  await check(
    await inst.api.put(cm('collection-types', PLAN, `/${plan.documentId}`), { headers: panel, data: { ...plan, paymentLink: null } }),
    200,
    'no payment link',
  );
});

test('CMS panel: publishing a plan whose draft is safe works (the published copy passes the same check)', async () => {
  const plan = await firstDocument(inst.api, PLAN);
  await check(
    await inst.api.put(cm('collection-types', PLAN, `/${plan.documentId}`), {
      headers: panel,
      data: { ...plan, paymentLink: 'https://rzp.io/l/published' },
    }),
    200,
    'save',
  );
  await check(
    await inst.api.post(cm('collection-types', PLAN, `/${plan.documentId}/actions/publish`), { headers: panel, data: {} }),
    200,
    'publish',
  );
});

test("CMS panel: hero and call-to-action links inside a Page's sections are refused, nothing is stored", async () => {
  for (const [component, field, label] of [
    ['sections.hero', 'ctaLink', 'Hero button link'],
    ['sections.call-to-action', 'buttonLink', 'Call-to-action button link'],
  ] as const) {
    const page = await pageWith(inst.api, component);
    const original = sectionOf(page, component)[field];
    for (const bad of ATTACKS) {
      const res = await inst.api.put(cm('collection-types', PAGE, `/${page.documentId}`), {
        headers: panel,
        data: withSection(page, component, { [field]: bad }),
      });
      await expectRefused(res, `${component}.${field} ${JSON.stringify(bad)}`, label);
    }
    // A new section (no id yet) with a bad link is refused too.
    const { id: _id, ...newSection } = sectionOf(page, component);
    const added = { ...page, sections: [...page.sections, { ...newSection, [field]: 'data:text/html,<script>alert(1)</script>' }] };
    await expectRefused(
      await inst.api.put(cm('collection-types', PAGE, `/${page.documentId}`), { headers: panel, data: added }),
      `new ${component}`,
      label,
    );
    const after = await readDocument(inst.api, PAGE, page.documentId);
    expect(sectionOf(after, component)[field], `${component}.${field} unchanged`).toBe(original);
    expect(after.sections.length, 'no section added').toBe(page.sections.length);
    // A safe link is accepted.
    await check(
      await inst.api.put(cm('collection-types', PAGE, `/${page.documentId}`), {
        headers: panel,
        data: withSection(page, component, { [field]: '/contact' }),
      }),
      200,
      `${component}.${field} /contact`,
    );
    expect(sectionOf(await readDocument(inst.api, PAGE, page.documentId), component)[field]).toBe('/contact');
  }
});

test('CMS panel: a sticky call-to-action target that is not an #anchor is refused', async () => {
  const res = await inst.api.get(cm('collection-types', PAGE, '?page=1&pageSize=100'), { headers: panel });
  let page: any;
  for (const row of (await res.json()).results) {
    const p = await readDocument(inst.api, PAGE, row.documentId);
    if (p.stickyCta) {
      page = p;
      break;
    }
  }
  expect(page, 'a seeded page with a sticky call to action').toBeTruthy();
  await expectRefused(
    await inst.api.put(cm('collection-types', PAGE, `/${page.documentId}`), {
      headers: panel,
      data: { ...page, stickyCta: { ...page.stickyCta, target: 'javascript:alert(1)' } },
    }),
    'stickyCta.target',
  );
  expect((await readDocument(inst.api, PAGE, page.documentId)).stickyCta.target).toBe(page.stickyCta.target);
});

test('CMS panel: site settings — the site URL and each social link are refused when unsafe', async () => {
  const settings = await readSettings(inst.api);
  expect(settings.socialLinks.length, 'seeded social links').toBeGreaterThan(0);
  await expectRefused(
    await inst.api.put(cm('single-types', SETTINGS), { headers: panel, data: { ...settings, siteUrl: 'javascript:alert(1)' } }),
    'siteUrl',
    'Site URL',
  );
  const socialLinks = settings.socialLinks.map((l: any, i: number) =>
    i === 0 ? { ...l, url: 'data:text/html,<script>alert(1)</script>' } : l,
  );
  await expectRefused(
    await inst.api.put(cm('single-types', SETTINGS), { headers: panel, data: { ...settings, socialLinks } }),
    'socialLinks[0].url',
    'Social link URL',
  );
  const added = [...settings.socialLinks.map((l: any) => l), { platform: 'youtube', url: 'vbscript:msgbox(1)' }];
  await expectRefused(
    await inst.api.put(cm('single-types', SETTINGS), { headers: panel, data: { ...settings, socialLinks: added } }),
    'a new social link',
    'Social link URL',
  );
  const after = await readSettings(inst.api);
  expect(after.siteUrl).toBe(settings.siteUrl);
  expect(after.socialLinks.map((l: any) => l.url)).toEqual(settings.socialLinks.map((l: any) => l.url));
});

test('CMS panel: a stock report link and a stock update report link cannot be written there at all (research is written by the app); the API refuses unsafe ones', async () => {
  const stock = await createStock(inst.api, admin.token);
  const doc = await firstDocument(inst.api, STOCK, `&filters[$and][0][id][$eq]=${stock.id}`);
  for (const reportLink of ['javascript:alert(1)', `https://reports.example.com/${'a'.repeat(3000)}`]) {
    const refused = await check(
      await inst.api.put(cm('collection-types', STOCK, `/${doc.documentId}`), { headers: panel, data: { ...doc, reportLink } }),
      403,
      'a panel edit of a stock',
    );
    expect(refused.error.message).toBe(RESEARCH_READ_ONLY);
  }
  expect((await readDocument(inst.api, STOCK, doc.documentId)).reportLink).toBe(stock.reportLink);
  const update = await check(
    await inst.api.post(cm('collection-types', UPDATE), {
      headers: panel,
      data: { type: 'Buy', description: 'x', report_link: 'data:text/html,<b>x</b>' },
    }),
    403,
    'a panel-made stock update',
  );
  expect(update.error.message).toBe(RESEARCH_READ_ONLY);
  // The app's own call holds the same link rule (a text field has no length limit of its own: the rule's applies).
  const overlong = await check(
    await call(inst.api, 'POST', '/api/Stocks/', {
      token: admin.token,
      data: stockInput({ reportLink: `https://reports.example.com/${'a'.repeat(3000)}` }),
    }),
    400,
    'an overlong reportLink through the API',
  );
  expect(JSON.stringify(overlong.error)).toContain(`at most ${SAFE_URL_MAX_LENGTH} characters`);
  await check(
    await call(inst.api, 'POST', '/api/Stocks/', { token: admin.token, data: stockInput({ reportLink: 'javascript:alert(1)' }) }),
    400,
    'a javascript: reportLink through the API',
  );
});

test('REST API: a full-access API token cannot store a javascript: link either', async () => {
  const created = await inst.api.post('/admin/api-tokens', {
    headers: panel,
    data: { name: `links-${Date.now()}`, type: 'full-access', lifespan: null, description: '' },
  });
  expect(created.ok(), `an API token for the test: ${await created.text()}`).toBeTruthy();
  const key = (await created.json()).data.accessKey;
  const plan = await firstDocument(inst.api, PLAN);
  const res = await call(inst.api, 'PUT', `/api/plans/${plan.documentId}`, {
    token: key,
    data: { data: { paymentLink: 'javascript:alert(1)' } },
  });
  await expectRefused(res, 'PUT /api/plans', 'Payment link');
  const ok = await call(inst.api, 'PUT', `/api/plans/${plan.documentId}`, {
    token: key,
    data: { data: { paymentLink: 'https://rzp.io/l/rest' } },
  });
  await check(ok, 200, 'PUT /api/plans with a safe link');
});

test("the app's admin Add New Stock and Add Update refuse a javascript: report link with the message", async () => {
  for (const bad of ATTACKS) {
    const res = await call(inst.api, 'POST', '/api/Stocks/', { token: admin.token, data: stockInput({ reportLink: bad }) });
    await expectRefused(res, `POST /api/Stocks reportLink ${JSON.stringify(bad)}`, 'Report link');
  }
  const stock = await createStock(inst.api, admin.token, { reportLink: '/reports/x.pdf' });
  expect(stock.reportLink).toBe('/reports/x.pdf');
  const res = await call(inst.api, 'POST', '/api/Updates', {
    token: admin.token,
    data: { type: 'Buy', description: 'x', report_link: 'javascript:alert(1)', stockId: stock.id },
  });
  await expectRefused(res, 'POST /api/Updates', 'Report link');
  const list = await check(
    await call(inst.api, 'GET', '/api/Updates', {
      token: admin.token,
      query: { filter: JSON.stringify({ where: { stockId: stock.id } }) },
    }),
    200,
    'updates',
  );
  expect(list, 'no update stored').toEqual([]);
});
