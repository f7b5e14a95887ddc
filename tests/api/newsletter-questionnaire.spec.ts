/**
 * The newsletter landing's and the /welcome questionnaire's calls, against a real CMS:
 * - POST /api/Subscriptions/addusertomailchimp `{ data: { type, email, name? }, context? }` stores a
 *   newsletter subscriber (not a contact lead);
 * - POST /api/QuestionnaireAnswers `{ answer, context? }` stores the answers, which must be values of
 *   the questionnaire's options as editors publish them in Lead forms; the welcome flavour needs the
 *   visitor's phone, the newsletter flavour their email.
 * Both keep their context, refuse bad input with a 400 naming the problem (nothing stored), and
 * merge a repeat of the same person within the firm's day into one record. Editors find both
 * collections in the panel with when, who, page and campaign in the list.
 */
import { expect } from '@playwright/test';
import seed from 'content-seed/data/lead-form.json';
import { NEWSLETTER_LIST_COLUMNS, NEWSLETTER_SUBSCRIBER, QUESTIONNAIRE_ANSWER, QUESTIONNAIRE_LIST_COLUMNS } from 'cms';
import { call, check, editorHeaders, phoneNumber, uniqueEmail, SUITE_MODE, sharedInstance, test } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const NEWSLETTER = '/api/Subscriptions/addusertomailchimp';
const ANSWERS = '/api/QuestionnaireAnswers';
const LEAD_FORMS = '/content-manager/single-types/api::lead-form.lead-form';

const instance = sharedInstance();
let panel: Record<string, string>;
test.beforeAll(async () => {
  panel = await editorHeaders(instance());
});

const context = {
  page: '/newsletter',
  referrer: 'https://www.google.com/',
  consentVersion: 'c0ffee12',
  utm_source: 'ig',
  utm_medium: 'social',
  utm_campaign: 'monday',
  utm_content: 'story-1',
  utm_term: 'stocks',
};

/** The records of a collection whose `field` is `value`, as an editor filters them in the panel. */
async function recordsOf(uid: string, field: string, value: string): Promise<any[]> {
  const res = await instance().api.get(
    `/content-manager/collection-types/${uid}?page=1&pageSize=50&filters[${field}][$eq]=${encodeURIComponent(value)}`,
    { headers: panel },
  );
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).results;
}
const subscribers = (email: string) => recordsOf(NEWSLETTER_SUBSCRIBER, 'email', email);
const contactLeads = (email: string) => recordsOf('api::lead.lead', 'email', email);
const answersByPhone = (phone: string) => recordsOf(QUESTIONNAIRE_ANSWER, 'phone', phone);
const answersByEmail = (email: string) => recordsOf(QUESTIONNAIRE_ANSWER, 'email', email);

const subscribe = (data: Record<string, unknown>, ctx?: unknown) =>
  call(instance().api, 'POST', NEWSLETTER, { data: { data: { type: 'free subscription', ...data }, ...(ctx ? { context: ctx } : {}) } });

const CHOSEN = { budget: '20,000 - 50,000 INR', investment: 'Yes', strategy: 'Both' };
const sendAnswer = (answer: Record<string, unknown>, ctx?: unknown) =>
  call(instance().api, 'POST', ANSWERS, { data: { answer, ...(ctx ? { context: ctx } : {}) } });

