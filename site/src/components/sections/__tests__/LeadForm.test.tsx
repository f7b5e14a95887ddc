import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { navigate } from 'gatsby';
import { api, ToastProvider, clearToasts } from 'app-routes';
import LeadForm, { type LeadFormSection } from '../LeadForm';
import { ok, recordingAdapter, refused, status500, unreachable, type Answer } from './fake-api';
import { rememberLanding } from '../../../lib/lead-context';
import { CALL_FAILURE_TEXTS, LEAD_TOASTS, consentVersion, type ContactInfo, type LeadKind } from 'contracts';
import seededLeadForms from 'content-seed/data/lead-form.json';

// useSettings() is a Gatsby static query; the form only needs the firm's identity.
jest.mock('../../../hooks/useSettings', () => ({
  useSettings: () => ({
    firmName: 'Acme Research Analysts',
    tagline: 'Research you can read',
    logo: null,
    sebiRegistrationNumber: 'INH000000000',
    bseEnlistmentNumber: '0000',
    registrationValidity: null,
    address: '1 MG Road, Bengaluru 560001',
    officeHours: 'Mon-Fri 10:00-18:00',
    supportEmail: 'support@example.in',
    whatsappNumber: '+919876543210',
    trackingPixelId: null,
    phones: [{ label: 'Support', value: '+91 98765 43210' }],
    emails: [{ label: 'Support', value: 'support@example.in' }],
    socialLinks: [],
    riskWarning: 'Investments in securities are subject to market risks.',
    illustrationNote: 'For illustration only.',
    footerDisclaimer: 'Registration granted by SEBI does not guarantee returns.',
    siteUrl: 'https://example.in',
  }),
}));

// useLeadForms() is a Gatsby static query too: the CMS's content as seeded (today's texts).
jest.mock('../../../hooks/useLeadForms', () => ({
  useLeadForms: () => jest.requireActual('content-seed/data/lead-form.json'),
}));

const section = (kind: LeadKind): LeadFormSection => ({
  anchor: `form-${kind}`,
  heading: `Heading of ${kind}`,
  intro: 'Leave your details and we will call you back.',
  kind,
  buttonLabel: `Submit ${kind}`,
});

function renderForm(kind: LeadKind, userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(userOptions);
  const utils = render(
    <ToastProvider>
      <LeadForm section={section(kind)} index={0} />
    </ToastProvider>,
  );
  const form = screen.getByRole('form', { name: `Heading of ${kind}` });
  const submit = within(form).getByRole('button', { name: `Submit ${kind}` });
  return { user, form, submit, ...utils };
}

type Case = {
  kind: LeadKind;
  /** label → field name, in display order */
  labels: [string, string][];
  /** the message each field shows when the form is submitted empty */
  required: Record<string, string>;
  emailLabel?: string;
  emailInvalid?: string;
  mobileLabel?: string;
  /** values typed into text fields for a valid submission (selects handled separately) */
  valid: Record<string, string>;
  /** the kinds that send: the contactInfo of POST /api/Messages/sendContactUsDetails */
  sent?: ContactInfo;
  /** the landing forms that go to /welcome: their call, the visitor kept in localStorage, the failure toast, the 'Lead' event */
  welcome?: {
    url: string;
    body: Record<string, unknown>;
    visitor: Record<string, string>;
    failure: 'api' | 'oops';
    lead?: boolean;
  };
};

