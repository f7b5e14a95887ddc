/**
 * The advertisement code in the editor's hands, the audit trail and the CMS roles,
 * through the CMS panel's own API: marketing entries are flagged on save (the seed's claims too),
 * verification needs a reference, strict mode refuses to publish unverified claims; every change
 * of regulated content is in the audit trail with who and which field, and the trail cannot be
 * edited; a Marketer cannot touch complaint data or grievances, a Compliance user can.
 * SQLite and PostgreSQL.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { editorHeaders, instanceForBlock, panelStaff, sqlOn, SUITE_MODE } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const CM = '/content-manager';
const PAGES = `${CM}/collection-types/api::page.page`;
const FEATURES = `${CM}/collection-types/api::feature.feature`;
const TICKETS = `${CM}/collection-types/api::grievance.grievance`;
const AUDIT = `${CM}/collection-types/api::audit-entry.audit-entry`;
const COMPLIANCE = `${CM}/single-types/api::compliance-setting.compliance-setting`;
const COMPLAINTS = `${CM}/single-types/api::complaint-data.complaint-data`;

const instance = instanceForBlock();
let panel: Record<string, string>;
const api = () => instance().api;

test.beforeAll(async () => {
  panel = await editorHeaders(instance());
});

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, label: string, status = 200): Promise<any> {
  expect(res.status(), `${label}: ${await res.text()}`).toBe(status);
  return res.json();
}

async function pageBySlug(slug: string, headers = panel): Promise<any> {
  const body = await ok(await api().get(`${PAGES}?page=1&pageSize=5&filters[slug][$eq]=${slug}`, { headers }), `page ${slug}`);
  return body.results[0];
}

const newPage = (slug: string, heading: string) => ({
  title: `Test ${slug}`,
  slug,
  description: 'A page made by a test',
  layout: 'standard',
  sections: [{ __component: 'sections.hero', heading, tone: 'light' }],
});

const publish = (documentId: string) => api().post(`${PAGES}/${documentId}/actions/publish`, { headers: panel, data: {} });

test("the seed's own marketing claims are flagged; its legal pages are not", async () => {
  const returns = await pageBySlug('returns');
  expect(returns.adCodeFlags).toContain('returns of up to 1570%');
  expect(returns.adCodeFlags).toContain('Sample stocks');
  expect(returns.claimsVerified).toBe(false);
  const home = await pageBySlug('home');
  expect(home.adCodeFlags).toContain('“150-300% Returns” (sections[1].items[0])');
  expect(home.adCodeFlags).not.toContain('(adCodeFlags)');
  const offer = await pageBySlug('offer');
  expect(offer.adCodeFlags).toContain('Limited-period offer');
  // The standard warning and the disclaimers deny guarantees: not claims.
  for (const slug of ['disclaimer', 'terms-and-conditions', 'investor-charter', 'privacy-policy'])
    expect((await pageBySlug(slug)).adCodeFlags).toBeNull();
});

test('saving a flagged feature flags it, with the phrases and why; a clean save clears it; the flag is not the client’s to set', async () => {
  const created = await ok(
    await api().post(FEATURES, {
      headers: panel,
      data: { title: 'Our promise', description: 'Guaranteed returns: our picks delivered a 42% CAGR.', group: 'key', adCodeFlags: null },
    }),
    'create feature',
    201,
  );
  const feature = created.data;
  expect(feature.adCodeFlags).toContain('“Guaranteed” (description): a guarantee');
  expect(feature.adCodeFlags).toContain('“delivered a 42% CAGR” (description): a claim of returns or past performance');

  const cleaned = await ok(
    await api().put(`${FEATURES}/${feature.documentId}`, {
      headers: panel,
      data: { ...feature, description: 'Careful research, clear reasoning and honest updates.', adCodeFlags: 'nothing to see' },
    }),
    'clean feature',
  );
  expect(cleaned.data.adCodeFlags).toBeNull();
  const forged = await ok(
    await api().put(`${FEATURES}/${feature.documentId}`, { headers: panel, data: { adCodeFlags: 'forged' } }),
    'forged flags',
  );
  expect(forged.data.adCodeFlags).toBeNull();
});

test('claims marked verified need the verification reference', async () => {
  const page = await pageBySlug('landing-dark');
  const res = await api().put(`${PAGES}/${page.documentId}`, {
    headers: panel,
    data: { claimsVerified: true, verificationReference: '  ' },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).error.message).toBe(
    "Give the verification reference (the past risk and return verification agency's) before marking the claims verified.",
  );
  const verified = await ok(
    await api().put(`${PAGES}/${page.documentId}`, {
      headers: panel,
      data: { claimsVerified: true, verificationReference: 'PaRRVA/2026/00042' },
    }),
    'verified',
  );
  expect(verified.data.claimsVerified).toBe(true);
  expect(verified.data.verificationReference).toBe('PaRRVA/2026/00042');
  expect(verified.data.adCodeFlags).toContain('delivered 150%-300%');

  // A verification covers the claims it was given for: a new claim needs a new reference.
  const moved = await ok(
    await api().put(`${PAGES}/${page.documentId}`, { headers: panel, data: { title: 'Renamed, same claims' } }),
    'same claims',
  );
  expect(moved.data.claimsVerified).toBe(true);
  const added = await ok(
    await api().put(`${PAGES}/${page.documentId}`, {
      headers: panel,
      data: { description: 'Now with assured profits for every subscriber.' },
    }),
    'a new claim',
  );
  expect(added.data.claimsVerified).toBe(false);
  expect(added.data.adCodeFlags).toContain('“assured” (description)');
  const reverified = await ok(
    await api().put(`${PAGES}/${page.documentId}`, {
      headers: panel,
      data: { claimsVerified: true, verificationReference: 'PaRRVA/2026/00043' },
    }),
    're-verified',
  );
  expect(reverified.data.claimsVerified).toBe(true);
});

test('strict mode: publishing unverified claims is refused naming them; verified with a reference, it publishes', async () => {
  const slug = `strict-${Date.now()}`;
  const page = (
    await ok(
      await api().post(PAGES, { headers: panel, data: newPage(slug, 'Risk-free wealth: returns of 300% in 2 years') }),
      'create page',
      201,
    )
  ).data;
  expect(page.adCodeFlags).toContain('Risk-free');

  // Off by default: it publishes (flagged; the site shows its disclaimer).
  await ok(await publish(page.documentId), 'publish, strict mode off');

  await ok(await api().put(COMPLIANCE, { headers: panel, data: { strictAdCode: true } }), 'strict mode on');
  await ok(
    await api().put(`${PAGES}/${page.documentId}`, { headers: panel, data: { title: 'Changed while strict' } }),
    'drafts still save',
  );
  const refused = await publish(page.documentId);
  expect(refused.status()).toBe(400);
  const message = (await refused.json()).error.message as string;
  expect(message).toContain('Strict advertisement code is on');
  expect(message).toContain('“Risk-free”');
  expect(message).toContain('“returns of 300%”');
  const live = sqlOn(
    instance().cms,
    `SELECT title FROM pages WHERE document_id = '${page.documentId}' AND published_at IS NOT NULL`,
  ).trim();
  expect(live, 'the live version is the one published before').toBe(`Test ${slug}`);

  // Any page with unverified claims: refused too.
  const other = await api().post(PAGES, { headers: panel, data: newPage(`${slug}-b`, 'Assured profits for all') });
  expect(other.status()).toBe(201);
  expect((await publish((await other.json()).data.documentId)).status()).toBe(400);

  await ok(
    await api().put(`${PAGES}/${page.documentId}`, {
      headers: panel,
      data: { claimsVerified: true, verificationReference: 'PaRRVA/2026/00077' },
    }),
    'verify',
  );
  await ok(await publish(page.documentId), 'publish verified');
  // A clean page publishes in strict mode.
  const clean = (await ok(await api().post(PAGES, { headers: panel, data: newPage(`${slug}-c`, 'Research you can read') }), 'clean', 201))
    .data;
  expect(clean.adCodeFlags).toBeNull();
  await ok(await publish(clean.documentId), 'publish clean');
  await ok(await api().put(COMPLIANCE, { headers: panel, data: { strictAdCode: false } }), 'strict mode off');
});

test('the audit trail records an edit with who, when and the changed field; a publish too; it cannot be edited or deleted', async () => {
  const page = await pageBySlug('about');
  const title = `About us ${Date.now()}`;
  const started = Date.now() - 1000;
  await ok(await api().put(`${PAGES}/${page.documentId}`, { headers: panel, data: { title } }), 'edit about');
  await ok(await publish(page.documentId), 'publish about');

  const history = await ok(
    await api().get(`${AUDIT}?page=1&pageSize=20&sort=at:DESC&filters[$and][0][entryDocumentId][$eq]=${page.documentId}`, {
      headers: panel,
    }),
    'history',
  );
  const [published, edited] = history.results;
  expect(edited.action).toBe('update');
  expect(edited.contentType).toBe('api::page.page');
  expect(edited.userEmail).toBe('editor@example.com');
  expect(edited.via).toBe('panel');
  expect(new Date(edited.at).getTime()).toBeGreaterThanOrEqual(started);
  expect(edited.changes).toEqual([{ field: 'title', from: page.title, to: title }]);
  expect(published.action).toBe('publish');
  expect(published.changes).toEqual([{ field: 'title', from: page.title, to: title }]);
  // The seed's import is the first entry of the history, by the CMS itself.
  expect(history.results.at(-1)).toMatchObject({ action: 'create', via: 'system', userEmail: null });

  // Site settings and compliance settings are audited too (single types).
  const settings = await ok(
    await api().get(`${AUDIT}?page=1&pageSize=5&filters[$and][0][contentType][$eq]=api::compliance-setting.compliance-setting`, {
      headers: panel,
    }),
    'compliance settings history',
  );
  expect(settings.results.length).toBeGreaterThanOrEqual(2);
  expect(settings.results.some((e: any) => e.changes?.some((c: any) => c.field === 'strictAdCode' && c.to === true))).toBe(true);

  expect((await api().delete(`${AUDIT}/${edited.documentId}`, { headers: panel })).status()).toBe(403);
  expect((await api().put(`${AUDIT}/${edited.documentId}`, { headers: panel, data: { userEmail: 'someone@else' } })).status()).toBe(403);
  expect(
    (
      await api().post(AUDIT, { headers: panel, data: { action: 'update', contentType: 'x', via: 'panel', at: new Date().toISOString() } })
    ).status(),
  ).toBe(403);
  const layout = (await ok(await api().get(`${CM}/content-types/api::audit-entry.audit-entry/configuration`, { headers: panel }), 'layout'))
    .data.contentType;
  expect(layout.layouts.list).toEqual(['at', 'action', 'contentType', 'entryTitle', 'userEmail']);
  expect(layout.settings.defaultSortBy).toBe('at');
  expect(layout.metadatas.changes.edit.editable).toBe(false);
  const kept = await ok(await api().get(`${AUDIT}/${edited.documentId}`, { headers: panel }), 'kept');
  expect(kept.data.userEmail).toBe('editor@example.com');
});

/** A panel user with one of the CMS roles, signed in: their Authorization header. */
const staff = (roleName: string) => panelStaff(instance(), panel, roleName);

