/**
 * "Lead forms" (api::lead-form.lead-form), the content of the welcome questionnaire, the contact
 * form's levels and the consent notice: seeded with today's texts and readable by the site's
 * build; a bad value saved from the CMS panel or the REST API is refused with a 400 whose message
 * names the problem, and nothing is stored; a renamed label that keeps its value is saved.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { SAFE_URL_RULE } from 'contracts';
import seed from 'content-seed/data/lead-form.json';
import { Instance, bootInstance, call, check, editorHeaders, stopInstance, SUITE_MODE } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const PANEL_URL = '/content-manager/single-types/api::lead-form.lead-form';
/** What gatsby-config asks for (questions with their options). */
const SITE_QUERY = '/api/lead-form?populate[questions][populate]=*&populate[contactLevels]=true';

let inst: Instance;
let panel: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  inst = await bootInstance();
  panel = await editorHeaders(inst);
});

test.afterAll(async () => {
  await stopInstance(inst);
});

type Content = typeof seed;

/** The editable content of a Lead forms document: no ids, no Strapi bookkeeping. */
function content(doc: any): Content {
  const options = (list: any[]) => list.map(({ value, label }) => ({ value, label }));
  return {
    questions: doc.questions.map((q: any) => ({ key: q.key, legend: q.legend, options: options(q.options) })),
    contactLevels: options(doc.contactLevels),
    consentText: doc.consentText,
    consentPageLabel: doc.consentPageLabel,
    consentPageHref: doc.consentPageHref,
  };
}

async function stored(): Promise<Content> {
  const res = await inst.api.get(PANEL_URL, { headers: panel });
  expect(res.ok(), 'read Lead forms in the panel').toBeTruthy();
  return content((await res.json()).data);
}

/** A copy of the seed with one thing changed. */
function edited(change: (c: Content) => void): Content {
  const c: Content = JSON.parse(JSON.stringify(seed));
  change(c);
  return c;
}

test('seeded with today’s texts, published, and readable by the site-build token as the site asks for it', async () => {
  expect(await stored()).toEqual(seed);
  const token = fs.readFileSync(path.join(inst.cms.dataDir, 'site-build-token'), 'utf8').trim();
  const res = await call(inst.api, 'GET', SITE_QUERY, { token });
  const body = await check(res, 200, 'GET /api/lead-form with the site-build token');
  expect(content(body.data)).toEqual(seed);
  // The site-build token reads, never writes.
  await check(
    await call(inst.api, 'PUT', '/api/lead-form', { token, data: { data: { consentPageLabel: 'x' } } }),
    403,
    'PUT with the site-build token',
  );
});

const BAD: [string, (c: Content) => void, string][] = [
  [
    'an empty option label',
    (c) => {
      c.questions[1].options[0].label = '';
    },
    'Question "investment": the label of option 1 must not be empty.',
  ],
  [
    'a blank option value',
    (c) => {
      c.questions[0].options[3].value = '   ';
    },
    'Question "budget": the value of option 4 must not be empty.',
  ],
  [
    'two options with one value',
    (c) => {
      c.questions[2].options[2].value = 'Intra-day trader';
    },
    'Question "strategy": the value "Intra-day trader" is used by two options; each option needs its own value.',
  ],
  [
    'a label over 100 characters',
    (c) => {
      c.contactLevels[0].label = 'x'.repeat(101);
    },
    "The contact form's 'What are you looking for?': the label of option 1 must be at most 100 characters.",
  ],
  [
    'a question removed',
    (c) => {
      c.questions.splice(1, 1);
    },
    'The questionnaire must ask each of budget, investment, strategy exactly once (the answers sent are named after them); "investment" is asked 0 times.',
  ],
  [
    'no contact levels',
    (c) => {
      c.contactLevels = [];
    },
    "The contact form's 'What are you looking for?' needs at least 1 option.",
  ],
  [
    'a consent text without its link',
    (c) => {
      c.consentText = 'We will call you.';
    },
    'The consent text must contain {link} once, where the link to the terms or privacy page goes.',
  ],
  [
    'a misspelt placeholder',
    (c) => {
      c.consentText = 'Contacted by {firmname}. See our {link}.';
    },
    'The consent text may use only the placeholders {firm} and {link}, not {firmname}.',
  ],
  [
    'a javascript: consent link',
    (c) => {
      c.consentPageHref = 'javascript:alert(1)';
    },
    `Consent page link ${SAFE_URL_RULE}.`,
  ],
];

for (const [what, change, message] of BAD) {
  test(`CMS panel: ${what} is refused with 400 "${message.slice(0, 60)}…", nothing is stored`, async () => {
    const res = await inst.api.put(PANEL_URL, { headers: panel, data: edited(change) });
    const body = await check(res, 400, what);
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.message).toBe(message);
    expect(await stored()).toEqual(seed);
  });
}

test('REST API: a full-access API token cannot store a bad value either', async () => {
  const created = await inst.api.post('/admin/api-tokens', {
    headers: panel,
    data: { name: `lead-forms-${Date.now()}`, type: 'full-access', lifespan: null, description: '' },
  });
  expect(created.ok(), `an API token for the test: ${await created.text()}`).toBeTruthy();
  const token = (await created.json()).data.accessKey;
  const res = await call(inst.api, 'PUT', '/api/lead-form', { token, data: { data: { consentText: 'Contacted by {firm}.' } } });
  const body = await check(res, 400, 'PUT /api/lead-form without {link}');
  expect(body.error.message).toBe('The consent text must contain {link} once, where the link to the terms or privacy page goes.');
  const questions = edited((c) => {
    c.questions[0].options = [c.questions[0].options[0]];
  }).questions;
  const refused = await check(
    await call(inst.api, 'PUT', '/api/lead-form', { token, data: { data: { questions } } }),
    400,
    'PUT /api/lead-form with a one-option question',
  );
  expect(refused.error.message).toBe('Question "budget" needs at least 2 options.');
  expect(await stored()).toEqual(seed);
});

test('CMS panel: a label renamed with its value kept is saved and published', async () => {
  const renamed = edited((c) => {
    c.questions[0].options[0].label = 'Up to 20,000 INR';
    c.contactLevels[2].label = 'Something else';
  });
  const res = await inst.api.put(PANEL_URL, { headers: panel, data: renamed });
  await check(res, 200, 'save the renamed labels');
  await check(await inst.api.post(`${PANEL_URL}/actions/publish`, { headers: panel, data: {} }), 200, 'publish');
  expect(await stored()).toEqual(renamed);
});