const CASES: Case[] = [
  {
    kind: 'free-trial',
    labels: [
      ['Name', 'name'],
      ['Email', 'email'],
      ['Mobile Number', 'mobile'],
    ],
    required: { name: 'Name is required.', email: 'E-mail is required', mobile: 'Mobile Number is required.' },
    emailLabel: 'Email',
    emailInvalid: 'Must be valid e-mail',
    mobileLabel: 'Mobile Number',
    valid: { Name: 'Ravi Kumar', Email: 'ravi@example.in', 'Mobile Number': '9876543210' },
    sent: { name: 'Ravi Kumar', level: 'New lead', email: 'ravi@example.in', mobile: '9876543210', otherQuery: '' },
  },
  {
    kind: 'contact',
    labels: [
      ['Name', 'name'],
      ['Email', 'email'],
      ['Mobile Number', 'mobile'],
      ['What are you looking for?', 'level'],
    ],
    required: {
      name: 'Name is required.',
      email: 'E-mail is required',
      mobile: 'Mobile Number is required.',
      level: 'Please select the above',
    },
    emailLabel: 'Email',
    emailInvalid: 'Must be valid e-mail',
    mobileLabel: 'Mobile Number',
    valid: { Name: 'Ravi Kumar', Email: 'ravi@example.in', 'Mobile Number': '9876543210' },
    sent: {
      name: 'Ravi Kumar',
      level: 'I am a new investor and want to know more.',
      email: 'ravi@example.in',
      mobile: '9876543210',
      otherQuery: '',
    },
  },
  {
    kind: 'landing-contact',
    labels: [
      ['Name', 'name'],
      ['Email Address', 'email'],
      ['Mobile Number', 'mobile'],
    ],
    required: { name: 'Name is required.', email: 'Email is required.', mobile: 'Mobile Number is required.' },
    emailLabel: 'Email Address',
    emailInvalid: 'Must be valid e-mail',
    mobileLabel: 'Mobile Number',
    valid: { Name: 'Asha Rao', 'Email Address': 'asha@example.in', 'Mobile Number': '9123456789' },
    sent: { name: 'Asha Rao', level: 'New lead', email: 'asha@example.in', mobile: '9123456789', otherQuery: '' },
  },
  {
    kind: 'whatsapp',
    labels: [
      ['Name', 'name'],
      ['Country code', 'country'],
      ['Mobile Number', 'phone'],
    ],
    required: { name: 'Name is required.', phone: 'Mobile Number is required.' },
    mobileLabel: 'Mobile Number',
    valid: { Name: 'Asha Rao', 'Mobile Number': '9876543210' },
    welcome: {
      url: '/api/WhatsappLeads',
      body: { lead: { name: 'Asha Rao', country: 'IN', phone: '9876543210' } },
      visitor: { name: 'Asha Rao', phone: '+919876543210' },
      failure: 'api',
    },
  },
  {
    kind: 'newsletter',
    labels: [
      ['Name', 'name'],
      ['Email', 'email'],
    ],
    required: { name: 'Name is required.', email: 'Email is required.' },
    emailLabel: 'Email',
    emailInvalid: 'Enter a valid email address.',
    valid: { Name: 'Asha Rao', Email: 'asha@example.in' },
  },
  {
    kind: 'grievance',
    labels: [
      ['Name', 'name'],
      ['Subscription Email', 'email'],
      ['Mobile Number', 'mobile'],
      ['Grievance details', 'details'],
    ],
    required: {
      name: 'Name is required.',
      email: 'E-mail is required',
      mobile: 'Mobile Number is required.',
      details: 'Details are required.',
    },
    emailLabel: 'Subscription Email',
    emailInvalid: 'Must be valid e-mail',
    mobileLabel: 'Mobile Number',
    valid: {
      Name: 'Asha Rao',
      'Subscription Email': 'asha@example.in',
      'Mobile Number': '9123456789',
      'Grievance details': 'Report not received',
    },
    sent: { name: 'Asha Rao', level: null, email: 'asha@example.in', mobile: '9123456789', otherQuery: 'Grievance - Report not received' },
  },
  {
    kind: 'sales-lead',
    labels: [
      ['Name', 'name'],
      ['Mobile Number', 'mobile'],
      ['Email', 'email'],
    ],
    required: { name: 'Name is required.', mobile: 'Mobile Number is required.', email: 'Email is required.' },
    emailLabel: 'Email',
    emailInvalid: 'Must be valid e-mail',
    mobileLabel: 'Mobile Number',
    valid: { Name: 'Asha Rao', 'Mobile Number': '9123456789', Email: 'asha@example.in' },
    welcome: {
      url: '/api/Messages/sendContactUsDetails',
      body: {
        contactInfo: { name: 'Asha Rao', level: 'Sales letter lead', email: 'asha@example.in', mobile: '9123456789', otherQuery: '' },
      },
      visitor: { name: 'Asha Rao', phone: '9123456789' },
      failure: 'oops',
      lead: true,
    },
  },
];

const ALL_MESSAGES = [
  'Name is required.',
  'E-mail is required',
  'Email is required.',
  'Must be valid e-mail',
  'Enter a valid email address.',
  'Mobile Number is required.',
  'Enter correct Mobile Number.',
  'Please select the above',
  'Details are required.',
];

/**
 * The API as the form's axios client sees it, intercepted at its adapter: every request is
 * recorded and answered by `answer` (200 by default).
 */