test('a Marketer edits features but not complaint data or grievances, nor verifies claims; a Compliance user does', async () => {
  const ticket = (
    await ok(
      await api().post(TICKETS, {
        headers: panel,
        data: { channel: 'scores', receivedAt: new Date(Date.now() - 86_400_000).toISOString(), name: 'Via SCORES', ticketStatus: 'open' },
      }),
      'ticket',
      201,
    )
  ).data;
  const feature = (await ok(await api().get(`${FEATURES}?page=1&pageSize=1`, { headers: panel }), 'a feature')).results[0];

  const marketer = await staff('Marketer');
  expect((await api().get(COMPLAINTS, { headers: marketer })).status()).toBe(403);
  expect((await api().put(COMPLAINTS, { headers: marketer, data: { impersonationNote: 'changed' } })).status()).toBe(403);
  expect((await api().get(`${TICKETS}/${ticket.documentId}`, { headers: marketer })).status()).toBe(403);
  expect((await api().put(`${TICKETS}/${ticket.documentId}`, { headers: marketer, data: { channel: 'other' } })).status()).toBe(403);
  expect((await api().put(COMPLIANCE, { headers: marketer, data: { strictAdCode: true } })).status()).toBe(403);
  expect((await api().get(`${AUDIT}?page=1&pageSize=1`, { headers: marketer })).status()).toBe(403);
  await ok(
    await api().put(`${FEATURES}/${feature.documentId}`, {
      headers: marketer,
      data: { note: 'Edited by marketing', claimsVerified: true, verificationReference: 'self-verified' },
    }),
    'marketer edits a feature',
  );
  // Marketing pages, not the regulatory ones.
  const terms = await pageBySlug('terms-and-conditions');
  expect((await api().put(`${PAGES}/${terms.documentId}`, { headers: marketer, data: { title: 'Marketing terms' } })).status()).toBe(403);
  const landing = await pageBySlug('landing-light');
  await ok(
    await api().put(`${PAGES}/${landing.documentId}`, { headers: marketer, data: { title: 'Landing, by marketing' } }),
    'marketer edits a landing page',
  );
  const afterMarketer = (await ok(await api().get(`${FEATURES}/${feature.documentId}`, { headers: panel }), 'feature')).data;
  expect(afterMarketer.note).toBe('Edited by marketing');
  expect(afterMarketer.claimsVerified, 'a Marketer cannot verify claims').toBe(false);
  expect(afterMarketer.verificationReference ?? null).toBeNull();

  const compliance = await staff('Compliance');
  await ok(
    await api().put(`${PAGES}/${terms.documentId}`, { headers: compliance, data: { title: terms.title } }),
    'compliance edits the terms',
  );
  await ok(await api().get(COMPLAINTS, { headers: compliance }), 'compliance reads complaint data');
  await ok(
    await api().put(`${TICKETS}/${ticket.documentId}`, {
      headers: compliance,
      data: { ticketStatus: 'resolved', resolutionNote: 'Answered on SCORES.' },
    }),
    'compliance resolves a ticket',
  );
  await ok(await api().get(`${AUDIT}?page=1&pageSize=1`, { headers: compliance }), 'compliance reads the audit trail');
  expect(
    (
      await api().delete(
        `${AUDIT}/${(await ok(await api().get(`${AUDIT}?page=1&pageSize=1`, { headers: compliance }), 'a')).results[0].documentId}`,
        { headers: compliance },
      )
    ).status(),
  ).toBe(403);
  await ok(
    await api().put(`${FEATURES}/${feature.documentId}`, {
      headers: compliance,
      data: { claimsVerified: true, verificationReference: 'PaRRVA/2026/00099' },
    }),
    'compliance verifies',
  );
  // Who did it, in the trail of the Compliance settings' neighbours: the ticket is not audited, the feature not either; a page is.
  const page = await pageBySlug('about', compliance);
  await ok(
    await api().put(`${PAGES}/${page.documentId}`, { headers: compliance, data: { description: 'About the firm, edited by compliance' } }),
    'page',
  );
  const trail = await ok(
    await api().get(`${AUDIT}?page=1&pageSize=1&sort=at:DESC&filters[$and][0][entryDocumentId][$eq]=${page.documentId}`, {
      headers: panel,
    }),
    'trail',
  );
  expect(trail.results[0].userName).toBe('Compliance Staff');
  expect(trail.results[0].changes.map((c: any) => c.field)).toEqual(['description']);
});