test.describe('newsletter subscribers', () => {
  test('a subscription is a newsletter subscriber with its name, email and context, not a contact lead', async () => {
    const email = uniqueEmail('news');
    const body = await check(await subscribe({ name: '  Asha Rao ', email: email.toUpperCase() }, context), 200, 'subscribe');
    expect(body).toEqual({ success: true });
    const [subscriber, ...more] = await subscribers(email);
    expect(more).toHaveLength(0);
    expect(subscriber).toMatchObject({ name: 'Asha Rao', email, ...context });
    expect(Date.now() - new Date(subscriber.submittedAt).getTime()).toBeLessThan(60_000);
    expect(await contactLeads(email)).toHaveLength(0);
  });

  test('a bare `{ type, email }` without name or context still subscribes', async () => {
    const email = uniqueEmail('news-old');
    await check(await subscribe({ email }), 200, 'old caller');
    expect(await subscribers(email)).toEqual([expect.objectContaining({ email, name: null, page: null, utm_campaign: null })]);
  });

  test('the same email again within the day updates the one record; a repeat without a name keeps the name', async () => {
    const email = uniqueEmail('news-repeat');
    await check(await subscribe({ name: 'Asha', email }, context), 200, 'first');
    await check(
      await subscribe({ name: 'Asha Rao', email }, { ...context, page: '/newsletter-b', utm_campaign: 'tuesday' }),
      200,
      'repeat',
    );
    await check(await subscribe({ email }), 200, 'repeat without a name');
    const list = await subscribers(email);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Asha Rao', page: '/newsletter-b', utm_campaign: 'tuesday' });
    await check(await subscribe({ name: 'Other', email: uniqueEmail('news-other') }), 200, 'another email');
    expect(await subscribers(email)).toHaveLength(1);
  });

  test('bad input → 400 with the form’s messages, nothing stored', async () => {
    const email = uniqueEmail('news-bad');
    const cases: [Record<string, unknown>, unknown, string][] = [
      [{ email: 'not-an-email' }, undefined, 'Enter a valid email address.'],
      [{ email: '' }, undefined, 'Email is required.'],
      [{ email, name: 'N'.repeat(101) }, undefined, 'Name is too long.'],
      [{ email, name: 42 }, undefined, 'name must be text.'],
      [{ email }, { page: ['/'] }, 'page must be text.'],
      [{ email }, 'not an object', 'context must be an object.'],
    ];
    for (const [data, ctx, message] of cases) {
      const body = await check(await subscribe(data, ctx), 400, `${JSON.stringify(data).slice(0, 60)} ${JSON.stringify(ctx)}`);
      expect(body.error.message).toBe(message);
    }
    expect(await subscribers(email)).toHaveLength(0);
  });
});