interface Sent {
  method?: string;
  url?: string;
  body: { contactInfo: ContactInfo; context?: Record<string, string>; lead?: Record<string, string>; data?: Record<string, string> };
}
let sent: Sent[];
let answer: Answer;
const realAdapter = api.defaults.adapter;
const adapter = recordingAdapter<Sent['body']>(
  (request) => sent.push(request),
  () => answer,
);

let info: jest.SpiedFunction<typeof console.info>;
let error: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  sent = [];
  answer = ok;
  api.defaults.adapter = adapter;
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/');
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  api.defaults.adapter = realAdapter;
  act(() => clearToasts());
  info.mockRestore();
  error.mockRestore();
});

const SEEDED_CONSENT_VERSION = consentVersion(seededLeadForms.consentText);

async function fillValid(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, c: Case) {
  for (const [label, value] of Object.entries(c.valid)) await user.type(within(form).getByLabelText(label), value);
  if (c.kind === 'contact') {
    await user.selectOptions(within(form).getByLabelText('What are you looking for?'), 'I am a new investor and want to know more.');
  }
}

/** The toast (bottom right) showing a text. */
const toastOf = async (text: string) => (await screen.findByText(text)).closest('.toast');

/** The form's text fields' values, by label. */
const valuesOf = (form: HTMLElement, c: Case) =>
  Object.fromEntries(Object.keys(c.valid).map((l) => [l, (within(form).getByLabelText(l) as HTMLInputElement).value]));

