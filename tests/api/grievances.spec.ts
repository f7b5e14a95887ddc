/**
 * Grievance tickets: the grievance form's call opens a numbered ticket and mails its
 * complainant an acknowledgement; compliance staff resolve it in the CMS panel (a note required,
 * the history kept, the resolution mailed); GET /api/Grievances/report?month= computes the month's
 * complaint data from the tickets, for app administrators only. SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import { expect } from '@playwright/test';
import {
  GRAND_TOTAL,
  GRIEVANCE_CONFIRM_PATH,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_PREFIX,
  SCORES_URL,
  SMART_ODR_URL,
  type ComplaintReport,
} from 'contracts';
import { todayInFirm } from 'cms';
import {
  adminAccount,
  call,
  check,
  editorHeaders,
  emlTexts,
  getPlans,
  newBuyer,
  outboxFiles,
  sharedInstance,
  sleep,
  sqlOn,
  test,
  uniqueEmail,
  SUITE_MODE,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const TICKETS = '/content-manager/collection-types/api::grievance.grievance';
const SEND = '/api/Messages/sendContactUsDetails';
// The worker's shared CMS: every ticket here has an address of its own, and the report is read as
// a difference before and after, so what other files left changes nothing asserted.
const instance = sharedInstance();
let panel: Record<string, string>;
let adminToken: string;
const month = todayInFirm().slice(0, 7);

test.beforeAll(async () => {
  panel = await editorHeaders(instance());
  adminToken = (await adminAccount(instance())).token;
});

const grievance = (email: string, text = 'my report link is broken') => ({
  contactInfo: { name: 'Asha Rao', level: null, email, mobile: '9876543210', otherQuery: `${GRIEVANCE_PREFIX}${text}` },
});
const sql = (statement: string) => sqlOn(instance().cms, statement).trim();
const ticketsOf = (email: string) => sql(`SELECT reference, ticket_status, channel FROM grievances WHERE email = '${email}' ORDER BY id`);

/** Waits for a mail to `email` whose text has `needle`; answers its readable text. */
async function mailTo(email: string, needle: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const f of outboxFiles(instance())) {
      const text = emlTexts(fs.readFileSync(f, 'utf8')).join('\n');
      if (text.includes(`To: ${email}`) && text.includes(needle)) return text;
    }
    await sleep(100);
  }
  throw new Error(`no mail to ${email} with "${needle}"`);
}

/** The confirmation link in the acknowledgement of `reference` sent to `email`: its path and token. */
async function confirmLinkOf(email: string, reference: string): Promise<{ path: string; token: string }> {
  const ack = await mailTo(email, reference);
  const m = new RegExp(`https?://[^\\s"'<>]*(${GRIEVANCE_CONFIRM_PATH.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+))`).exec(ack);
  if (!m) throw new Error(`no confirmation link in the acknowledgement of ${reference}`);
  return { path: m[1], token: m[2] };
}
/**
 * Following the link shows a Confirm button and changes nothing (a mail scanner opens links too);
 * pressing it POSTs the token as the page's form does.
 */
const openLink = (path: string) => instance().api.get(path, { maxRedirects: 0 });
const pressConfirm = (token: string) => instance().api.post(GRIEVANCE_CONFIRM_PATH, { form: { token }, maxRedirects: 0 });
async function confirmThrough(path: string) {
  const link = await openLink(path);
  const token = new URL(path, 'http://x').searchParams.get('token') ?? '';
  if (link.status() !== 200 || !(await link.text()).includes('Confirm my grievance')) return link;
  return pressConfirm(token);
}

async function report(m = month): Promise<ComplaintReport> {
  return check(await call(instance().api, 'GET', `/api/Grievances/report?month=${m}`, { token: adminToken }), 200, `report ${m}`);
}
const total = (r: ComplaintReport) => r.rows.find((row) => row.source === GRAND_TOTAL)!;

async function ticketInPanel(reference: string): Promise<any> {
  const res = await instance().api.get(`${TICKETS}?page=1&pageSize=10&filters[reference][$eq]=${reference}`, { headers: panel });
  expect(res.ok(), await res.text()).toBeTruthy();
  const [ticket] = (await res.json()).results;
  return ticket;
}
const save = (documentId: string, data: Record<string, unknown>) =>
  instance().api.put(`${TICKETS}/${documentId}`, { headers: panel, data });

