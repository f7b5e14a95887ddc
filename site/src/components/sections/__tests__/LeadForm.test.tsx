import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeadForm, { type LeadFormSection } from '../LeadForm';
import type { LeadKind } from 'contracts';

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
  useLeadForms: () => jest.requireActual('../../../../../content-seed/data/lead-form.json'),
}));

const LOG_PREFIX = '[lead-form] valid submission (not sent yet)';

const section = (kind: LeadKind): LeadFormSection => ({
  anchor: `form-${kind}`,
  heading: `Heading of ${kind}`,
  intro: 'Leave your details and we will call you back.',
  kind,
  buttonLabel: `Submit ${kind}`,
});

function renderForm(kind: LeadKind) {
  const user = userEvent.setup();
  const utils = render(<LeadForm section={section(kind)} index={0} />);
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
  /** what the placeholder submit logs */
  logged: Record<string, string>;
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
    logged: { name: 'Ravi Kumar', email: 'ravi@example.in', mobile: '9876543210' },
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
    logged: {
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      mobile: '9876543210',
      level: 'I am a new investor and want to know more.',
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
    logged: { name: 'Asha Rao', email: 'asha@example.in', mobile: '9123456789' },
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
    valid: { Name: 'Asha Rao', 'Mobile Number': '501234567' },
    logged: { name: 'Asha Rao', country: 'IN', phone: '501234567' },
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
    logged: { name: 'Asha Rao', email: 'asha@example.in' },
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
    logged: { name: 'Asha Rao', email: 'asha@example.in', mobile: '9123456789', details: 'Report not received' },
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
    logged: { name: 'Asha Rao', mobile: '9123456789', email: 'asha@example.in' },
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

let info: jest.SpiedFunction<typeof console.info>;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  info.mockRestore();
});

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
    expect(within(form).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
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
      expect(mobile).toHaveAttribute('type', 'tel');
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

  it('with valid values runs the placeholder submit (console.info) with the cast values', async () => {
    const { user, form, submit } = renderForm(c.kind);
    for (const [label, value] of Object.entries(c.valid)) await user.type(within(form).getByLabelText(label), value);
    if (c.kind === 'contact') {
      await user.selectOptions(within(form).getByLabelText('What are you looking for?'), 'I am a new investor and want to know more.');
    }
    await user.click(submit);
    await screen.findByRole('button', { name: `Submit ${c.kind}` });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(LOG_PREFIX, c.logged);
    for (const m of ALL_MESSAGES) expect(screen.queryByText(m)).not.toBeInTheDocument();
  });

  it('does not show the grievance counter or the Other free text unless it is that form', () => {
    const { form } = renderForm(c.kind);
    expect(within(form).queryByLabelText(/^Tell us more/)).not.toBeInTheDocument();
    if (c.kind !== 'grievance') expect(form.querySelector('[id$="-counter"]')).toBeNull();
  });
});

describe('LeadForm details', () => {
  it('trims the values before the placeholder submit', async () => {
    const { user, form, submit } = renderForm('free-trial');
    await user.type(within(form).getByLabelText('Name'), '  Ravi Kumar  ');
    await user.type(within(form).getByLabelText('Email'), ' ravi@example.in ');
    await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
    await user.click(submit);
    await screen.findByRole('button', { name: 'Submit free-trial' });
    expect(info).toHaveBeenCalledWith(LOG_PREFIX, { name: 'Ravi Kumar', email: 'ravi@example.in', mobile: '9876543210' });
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
    await screen.findByRole('button', { name: 'Submit contact' });
    expect(info).toHaveBeenCalledWith(LOG_PREFIX, {
      name: 'Ravi',
      email: 'ravi@example.in',
      mobile: '9876543210',
      level: 'Other',
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
    await screen.findByRole('button', { name: 'Submit contact' });
    expect(info).toHaveBeenCalledWith(LOG_PREFIX, expect.objectContaining({ level: 'Other', otherQuery: '' }));
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
    await screen.findByRole('button', { name: 'Submit contact' });
    expect(info).toHaveBeenCalledWith(
      LOG_PREFIX,
      expect.objectContaining({ level: 'I am a new investor and want to know more.', otherQuery: '' }),
    );
  });

  it('whatsapp: the country select defaults to India and lists the dial codes', async () => {
    const { user, form, submit } = renderForm('whatsapp');
    const country = within(form).getByLabelText('Country code');
    expect(country).toHaveValue('IN');
    expect(within(country).getByRole('option', { name: 'India (+91)' })).toBeInTheDocument();
    expect(within(country).getByRole('option', { name: 'UAE (+971)' })).toBeInTheDocument();

    await user.selectOptions(country, 'AE');
    await user.type(within(form).getByLabelText('Name'), 'Asha');
    await user.type(within(form).getByLabelText('Mobile Number'), '501234567');
    await user.click(submit);
    await screen.findByRole('button', { name: 'Submit whatsapp' });
    expect(info).toHaveBeenCalledWith(LOG_PREFIX, { name: 'Asha', country: 'AE', phone: '501234567' });
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
