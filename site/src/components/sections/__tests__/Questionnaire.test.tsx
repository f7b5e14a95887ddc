import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { api, ToastProvider, clearToasts } from 'app-routes';
import { CALL_FAILURE_TEXTS, LEAD_TOASTS, consentVersion } from 'contracts';
import Questionnaire from '../Questionnaire';
import { ok, recordingAdapter, refused, status500, unreachable, type Answer, type SentRequest } from './fake-api';
import seededLeadForms from 'content-seed/data/lead-form.json';

// The CMS's "Lead forms" as seeded, with a budget label renamed by an editor (its value stays).
jest.mock('../../../hooks/useLeadForms', () => ({
  useLeadForms: () => {
    const content = JSON.parse(JSON.stringify(jest.requireActual('content-seed/data/lead-form.json')));
    content.questions[0].options[0].label = 'Up to ₹20,000 <b>a month</b>';
    return content;
  },
}));

// useSettings() is a Gatsby static query; the consent notice only needs the firm's name.
jest.mock('../../../hooks/useSettings', () => ({ useSettings: () => ({ firmName: 'Acme Research Analysts' }) }));

const section = { anchor: 'questions', heading: 'Help us know you', intro: null, newsletterHeading: null, newsletterIntro: null };
const CONSENT_VERSION = consentVersion(seededLeadForms.consentText);

/** The API as the form's axios client sees it: every request recorded and answered by `answer`. */
let sent: SentRequest<{ answer: Record<string, unknown>; context?: Record<string, string> }>[];
let answer: Answer;
const realAdapter = api.defaults.adapter;
const adapter = recordingAdapter<(typeof sent)[number]['body']>(
  (request) => sent.push(request),
  () => answer,
);

let error: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  sent = [];
  answer = ok;
  api.defaults.adapter = adapter;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/welcome');
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  api.defaults.adapter = realAdapter;
  act(() => clearToasts());
  error.mockRestore();
});

function renderQuestionnaire() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <Questionnaire section={section} index={0} />
    </ToastProvider>,
  );
  return { user, form: screen.getByRole('form', { name: 'Help us know you' }), submit: screen.getByRole('button', { name: 'Submit' }) };
}

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Up to ₹20,000 <b>a month</b>'));
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByLabelText('Long term Investor'));
}

const CHOSEN = { budget: '0 - 20,000 INR', investment: 'No', strategy: 'Long term Investor' };
const checked = () => screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked).length;