test('a grievance through the form opens a numbered ticket and the complainant is acknowledged at once', async () => {
  const email = uniqueEmail('grv');
  await check(await call(instance().api, 'POST', SEND, { data: grievance(email) }), 200, 'grievance');
  const [reference, status, channel] = ticketsOf(email).split('|');
  expect(reference).toMatch(new RegExp(`^GRV-${todayInFirm().slice(0, 4)}-\\d{6}$`));
  expect([status, channel]).toEqual(['open', 'direct']);
  const ack = await mailTo(email, reference);
  expect(ack).toContain('21 calendar days');
  expect(ack).toContain(SCORES_URL);
  expect(ack).toContain(SMART_ODR_URL);
  // Still a lead as well, for the firm's mail and the lead panel.
  expect(sql(`SELECT count(*) FROM leads WHERE email = '${email}' AND source = 'grievance'`)).toBe('1');
});

test('a double submit is one ticket; grievances received at once get distinct consecutive numbers', async () => {
  const email = uniqueEmail('grvdup');
  const same = await Promise.all(Array.from({ length: 5 }, () => call(instance().api, 'POST', SEND, { data: grievance(email) })));
  for (const res of same) await check(res, 200, 'double submit');
  expect(ticketsOf(email).split('\n')).toHaveLength(1);

  const emails = Array.from({ length: 6 }, (_, i) => uniqueEmail(`grvrace${i}`));
  const racing = await Promise.all(emails.map((e) => call(instance().api, 'POST', SEND, { data: grievance(e, `issue ${e}`) })));
  for (const res of racing) await check(res, 200, 'racing grievances');
  const numbers = emails.map((e) => Number(ticketsOf(e).split('|')[0].slice(-6))).sort((a, b) => a - b);
  expect(new Set(numbers).size).toBe(6);
  expect(numbers[5] - numbers[0]).toBe(5);
});

test('resolving in the panel: a note is required, the history records who, the complainant is mailed, the report counts it', async () => {
  const before = await report();
  const email = uniqueEmail('grvres');
  await check(await call(instance().api, 'POST', SEND, { data: grievance(email) }), 200, 'grievance');
  const [reference] = ticketsOf(email).split('|');
  // Not a registered client's address: counted once its sender confirms it.
  expect((await confirmThrough((await confirmLinkOf(email, reference)).path)).status()).toBe(200);
  const received = await report();
  expect(total(received).received).toBe(total(before).received + 1);
  expect(total(received).totalPending).toBe(total(before).totalPending + 1);

  const ticket = await ticketInPanel(reference);
  const noNote = await save(ticket.documentId, { ticketStatus: 'resolved' });
  expect(noNote.status()).toBe(400);
  expect((await noNote.json()).error.message).toBe('Write the resolution note before marking the ticket resolved or closed.');
  const renumbered = await save(ticket.documentId, { reference: 'GRV-2000-000001' });
  expect(renumbered.status()).toBe(400);

  const resolved = await save(ticket.documentId, { ticketStatus: 'resolved', resolutionNote: 'The report link was re-sent.' });
  expect(resolved.status(), await resolved.text()).toBe(200);
  const after = await ticketInPanel(reference);
  expect(after.resolvedAt).toBeTruthy();
  expect(after.history.map((h: { status: string }) => h.status)).toEqual(['open', 'confirmed', 'resolved']);
  expect(after.history[1].by).toContain('the complainant');
  expect(after.history[2].by).toContain('editor@example.com');
  expect(await mailTo(email, `${reference} is resolved`)).toContain('The report link was re-sent.');

  const now = await report();
  expect(total(now).resolved).toBe(total(before).resolved + 1);
  expect(total(now).totalPending).toBe(total(before).totalPending);
  for (const row of now.rows) expect(row.totalPending).toBe(row.pendingLastMonth + row.received - row.resolved);
});