describe.each(CASES)('LeadForm kind=$kind', (c) => {
  it('renders the heading, a labelled control per field, the button and the consent', () => {
    const { form, submit } = renderForm(c.kind);
    expect(screen.getByRole('heading', { level: 2, name: `Heading of ${c.kind}` })).toBeInTheDocument();
    for (const [label, name] of c.labels) {
      const control = within(form).getByLabelText(label);
      expect(control).toHaveAttribute('name', name);
      expect(control).toHaveAttribute('id', `lead-0-${name}`);
      expect(control).toBeRequired();
      expect(control).not.toHaveAttribute('aria-invalid');
    }
    expect(submit).toBeEnabled();
    expect(form).toHaveTextContent('By submitting this form you agree to be contacted by Acme Research Analysts');
    // The privacy notice (DPDP Act 2023): what is collected, why, how to withdraw or be erased, and the privacy page.
    expect(form).toHaveTextContent('We collect your name, email and mobile number');
    expect(form).toHaveTextContent('only to reply to you and send what you asked for');
    expect(form).toHaveTextContent('withdraw your consent or ask us to erase your data at any time on our contact page (choose Other)');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // No message before any interaction.
    for (const m of ALL_MESSAGES) expect(screen.queryByText(m)).not.toBeInTheDocument();
  });

  it('on an empty submit shows every field’s first error and makes no call', async () => {
    const { user, form, submit } = renderForm(c.kind);
    await user.click(submit);
    const label = Object.fromEntries(c.labels.map(([l, n]) => [n, l]));
    for (const [name, message] of Object.entries(c.required)) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
      const control = within(form).getByLabelText(label[name]);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // Only the first message of each field (the empty mobile does not also get the format message).
    expect(screen.queryByText('Enter correct Mobile Number.')).not.toBeInTheDocument();
    expect(within(form).getAllByText(/required|select the above/)).toHaveLength(Object.keys(c.required).length);
    expect(info).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('blurring an empty Name shows only "Name is required."', async () => {
    const { user, form } = renderForm(c.kind);
    await user.click(within(form).getByLabelText('Name'));
    await user.tab();
    expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
    for (const m of ALL_MESSAGES.filter((x) => x !== 'Name is required.')) expect(screen.queryByText(m)).not.toBeInTheDocument();
  });

  if (c.emailLabel) {
    const emailLabel = c.emailLabel;
    it(`email: blur empty → "${c.required.email}", type invalid → "${c.emailInvalid}", valid → no message`, async () => {
      const { user, form } = renderForm(c.kind);
      const email = within(form).getByLabelText(emailLabel);
      await user.click(email);
      await user.tab();
      expect(await within(form).findByText(c.required.email)).toBeInTheDocument();
      expect(screen.queryByText(c.emailInvalid!)).not.toBeInTheDocument();

      await user.type(email, 'ravi@');
      expect(await within(form).findByText(c.emailInvalid!)).toBeInTheDocument();
      expect(screen.queryByText(c.required.email)).not.toBeInTheDocument();
      expect(email).toHaveAccessibleDescription(c.emailInvalid!);

      await user.type(email, 'example.in');
      expect(screen.queryByText(c.emailInvalid!)).not.toBeInTheDocument();
      expect(email).not.toHaveAttribute('aria-invalid');
    });
  }

  if (c.mobileLabel) {
    const mobileLabel = c.mobileLabel;
    it('mobile: numeric keypad, max 10; blur empty → required only; letters → "Enter correct Mobile Number."', async () => {
      const { user, form } = renderForm(c.kind);
      const mobile = within(form).getByLabelText(mobileLabel);
      expect(mobile).toHaveAttribute('type', 'text');
      expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
      expect(mobile).toHaveAttribute('inputmode', 'numeric');
      expect(mobile).toHaveAttribute('maxlength', '10');

      await user.click(mobile);
      await user.tab();
      expect(await within(form).findByText('Mobile Number is required.')).toBeInTheDocument();
      expect(screen.queryByText('Enter correct Mobile Number.')).not.toBeInTheDocument();

      await user.type(mobile, '98765abc');
      expect(await within(form).findByText('Enter correct Mobile Number.')).toBeInTheDocument();
      expect(screen.queryByText('Mobile Number is required.')).not.toBeInTheDocument();

      await user.clear(mobile);
      await user.type(mobile, '987654321099');
      expect(mobile).toHaveValue('9876543210'); // maxLength stops at 10 digits
      expect(screen.queryByText('Enter correct Mobile Number.')).not.toBeInTheDocument();
    });
  }

  if (c.sent) {
    const expected = c.sent;
    it('with valid values sends the lead with its context, toasts the thanks and resets the form', async () => {
      const { user, form, submit } = renderForm(c.kind);
      await fillValid(user, form, c);
      await user.click(submit);
      expect(await toastOf(LEAD_TOASTS.sent.text)).toHaveClass('bg-success');
      expect(sent).toEqual([
        {
          method: 'post',
          url: '/api/Messages/sendContactUsDetails',
          body: { contactInfo: expected, context: { referrer: '', page: '/', consentVersion: SEEDED_CONSENT_VERSION } },
        },
      ]);
      for (const value of Object.values(valuesOf(form, c))) expect(value).toBe('');
      expect(info).not.toHaveBeenCalled();
      for (const m of ALL_MESSAGES) expect(screen.queryByText(m)).not.toBeInTheDocument();
    });

    it.each([
      ['the API answers 500', status500],
      ['the API is unreachable', unreachable],
    ])('when %s: "Oops some error occurred" (error toast), fields kept, the button back', async (_, failure) => {
      answer = failure;
      const { user, form, submit } = renderForm(c.kind);
      await fillValid(user, form, c);
      const before = valuesOf(form, c);
      await user.click(submit);
      const toast = await toastOf(LEAD_TOASTS.failed.text);
      expect(toast).toHaveClass('bg-danger');
      expect(toast?.parentElement).toHaveClass('bottom-0', 'end-0'); // bottom right
      expect(screen.queryByText(LEAD_TOASTS.sent.text)).not.toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(valuesOf(form, c)).toEqual(before);
      expect(submit).toBeEnabled();
      expect(error).toHaveBeenCalledWith('[lead-form] sending failed', expect.any(AxiosError));
    });
  } else if (c.welcome) {
    const w = c.welcome;
    const storedVisitor = () =>
      Object.fromEntries(
        ['name', 'phone', 'email'].flatMap((k) => (localStorage.getItem(k) === null ? [] : [[k, localStorage.getItem(k)]])),
      );

    it(`with valid values sends the lead with its context, keeps the visitor in localStorage${w.lead ? ', tracks a Lead' : ''} and goes to /welcome`, async () => {
      const fbq = jest.fn();
      (window as unknown as { fbq?: unknown }).fbq = fbq;
      try {
        const { user, form, submit } = renderForm(c.kind);
        await fillValid(user, form, c);
        await user.click(submit);
        await waitFor(() => expect(navigate).toHaveBeenCalledWith('/welcome'));
        expect(sent).toEqual([
          { method: 'post', url: w.url, body: { ...w.body, context: { referrer: '', page: '/', consentVersion: SEEDED_CONSENT_VERSION } } },
        ]);
        expect(storedVisitor()).toEqual(w.visitor);
        if (w.lead) expect(fbq).toHaveBeenCalledWith('track', 'Lead');
        else expect(fbq).not.toHaveBeenCalled();
        expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
        expect(info).not.toHaveBeenCalled();
      } finally {
        delete (window as unknown as { fbq?: unknown }).fbq;
      }
    });

    it('without the pixel (no window.fbq) it still goes to /welcome', async () => {
      const { user, form, submit } = renderForm(c.kind);
      await fillValid(user, form, c);
      await user.click(submit);
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/welcome'));
    });

    const failures: [string, string, typeof status500][] =
      w.failure === 'api'
        ? [
            ['the API answers 500', LEAD_TOASTS.failed.text, status500],
            ['the API is unreachable', CALL_FAILURE_TEXTS.unavailable, unreachable],
            ['the API refuses the number', 'Enter correct Mobile Number.', refused('Enter correct Mobile Number.')],
          ]
        : [
            ['the API answers 500', LEAD_TOASTS.failed.text, status500],
            ['the API is unreachable', LEAD_TOASTS.failed.text, unreachable],
          ];
    it.each(failures)('when %s: the error toast "%s" bottom right, fields kept, nothing stored, no /welcome', async (_, text, failure) => {
      answer = failure;
      const fbq = jest.fn();
      (window as unknown as { fbq?: unknown }).fbq = fbq;
      try {
        const { user, form, submit } = renderForm(c.kind);
        await fillValid(user, form, c);
        const before = valuesOf(form, c);
        await user.click(submit);
        const toast = await toastOf(text);
        expect(toast).toHaveClass('bg-danger');
        expect(toast?.parentElement).toHaveClass('bottom-0', 'end-0');
        expect(valuesOf(form, c)).toEqual(before);
        expect(submit).toBeEnabled();
        expect(navigate).not.toHaveBeenCalled();
        expect(storedVisitor()).toEqual({});
        expect(fbq).not.toHaveBeenCalled();
      } finally {
        delete (window as unknown as { fbq?: unknown }).fbq;
      }
    });

    it('the button says "Saving" and is disabled while the lead is on its way', async () => {
      let release: () => void = () => {};
      answer = (config) => new Promise((resolve) => (release = () => resolve(ok(config))));
      const { user, form, submit } = renderForm(c.kind);
      await fillValid(user, form, c);
      await user.click(submit);
      expect(await within(form).findByRole('button', { name: 'Saving' })).toBeDisabled();
      expect(navigate).not.toHaveBeenCalled();
      await act(async () => release());
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/welcome'));
    });
  }

  it('does not show the grievance counter or the Other free text unless it is that form', () => {
    const { form } = renderForm(c.kind);
    expect(within(form).queryByLabelText(/^Tell us more/)).not.toBeInTheDocument();
    if (c.kind !== 'grievance') expect(form.querySelector('[id$="-counter"]')).toBeNull();
  });
});

describe('LeadForm details', () => {
  it('trims the values before sending', async () => {
    const { user, form, submit } = renderForm('free-trial');
    await user.type(within(form).getByLabelText('Name'), '  Ravi Kumar  ');
    await user.type(within(form).getByLabelText('Email'), ' ravi@example.in ');
    await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
    await user.click(submit);
    await toastOf(LEAD_TOASTS.sent.text);
    expect(sent[0].body.contactInfo).toEqual({
      name: 'Ravi Kumar',
      level: 'New lead',
      email: 'ravi@example.in',
      mobile: '9876543210',
      otherQuery: '',
    });
  });

  it('a field with an error re-validates on change (error clears as soon as it is fixed)', async () => {
    const { user, form, submit } = renderForm('free-trial');
    await user.click(submit);
    expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), 'R');
    expect(within(form).queryByText('Name is required.')).not.toBeInTheDocument();
    expect(within(form).getByText('E-mail is required')).toBeInTheDocument();
  });

  it('does not validate an untouched field while typing (mode onTouched)', async () => {
    const { user, form } = renderForm('free-trial');
    await user.type(within(form).getByLabelText('Email'), 'ravi@');
    expect(within(form).queryByText('Must be valid e-mail')).not.toBeInTheDocument();
    await user.tab();
    expect(await within(form).findByText('Must be valid e-mail')).toBeInTheDocument();
  });

  it('grievance: the mobile field counts characters "n/10" and describes the input with it', async () => {
    const { user, form } = renderForm('grievance');
    const mobile = within(form).getByLabelText('Mobile Number');
    const counter = form.querySelector('#lead-0-mobile-counter');
    expect(counter).not.toBeNull();
    expect(counter).toHaveTextContent(/^0\/10/);
    expect(mobile).toHaveAccessibleDescription('0/10 characters');

    await user.type(mobile, '98765');
    expect(counter).toHaveTextContent(/^5\/10/);
    await user.type(mobile, '4321099');
    expect(counter).toHaveTextContent(/^10\/10/);
    expect(mobile).toHaveValue('9876543210');

    // With an error, both the counter and the message describe the input.
    await user.clear(mobile);
    await user.tab();
    expect(await within(form).findByText('Mobile Number is required.')).toBeInTheDocument();
    expect(counter).toHaveTextContent(/^0\/10/);
    expect(mobile).toHaveAccessibleDescription('0/10 characters Mobile Number is required.');
  });

  it('grievance: details is a textarea', () => {
    renderForm('grievance');
    expect(screen.getByLabelText('Grievance details').tagName).toBe('TEXTAREA');
  });

  it('contact: the level select offers the prompt and the three levels', () => {
    const { form } = renderForm('contact');
    const select = within(form).getByLabelText('What are you looking for?');
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select an option',
      'I am a new investor and want to know more.',
      'I am an experienced investor and want to know more',
      'Other',
    ]);
    expect(select).toHaveValue('');
  });

  it('contact: blurring the level without a choice → "Please select the above"', async () => {
    const { user, form } = renderForm('contact');
    await user.click(within(form).getByLabelText('What are you looking for?'));
    await user.tab();
    expect(await within(form).findByText('Please select the above')).toBeInTheDocument();
  });

  it('contact: the optional "Tell us more" free text appears only for Other', async () => {
    const { user, form } = renderForm('contact');
    const select = within(form).getByLabelText('What are you looking for?');
    expect(within(form).queryByLabelText(/^Tell us more/)).not.toBeInTheDocument();

    await user.selectOptions(select, 'Other');
    const other = within(form).getByLabelText('Tell us more (optional)');
    expect(other.tagName).toBe('TEXTAREA');
    expect(other).not.toBeRequired();

    await user.selectOptions(select, 'I am an experienced investor and want to know more');
    expect(within(form).queryByLabelText(/^Tell us more/)).not.toBeInTheDocument();

    await user.selectOptions(select, 'Other');
    expect(within(form).getByLabelText('Tell us more (optional)')).toBeInTheDocument();
  });

  it('contact: Other sends the free text; it is optional', async () => {
    const { user, form, submit } = renderForm('contact');
    await user.type(within(form).getByLabelText('Name'), 'Ravi');
    await user.type(within(form).getByLabelText('Email'), 'ravi@example.in');
    await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
    await user.selectOptions(within(form).getByLabelText('What are you looking for?'), 'Other');
    await user.type(within(form).getByLabelText('Tell us more (optional)'), 'Questions about the annual plan');
    await user.click(submit);
    await toastOf(LEAD_TOASTS.sent.text);
    expect(sent[0].body.contactInfo).toEqual({
      name: 'Ravi',
      level: 'Other',
      email: 'ravi@example.in',
      mobile: '9876543210',
      otherQuery: 'Questions about the annual plan',
    });
  });

  it('contact: Other with a blank free text submits otherQuery as ""', async () => {
    const { user, form, submit } = renderForm('contact');
    await user.type(within(form).getByLabelText('Name'), 'Ravi');
    await user.type(within(form).getByLabelText('Email'), 'ravi@example.in');
    await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
    await user.selectOptions(within(form).getByLabelText('What are you looking for?'), 'Other');
    await user.click(submit);
    await toastOf(LEAD_TOASTS.sent.text);
    expect(sent[0].body.contactInfo).toEqual(expect.objectContaining({ level: 'Other', otherQuery: '' }));
  });

  it('contact: free text typed under Other is dropped when another level is chosen', async () => {
    const { user, form, submit } = renderForm('contact');
    await user.type(within(form).getByLabelText('Name'), 'Ravi');
    await user.type(within(form).getByLabelText('Email'), 'ravi@example.in');
    await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
    const select = within(form).getByLabelText('What are you looking for?');
    await user.selectOptions(select, 'Other');
    await user.type(within(form).getByLabelText('Tell us more (optional)'), 'left over');
    await user.selectOptions(select, 'I am a new investor and want to know more.');
    await user.click(submit);
    await toastOf(LEAD_TOASTS.sent.text);
    expect(sent[0].body.contactInfo).toEqual(
      expect.objectContaining({ level: 'I am a new investor and want to know more.', otherQuery: '' }),
    );
  });

  it('the button is disabled and says "Saving" while the lead is on its way', async () => {
    let release: () => void = () => {};
    answer = (config) => new Promise((resolve) => (release = () => resolve(ok(config))));
    const { user, form, submit } = renderForm('landing-contact');
    await fillValid(user, form, CASES.find((x) => x.kind === 'landing-contact')!);
    await user.click(submit);
    const saving = await within(form).findByRole('button', { name: 'Saving' });
    expect(saving).toBeDisabled();
    await act(async () => release());
    expect(await toastOf(LEAD_TOASTS.sent.text)).toHaveClass('bg-success');
    expect(within(form).getByRole('button', { name: 'Submit landing-contact' })).toBeEnabled();
  });

  it('toasts stay for their durations: thanks 5 s, error 2 s', async () => {
    jest.useFakeTimers();
    try {
      const { user, form, submit } = renderForm('free-trial', { advanceTimers: jest.advanceTimersByTime });
      const c = CASES.find((x) => x.kind === 'free-trial')!;
      for (const [outcome, toast] of [
        [ok, LEAD_TOASTS.sent],
        [status500, LEAD_TOASTS.failed],
      ] as const) {
        answer = outcome;
        await fillValid(user, form, c);
        await user.click(submit);
        expect(await screen.findByText(toast.text)).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(toast.ms - 200));
        expect(screen.getByText(toast.text)).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(400));
        expect(screen.queryByText(toast.text)).not.toBeInTheDocument();
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [599, true],
    [600, false],
  ])('contact sent on a %i px wide screen: WhatsApp chat opened in a new tab: %s', async (width, opens) => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const innerWidth = window.innerWidth;
    window.innerWidth = width;
    try {
      const { user, form, submit } = renderForm('contact');
      await fillValid(user, form, CASES.find((x) => x.kind === 'contact')!);
      await user.click(submit);
      await toastOf(LEAD_TOASTS.sent.text);
      if (opens) expect(open).toHaveBeenCalledWith('https://wa.me/919876543210', '_blank', 'noopener,noreferrer');
      else expect(open).not.toHaveBeenCalled();
    } finally {
      window.innerWidth = innerWidth;
      open.mockRestore();
    }
  });

  it('a narrow screen opens no chat for the other kinds, nor when sending fails', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const innerWidth = window.innerWidth;
    window.innerWidth = 375;
    try {
      const first = renderForm('free-trial');
      await fillValid(first.user, first.form, CASES.find((x) => x.kind === 'free-trial')!);
      await first.user.click(first.submit);
      await toastOf(LEAD_TOASTS.sent.text);
      first.unmount();
      answer = status500;
      const second = renderForm('contact');
      await fillValid(second.user, second.form, CASES.find((x) => x.kind === 'contact')!);
      await second.user.click(second.submit);
      await toastOf(LEAD_TOASTS.failed.text);
      expect(open).not.toHaveBeenCalled();
    } finally {
      window.innerWidth = innerWidth;
      open.mockRestore();
    }
  });

  it('sends the landing page’s campaign parameters from a later page of the visit, with this page’s path', async () => {
    window.history.replaceState(null, '', '/?utm_source=x&utm_campaign=y&utm_medium=cpc&other=1');
    rememberLanding();
    window.history.replaceState(null, '', '/contact');
    const { user, form, submit } = renderForm('grievance');
    await fillValid(user, form, CASES.find((x) => x.kind === 'grievance')!);
    await user.click(submit);
    await toastOf(LEAD_TOASTS.sent.text);
    expect(sent[0].body.context).toEqual({
      referrer: '',
      utm_source: 'x',
      utm_campaign: 'y',
      utm_medium: 'cpc',
      page: '/contact',
      consentVersion: SEEDED_CONSENT_VERSION,
    });
  });

  it('the consent version follows the consent text', () => {
    expect(SEEDED_CONSENT_VERSION).toMatch(/^[0-9a-f]{8}$/);
    expect(consentVersion(seededLeadForms.consentText)).toBe(SEEDED_CONSENT_VERSION);
    expect(consentVersion(`${seededLeadForms.consentText} `)).not.toBe(SEEDED_CONSENT_VERSION);
  });

  it('whatsapp: the country select defaults to India and lists the dial codes; the number is checked for the chosen country and kept international', async () => {
    const { user, form, submit } = renderForm('whatsapp');
    const country = within(form).getByLabelText('Country code');
    expect(country).toHaveValue('IN');
    // Always filled, so not `required` in HTML (no empty prompt); still announced as required.
    expect(country).not.toHaveAttribute('required');
    expect(country).toHaveAttribute('aria-required', 'true');
    expect(within(country).getByRole('option', { name: 'India (+91)' })).toBeInTheDocument();
    expect(within(country).getByRole('option', { name: 'UAE (+971)' })).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), 'Asha');
    await user.type(within(form).getByLabelText('Mobile Number'), '501234567');
    await user.click(submit);
    // Nine digits are no Indian mobile number.
    expect(await within(form).findByText('Enter correct Mobile Number.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(country, 'AE');
    await user.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/welcome'));
    expect(sent[0].body.lead).toEqual({ name: 'Asha', country: 'AE', phone: '501234567' });
    expect(localStorage.getItem('phone')).toBe('+971501234567');
  });

  it('falls back to "us" in the consent when the firm name is empty', () => {
    const settings = jest.requireMock<typeof import('../../../hooks/useSettings')>('../../../hooks/useSettings');
    const original = settings.useSettings;
    settings.useSettings = () => ({ ...original(), firmName: '' });
    try {
      const { form } = renderForm('newsletter');
      expect(form).toHaveTextContent('By submitting this form you agree to be contacted by us by phone');
    } finally {
      settings.useSettings = original;
    }
  });

  it('uses the section anchor, heading and intro', () => {
    const { container } = renderForm('newsletter');
    const sectionEl = container.querySelector('section');
    expect(sectionEl).toHaveAttribute('id', 'form-newsletter');
    expect(sectionEl).toHaveTextContent('Leave your details and we will call you back.');
  });

  it('renders nothing for an unknown kind', () => {
    const { container } = render(<LeadForm section={{ ...section('newsletter'), kind: 'nope' as LeadKind }} index={3} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LeadForm kind=newsletter sends', () => {
  const c = CASES.find((x) => x.kind === 'newsletter')!;
  it('subscribes with name, email and context, keeps name and email for /welcome, then goes to /welcome?newsletter=true', async () => {
    window.history.replaceState(null, '', '/newsletter?utm_source=ig');
    const { user, form, submit } = renderForm('newsletter');
    await fillValid(user, form, c);
    await user.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/welcome?newsletter=true'));
    expect(sent).toEqual([
      {
        method: 'post',
        url: '/api/Subscriptions/addusertomailchimp',
        body: {
          data: { type: 'free subscription', name: 'Asha Rao', email: 'asha@example.in' },
          context: { referrer: '', utm_source: 'ig', page: '/newsletter', consentVersion: SEEDED_CONSENT_VERSION },
        },
      },
    ]);
    expect(window.localStorage.getItem('name')).toBe('Asha Rao');
    expect(window.localStorage.getItem('email')).toBe('asha@example.in');
    expect(screen.queryByText(LEAD_TOASTS.sent.text)).not.toBeInTheDocument();
  });

  it('says "Saving" while the subscription is on its way', async () => {
    let release: () => void = () => {};
    answer = (config) => new Promise((resolve) => (release = () => resolve(ok(config))));
    const { user, form, submit } = renderForm('newsletter');
    await fillValid(user, form, c);
    await user.click(submit);
    expect(await within(form).findByRole('button', { name: 'Saving' })).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['the API answers 500', LEAD_TOASTS.failed.text, status500],
    ['the API is unreachable', CALL_FAILURE_TEXTS.unavailable, unreachable],
    ['the API refuses the email', 'Enter a valid email address.', refused('Enter a valid email address.')],
  ])(
    'when %s: "%s" (the API’s message, else words, never axios’s) in an error toast for 2 s bottom right, fields kept, nothing kept, no redirect',
    async (_, text, failure) => {
      answer = failure;
      const { user, form, submit } = renderForm('newsletter');
      await fillValid(user, form, c);
      await user.click(submit);
      const toast = await toastOf(text);
      expect(toast).toHaveClass('bg-danger');
      expect(toast?.parentElement).toHaveClass('bottom-0', 'end-0');
      expect(screen.queryByText(/Request failed|Network Error/)).not.toBeInTheDocument();
      expect(valuesOf(form, c)).toEqual({ Name: 'Asha Rao', Email: 'asha@example.in' });
      expect(submit).toBeEnabled();
      expect(navigate).not.toHaveBeenCalled();
      expect(window.localStorage.getItem('email')).toBeNull();
      await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 3000 });
    },
  );
});
