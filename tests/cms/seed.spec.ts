import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as pwRequest, APIRequestContext } from '@playwright/test';
import { bootCms, TestCms } from '../lib/cms';

const ROOT = path.resolve(__dirname, '..', '..');
const apiDir = path.join(ROOT, 'cms', 'src', 'api');
// The CMS-edited content types (those the seed fills); the app's own records are tested in api/.
const SEEDED = (name: string) => fs.existsSync(path.join(ROOT, 'content-seed', 'data', `${name}.json`)) || name === 'page';
const TYPES = fs
  .readdirSync(apiDir)
  .filter(SEEDED)
  .map((name) => {
    const schema = JSON.parse(fs.readFileSync(path.join(apiDir, name, 'content-types', name, 'schema.json'), 'utf8'));
    return { name, schema, single: schema.kind === 'singleType', endpoint: schema.kind === 'singleType' ? name : schema.info.pluralName };
  });
const component = (uid: string) => {
  const [cat, name] = uid.split('.');
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', 'src', 'components', cat, `${name}.json`), 'utf8'));
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let cms: TestCms;
let api: APIRequestContext;

async function connect() {
  await api?.dispose();
  const token = fs.readFileSync(path.join(cms.dataDir, 'site-build-token'), 'utf8').trim();
  api = await pwRequest.newContext({ baseURL: cms.url, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}
async function restart() {
  await cms.restart();
  await connect();
}

/** A full-access API token created in the panel by the seeded editor. */
async function editorApiToken(): Promise<string> {
  const login = await api.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  const jwt = (await login.json()).data.token;
  const created = await api.post('/admin/api-tokens', {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { name: `editor-${Date.now()}`, type: 'full-access', lifespan: null },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return (await created.json()).data.accessKey;
}

/** Every entry of every type, deeply populated, with the fields that say whether it changed. */
async function snapshot() {
  const out: Record<string, any[]> = {};
  for (const t of TYPES) {
    const populate =
      t.name === 'page'
        ? {
            stickyCta: true,
            sections: { on: Object.fromEntries(t.schema.attributes.sections.components.map((c: string) => [c, { populate: '*' }])) },
          }
        : '*';
    const url = `/api/${t.endpoint}?${new URLSearchParams(flatten({ populate, ...(t.single ? {} : { pagination: { pageSize: 100 } }) })).toString()}`;
    const r = await api.get(url);
    expect(r.ok(), `${t.name}: ${r.status()}`).toBeTruthy();
    const body = await r.json();
    out[t.name] = t.single ? [body.data] : body.data;
  }
  return out;
}

/** qs-style flattening: {a:{b:1}} → {"a[b]": "1"} (Strapi's REST parameters). */
function flatten(obj: any, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}[${k}]` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v, key));
    else out[key] = String(v);
  }
  return out;
}

/**
 * Fields the seed leaves empty on purpose: no tracking pixel unless an editor sets one (with none
 * the site loads no third-party script), the sample report is the seeded file, not a link, and no
 * GSTIN: a sample firm has none, and receipts show a GST breakdown only for a real one.
 */
const EMPTY_ON_PURPOSE: Record<string, readonly string[]> = {
  'site-setting': ['trackingPixelId', 'sampleReportUrl', 'gstin'],
  // Unset, a plan's yearly instalment is its price divided by its years (payments.ts).
  plan: ['instalmentAmount'],
  // The example months were not prepared from tickets by the CMS; no reminder was due (and it is private).
  'complaint-data': ['preparedAt', 'reminderSentOn'],
};

const filled = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

test.afterAll(async () => {
  await api?.dispose();
  await cms?.stop();
});

test('empty database → every content type filled, every field filled in some entry', async () => {
  cms = await bootCms({ fresh: true });
  await connect();
  const snap = await snapshot();
  for (const t of TYPES) {
    const entries = snap[t.name].filter(Boolean);
    expect(entries.length, `${t.name} has entries`).toBeGreaterThan(0);
    for (const attr of Object.keys(t.schema.attributes).filter((a) => !EMPTY_ON_PURPOSE[t.name]?.includes(a))) {
      expect(
        entries.some((e: any) => filled(e[attr])),
        `${t.name}.${attr} is filled in some entry`,
      ).toBeTruthy();
    }
  }
  // Every section type is used by some page, with each of its fields filled somewhere.
  const sections = snap.page.flatMap((p: any) => p.sections);
  for (const uid of TYPES.find((t) => t.name === 'page')!.schema.attributes.sections.components) {
    const used = sections.filter((s: any) => s.__component === uid);
    expect(used.length, `${uid} is used`).toBeGreaterThan(0);
    for (const attr of Object.keys(component(uid).attributes)) {
      expect(
        used.some((s: any) => filled(s[attr])),
        `${uid}.${attr} is filled somewhere`,
      ).toBeTruthy();
    }
  }
});

test('a second start changes nothing; an edited entry survives a restart', async () => {
  const before = await snapshot();
  await restart();
  const after = await snapshot();
  const ids = (s: Record<string, any[]>) =>
    Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v.map((e) => `${e.documentId}@${e.updatedAt}`).sort()]));
  expect(ids(after)).toEqual(ids(before));

  const testimonial = after.testimonial[0];
  // The site-build token only reads: edit with a token the editor makes in the panel.
  const edited = await api.put(`/api/testimonials/${testimonial.documentId}`, {
    data: { data: { name: 'Edited By Editor' } },
    headers: { Authorization: `Bearer ${await editorApiToken()}` },
  });
  expect(edited.ok(), await edited.text()).toBeTruthy();
  await restart();
  const res = await api.get(`/api/testimonials/${testimonial.documentId}`);
  expect((await res.json()).data.name).toBe('Edited By Editor');
  expect((await snapshot()).testimonial.length).toBe(after.testimonial.length);
});