test("the acknowledgement quotes nothing that was sent; a stranger's grievance counts once confirmed through its link", async () => {
  const before = await report();
  const email = uniqueEmail('grvbait');
  const bait = 'Your account is locked. Verify at https://evil.example/login';
  const sent = { contactInfo: { name: bait, level: null, email, mobile: '9876543210', otherQuery: `${GRIEVANCE_PREFIX}${bait}` } };
  const answer = await check(await call(instance().api, 'POST', SEND, { data: sent }), 200, 'grievance');
  expect(answer).toEqual({ success: true });
  const [reference] = ticketsOf(email).split('|');
  const ack = await mailTo(email, reference);
  for (const quoted of ['evil.example', 'Verify at', 'account is locked'])
    expect(ack, `the acknowledgement quotes "${quoted}"`).not.toContain(quoted);
  expect(ack).toContain('21 calendar days');
  expect(ack).toContain(SCORES_URL);
  // The firm still has every word of it, as a lead.
  expect(sql(`SELECT count(*) FROM leads WHERE email = '${email}' AND other_query LIKE '%evil.example%'`)).toBe('1');

  // Received, but not counted until its sender confirms it; the token is stored nowhere, only its hash.
  expect(total(await report()).received).toBe(total(before).received);
  const { path, token } = await confirmLinkOf(email, reference);
  expect(sql(`SELECT count(*) FROM grievances WHERE confirm_token_hash = '${token}' OR reference = '${token}'`)).toBe('0');
  // Opening the link (as a mail scanner would) shows the button and counts nothing.
  const link = await openLink(path);
  expect(link.status()).toBe(200);
  const form = await link.text();
  expect(form).toContain('Confirm my grievance');
  expect(form).toContain(`action="${GRIEVANCE_CONFIRM_PATH}"`);
  expect(total(await report()).received).toBe(total(before).received);
  const page = await pressConfirm(token);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(await page.text()).toContain(GRIEVANCE_MESSAGES.confirmed(reference));
  expect(total(await report()).received).toBe(total(before).received + 1);
  // A second press changes nothing, and the link now says it is confirmed.
  expect((await pressConfirm(token)).status()).toBe(200);
  expect(await (await openLink(path)).text()).toContain(GRIEVANCE_MESSAGES.confirmed(reference));
  expect(total(await report()).received).toBe(total(before).received + 1);
  expect(sql(`SELECT awaiting_confirmation, confirmed_at IS NOT NULL FROM grievances WHERE reference = '${reference}'`)).toMatch(
    /^(0|f|false)\|(1|t|true)$/,
  );

  // A link that is not one: a clear page and a 4xx, nothing confirmed.
  for (const [bad, status] of [
    ['', 400],
    ['?token=nope', 400],
    [`?token=${'A'.repeat(43)}`, 404],
  ] as const) {
    const res = await openLink(`${GRIEVANCE_CONFIRM_PATH}${bad}`);
    expect(res.status(), `token ${bad}`).toBe(status);
    expect(await res.text()).toContain(GRIEVANCE_MESSAGES.badLink);
    const pressed = await pressConfirm(new URLSearchParams(bad.slice(1)).get('token') ?? '');
    expect(pressed.status(), `pressed with token ${bad}`).toBe(status);
    expect(await pressed.text()).toContain(GRIEVANCE_MESSAGES.badLink);
  }
});

test("a registered client's grievance counts at once, with no confirmation link", async () => {
  const client = await newBuyer(instance().api, 'grvclient');
  const [plan] = await getPlans(instance().api);
  const order = await check(
    await call(instance().api, 'POST', '/api/Orders/checkout', { token: client.token, data: { plan: plan.id, acceptTerms: true } }),
    200,
    'checkout',
  );
  const paid = await check(
    await call(instance().api, 'POST', '/api/Orders/demo-pay', { token: client.token, data: { order_id: order.order_id } }),
    200,
    'demo pay',
  );
  await check(await call(instance().api, 'POST', '/api/Orders', { token: client.token, data: paid }), 200, 'payment');
  const before = await report();
  await check(await call(instance().api, 'POST', SEND, { data: grievance(client.email.toUpperCase()) }), 200, 'grievance');
  const [reference] = ticketsOf(client.email.toLowerCase()).split('|');
  expect(total(await report()).received).toBe(total(before).received + 1);
  expect(await mailTo(client.email.toLowerCase(), reference)).not.toContain(GRIEVANCE_CONFIRM_PATH);
});