test.describe('questionnaire answers', () => {
  test('the welcome flavour keeps the phone, the answers (option values) and the context', async () => {
    const phone = `+91${phoneNumber()}`;
    const ctx = { ...context, page: '/welcome' };
    const body = await check(await sendAnswer({ name: 'Ravi Kumar', phone, ...CHOSEN }, ctx), 200, 'answers');
    expect(body).toEqual({ success: true });
    const [answer, ...more] = await answersByPhone(phone);
    expect(more).toHaveLength(0);
    expect(answer).toMatchObject({ name: 'Ravi Kumar', phone, email: null, newsletter: false, ...CHOSEN, ...ctx });
    expect(Date.now() - new Date(answer.submittedAt).getTime()).toBeLessThan(60_000);
  });

  test('the newsletter flavour keeps the email instead (a national mobile is accepted too)', async () => {
    const email = uniqueEmail('answers-news');
    await check(await sendAnswer({ name: 'Asha Rao', email: email.toUpperCase(), newsletter: true, ...CHOSEN }), 200, 'newsletter flavour');
    expect(await answersByEmail(email)).toEqual([expect.objectContaining({ name: 'Asha Rao', email, phone: null, newsletter: true })]);
    const phone = phoneNumber();
    await check(await sendAnswer({ name: 'Ravi', phone, newsletter: false, ...CHOSEN }), 200, 'national mobile');
    expect(await answersByPhone(phone)).toHaveLength(1);
  });

  test('bad input → 400 with a clear message, nothing stored', async () => {
    const phone = phoneNumber();
    const email = uniqueEmail('answers-bad');
    const options = (key: string) => seed.questions.find((q) => q.key === key)!.options.map((o) => o.value);
    const valid = { name: 'Ravi', phone, ...CHOSEN };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, budget: '1 crore' }, `budget must be one of the questionnaire's options: ${options('budget').join(' | ')}.`],
      // A label is what visitors read; the value is what is sent.
      [{ ...valid, investment: 'yes' }, `investment must be one of the questionnaire's options: ${options('investment').join(' | ')}.`],
      [{ ...valid, strategy: 'Scalper' }, `strategy must be one of the questionnaire's options: ${options('strategy').join(' | ')}.`],
      [{ ...valid, strategy: undefined }, 'strategy is required.'],
      [{ ...valid, budget: 5 }, 'budget must be text.'],
      [{ ...valid, phone: undefined }, 'Mobile Number is required.'],
      [{ ...valid, phone: '98765-43210' }, 'Enter correct Mobile Number.'],
      [{ ...valid, phone: undefined, email, newsletter: true, name: '' }, 'Name is required.'],
      [{ ...valid, phone: undefined, newsletter: true }, 'Email is required.'],
      [{ ...valid, email: 'nope', newsletter: true }, 'Enter a valid email address.'],
      [{ ...valid, newsletter: 'true' }, 'newsletter must be true or false.'],
    ];
    for (const [answer, message] of cases) {
      const body = await check(await sendAnswer(answer), 400, JSON.stringify(answer).slice(0, 100));
      expect(body.error.message).toBe(message);
    }
    const missing = await check(await call(instance().api, 'POST', ANSWERS, { data: { context } }), 400, 'no answer');
    expect(missing.error.message).toBe('answer is required.');
    const badContext = await check(await sendAnswer(valid, { utm_source: { $ne: null } }), 400, 'bad context');
    expect(badContext.error.message).toBe('utm_source must be text.');
    expect(await answersByPhone(phone)).toHaveLength(0);
    expect(await answersByEmail(email)).toHaveLength(0);
  });

  test('the same visitor again within the day updates the one record (by phone; by email in the newsletter flavour)', async () => {
    const phone = phoneNumber();
    await check(await sendAnswer({ name: 'Ravi', phone, ...CHOSEN }), 200, 'first');
    await check(
      await sendAnswer({ name: 'Ravi Kumar', phone, ...CHOSEN, strategy: 'Intra-day trader' }, { page: '/welcome' }),
      200,
      'repeat',
    );
    expect(await answersByPhone(phone)).toEqual([
      expect.objectContaining({ name: 'Ravi Kumar', strategy: 'Intra-day trader', page: '/welcome' }),
    ]);

    const email = uniqueEmail('answers-repeat');
    for (const budget of ['0 - 20,000 INR', 'Above 5,00,000 INR'])
      await check(await sendAnswer({ name: 'Asha', email, newsletter: true, ...CHOSEN, budget }), 200, `newsletter ${budget}`);
    expect(await answersByEmail(email)).toEqual([expect.objectContaining({ budget: 'Above 5,00,000 INR', newsletter: true })]);

    // The same phone in the other flavour is another record.
    await check(
      await sendAnswer({ name: 'Ravi', phone, email: uniqueEmail('flavour'), newsletter: true, ...CHOSEN }),
      200,
      'other flavour',
    );
    expect((await answersByPhone(phone)).map((a: any) => a.newsletter).sort()).toEqual([false, true]);
  });

  test('the answers follow the options editors publish in Lead forms', async () => {
    const read = await instance().api.get(LEAD_FORMS, { headers: panel });
    expect(read.ok()).toBeTruthy();
    const doc = (await read.json()).data;
    const strip = (list: any[]) => list.map(({ value, label }: any) => ({ value, label }));
    const edited = {
      questions: doc.questions.map((q: any) => ({
        key: q.key,
        legend: q.legend,
        options: strip(q.options).map((o) => (o.value === 'Both' ? { value: 'Swing trader', label: 'Swing trader' } : o)),
      })),
      contactLevels: strip(doc.contactLevels),
      consentText: doc.consentText,
      consentPageLabel: doc.consentPageLabel,
      consentPageHref: doc.consentPageHref,
    };
    const phone = phoneNumber();
    await check(await instance().api.put(LEAD_FORMS, { headers: panel, data: edited }), 200, 'save the draft');
    // A saved draft is not what the site shows: the published options still count.
    await check(await sendAnswer({ name: 'Ravi', phone, ...CHOSEN, strategy: 'Swing trader' }), 400, 'draft option');
    await check(await sendAnswer({ name: 'Ravi', phone, ...CHOSEN }), 200, 'published option');
    await check(await instance().api.post(`${LEAD_FORMS}/actions/publish`, { headers: panel, data: {} }), 200, 'publish');
    await check(await sendAnswer({ name: 'Ravi', phone, ...CHOSEN, strategy: 'Swing trader' }), 200, 'newly published option');
    const gone = await check(await sendAnswer({ name: 'Ravi', phone, ...CHOSEN }), 400, 'option no longer offered');
    expect(gone.error.message).toMatch(/^strategy must be one of the questionnaire's options: .*Swing trader\.$/);
    expect(await answersByPhone(phone)).toEqual([expect.objectContaining({ strategy: 'Swing trader' })]);
  });
});

test('the panel lists subscribers and answers with their time, who, page and campaign', async () => {
  for (const [uid, columns] of [
    [NEWSLETTER_SUBSCRIBER, NEWSLETTER_LIST_COLUMNS],
    [QUESTIONNAIRE_ANSWER, QUESTIONNAIRE_LIST_COLUMNS],
  ] as const) {
    const res = await instance().api.get(`/content-manager/content-types/${uid}/configuration`, { headers: panel });
    expect(res.ok(), await res.text()).toBeTruthy();
    expect((await res.json()).data.contentType.layouts.list, uid).toEqual(columns);
  }
});