describe('Questionnaire', () => {
  it('asks the CMS’s questions with their options as text, in order, with the consent notice', () => {
    const { form } = renderQuestionnaire();
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'What is your monthly budget for investing?',
      'Have you invested in stocks before?',
      'What is your trading strategy?',
    ]);
    expect(
      within(groups[0])
        .getAllByRole('radio')
        .map((r) => r.nextElementSibling?.textContent),
    ).toEqual(['Up to ₹20,000 <b>a month</b>', '20,000 - 50,000 INR', '1,00,000 TO 5,00,000 INR', 'Above 5,00,000 INR']);
    expect(document.querySelector('b')).toBeNull();
    expect(within(groups[2]).getAllByRole('radio')).toHaveLength(3);
    expect(form).toHaveTextContent('By submitting this form you agree to be contacted by Acme Research Analysts');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('keeps Submit disabled until all three are answered; sends the values with the stored name and phone; "Saving", then "Data saved successfully" and the choices reset', async () => {
    window.localStorage.setItem('name', 'Asha Rao');
    window.localStorage.setItem('phone', '+919876543210');
    window.localStorage.setItem('email', 'asha@example.in');
    let release: () => void = () => {};
    answer = (config) => new Promise((resolve) => (release = () => resolve(ok(config))));
    const { user, submit } = renderQuestionnaire();
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Up to ₹20,000 <b>a month</b>'));
    await user.click(screen.getByLabelText('No'));
    expect(submit).toBeDisabled();
    expect(screen.getByText('Answer all three questions to submit.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Long term Investor'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Saving' })).toBeDisabled();
    await act(async () => release());
    const toast = (await screen.findByText(LEAD_TOASTS.answersSaved.text)).closest('.toast');
    expect(toast).toHaveClass('bg-success');
    expect(sent).toEqual([
      {
        method: 'post',
        url: '/api/QuestionnaireAnswers',
        body: {
          answer: { name: 'Asha Rao', phone: '+919876543210', newsletter: false, ...CHOSEN },
          context: { referrer: '', page: '/welcome', consentVersion: CONSENT_VERSION },
        },
      },
    ]);
    expect(checked()).toBe(0);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('newsletter flavour (?newsletter=true): sends the stored email instead of the phone', async () => {
    window.localStorage.setItem('name', 'Asha Rao');
    window.localStorage.setItem('phone', '9876543210');
    window.localStorage.setItem('email', 'asha@example.in');
    window.history.replaceState(null, '', '/welcome?newsletter=true');
    const { user, submit } = renderQuestionnaire();
    await answerAll(user);
    await user.click(submit);
    await screen.findByText(LEAD_TOASTS.answersSaved.text);
    expect(sent[0].body.answer).toEqual({ name: 'Asha Rao', email: 'asha@example.in', newsletter: true, ...CHOSEN });
  });

  it('a visitor named in the query string is the one sent, never mixed with stored details', async () => {
    window.localStorage.setItem('name', 'Someone Else');
    window.localStorage.setItem('phone', '9000000000');
    window.history.replaceState(null, '', '/welcome?name=Ravi%20Kumar&phone=9876543210');
    const { user, submit } = renderQuestionnaire();
    await answerAll(user);
    await user.click(submit);
    await screen.findByText(LEAD_TOASTS.answersSaved.text);
    expect(sent[0].body.answer).toEqual({ name: 'Ravi Kumar', phone: '9876543210', newsletter: false, ...CHOSEN });
  });

  it.each([
    ['the API answers 500', LEAD_TOASTS.failed.text, status500],
    ['the API is unreachable', CALL_FAILURE_TEXTS.unavailable, unreachable],
    ['the API refuses a value', 'Enter correct Mobile Number.', refused('Enter correct Mobile Number.')],
  ])(
    'when saving fails (%s): "%s" in an error toast (2 s, bottom right), never axios’s own words, the choices kept',
    async (_, text, failure) => {
      window.localStorage.setItem('name', 'Asha Rao');
      window.localStorage.setItem('phone', '9876543210');
      answer = failure;
      const { user, submit } = renderQuestionnaire();
      await answerAll(user);
      await user.click(submit);
      const toast = (await screen.findByText(text)).closest('.toast');
      expect(toast).toHaveClass('bg-danger');
      expect(toast?.parentElement).toHaveClass('bottom-0', 'end-0');
      expect(screen.queryByText(/Request failed|Network Error/)).not.toBeInTheDocument();
      expect(screen.queryByText(LEAD_TOASTS.answersSaved.text)).not.toBeInTheDocument();
      expect(checked()).toBe(3);
      expect(submit).toBeEnabled();
      expect(error).toHaveBeenCalledWith('[questionnaire] saving failed', expect.any(AxiosError));
      await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 3000 });
    },
  );

  it('a known visitor is asked only the three questions', () => {
    window.localStorage.setItem('name', 'Asha Rao');
    window.localStorage.setItem('phone', '9876543210');
    const { form } = renderQuestionnaire();
    expect(within(form).queryAllByRole('textbox')).toEqual([]);
  });

  describe('a visitor the site does not know (no storage, no query)', () => {
    it('asks for name and mobile number with the lead forms’ messages; sends nothing until they are valid; then sends them and remembers the visitor', async () => {
      const { user, form, submit } = renderQuestionnaire();
      const name = within(form).getByLabelText('Name');
      const mobile = within(form).getByLabelText('Mobile Number');
      expect(within(form).queryByLabelText('Email')).not.toBeInTheDocument();
      expect(mobile).toHaveAttribute('type', 'text');
      expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
      expect(mobile).toHaveAttribute('maxlength', '10');
      await answerAll(user);
      await user.click(submit);
      expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
      expect(within(form).getByText('Mobile Number is required.')).toBeInTheDocument();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      await user.type(mobile, '98765-432');
      expect(await within(form).findByText('Enter correct Mobile Number.')).toBeInTheDocument();
      expect(sent).toEqual([]);
      expect(checked()).toBe(3);

      await user.type(name, 'Kiran Shah');
      await user.clear(mobile);
      await user.type(mobile, '9876543210');
      await user.click(submit);
      await screen.findByText(LEAD_TOASTS.answersSaved.text);
      expect(sent.map((r) => r.body.answer)).toEqual([{ name: 'Kiran Shah', phone: '9876543210', newsletter: false, ...CHOSEN }]);
      expect([window.localStorage.getItem('name'), window.localStorage.getItem('phone')]).toEqual(['Kiran Shah', '9876543210']);
      expect(within(form).queryAllByRole('textbox')).toEqual([]);
    });

    it('newsletter flavour: asks for name and email with the newsletter form’s messages, then sends the email', async () => {
      window.history.replaceState(null, '', '/welcome?newsletter=true');
      const { user, form, submit } = renderQuestionnaire();
      expect(within(form).queryByLabelText('Mobile Number')).not.toBeInTheDocument();
      await answerAll(user);
      await user.click(submit);
      expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
      expect(within(form).getByText('Email is required.')).toBeInTheDocument();
      await user.type(within(form).getByLabelText('Email'), 'asha@');
      expect(await within(form).findByText('Enter a valid email address.')).toBeInTheDocument();
      expect(sent).toEqual([]);
      await user.type(within(form).getByLabelText('Name'), 'Asha Rao');
      await user.type(within(form).getByLabelText('Email'), 'example.in');
      await user.click(submit);
      await screen.findByText(LEAD_TOASTS.answersSaved.text);
      expect(sent.map((r) => r.body.answer)).toEqual([{ name: 'Asha Rao', email: 'asha@example.in', newsletter: true, ...CHOSEN }]);
    });

    it('what is known is filled in: a stored name with no email in the newsletter flavour asks for the email only to be added', async () => {
      window.localStorage.setItem('name', 'Asha Rao');
      window.localStorage.setItem('phone', '9876543210');
      window.history.replaceState(null, '', '/welcome?newsletter=true');
      const { user, form, submit } = renderQuestionnaire();
      expect(within(form).getByLabelText('Name')).toHaveValue('Asha Rao');
      await answerAll(user);
      await user.type(within(form).getByLabelText('Email'), 'asha@example.in');
      await user.click(submit);
      await screen.findByText(LEAD_TOASTS.answersSaved.text);
      expect(sent.map((r) => r.body.answer)).toEqual([{ name: 'Asha Rao', email: 'asha@example.in', newsletter: true, ...CHOSEN }]);
    });

    it('when saving fails the fields keep what was typed', async () => {
      answer = status500;
      const { user, form, submit } = renderQuestionnaire();
      await answerAll(user);
      await user.type(within(form).getByLabelText('Name'), 'Kiran Shah');
      await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
      await user.click(submit);
      await screen.findByText(LEAD_TOASTS.failed.text);
      expect(within(form).getByLabelText('Name')).toHaveValue('Kiran Shah');
      expect(within(form).getByLabelText('Mobile Number')).toHaveValue('9876543210');
      expect(window.localStorage.getItem('name')).toBeNull();
    });
  });
});