test('a ticket entered by hand from SCORES, received 4 months ago and still open, is pending over 3 months', async () => {
  const receivedAt = new Date(Date.now() - 125 * 24 * 3600 * 1000).toISOString();
  const future = await instance().api.post(TICKETS, {
    headers: panel,
    data: { channel: 'scores', receivedAt: new Date(Date.now() + 86_400_000).toISOString(), name: 'Via SCORES', ticketStatus: 'open' },
  });
  expect(future.status()).toBe(400);
  const before = await report();
  const created = await instance().api.post(TICKETS, {
    headers: panel,
    data: { channel: 'scores', receivedAt, name: 'Via SCORES', email: uniqueEmail('scores'), ticketStatus: 'open', impersonation: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ticket = (await created.json()).data;
  expect(ticket.reference).toMatch(/^GRV-\d{4}-\d{6}$/);
  const scores = (await report()).rows.find((r) => r.source === 'SEBI (SCORES)')!;
  const scoresBefore = before.rows.find((r) => r.source === 'SEBI (SCORES)')!;
  expect(scores.pendingOver3Months).toBe(scoresBefore.pendingOver3Months + 1);
  expect(scores.pendingLastMonth).toBe(scoresBefore.pendingLastMonth + 1);
});

test('the report: administrators only, a month as YYYY-MM, not in the future; the trends add up', async () => {
  const api = instance().api;
  await check(await call(api, 'GET', `/api/Grievances/report?month=${month}`), 401, 'anonymous');
  const user = await newBuyer(api, 'grvuser');
  await check(await call(api, 'GET', `/api/Grievances/report?month=${month}`, { token: user.token }), 403, 'not an administrator');
  for (const bad of ['2026-13', '2026-1', 'x', '2026-10-01'])
    await check(await call(api, 'GET', `/api/Grievances/report?month=${bad}`, { token: adminToken }), 400, `month ${bad}`);
  await check(await call(api, 'GET', '/api/Grievances/report', { token: adminToken }), 400, 'no month');
  await check(await call(api, 'GET', '/api/Grievances/report?month=2999-01', { token: adminToken }), 400, 'future month');
  const r = await report();
  expect(r.monthlyTrend[r.monthlyTrend.length - 1].period).toBe(month);
  for (const row of [...r.monthlyTrend, ...r.annualTrend]) expect(row.pending).toBe(row.carriedForward + row.received - row.resolved);
  expect(r.annualTrend).toHaveLength(5);
});

test('the deadline digest: day 14 and 18 and overdue tickets go to the compliance officer, once a day', async () => {
  const api = instance().api;
  await check(await call(api, 'POST', '/api/Grievances/deadline-digest'), 401, 'anonymous');
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
  const made: Record<number, string> = {};
  for (const days of [14, 18, 25, 10]) {
    const res = await instance().api.post(TICKETS, {
      headers: panel,
      data: { channel: 'other', receivedAt: daysAgo(days), name: `Day ${days}`, ticketStatus: 'open' },
    });
    expect(res.status(), await res.text()).toBe(201);
    made[days] = (await res.json()).data.reference;
  }
  const digest = await check(await call(api, 'POST', '/api/Grievances/deadline-digest', { token: adminToken }), 200, 'digest');
  expect(digest.mailedTo).toBe('compliance@example-research.in');
  const refs = (lines: { reference: string }[]) => lines.map((l) => l.reference);
  expect(refs(digest.approaching)).toEqual(expect.arrayContaining([made[14], made[18]]));
  expect(refs(digest.overdue)).toContain(made[25]);
  expect([...refs(digest.approaching), ...refs(digest.overdue)]).not.toContain(made[10]);
  const mail = await mailTo('compliance@example-research.in', made[25]);
  expect(mail).toContain(made[14]);
  // Once a day: a second run (another instance, the next hour) sends nothing again.
  const again = await check(await call(api, 'POST', '/api/Grievances/deadline-digest', { token: adminToken }), 200, 'again');
  expect(again).toMatchObject({ approaching: [], overdue: [], mailedTo: null });
});
