import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import AuthScreen from '../AuthScreen';
import { endpoints } from '../../api/endpoints';
import { renderWithApp, toastTexts } from './renderWithApp';
import { AxiosError, AxiosHeaders } from 'axios';
import { APP_ROUTES, CALL_FAILURE_TEXTS, MFA_MESSAGES, MFA_TEXTS } from 'contracts';

jest.mock('../../api/endpoints', () => ({
  endpoints: {
    login: jest.fn(),
    loginMfa: jest.fn(),
    user: jest.fn(),
    signup: jest.fn(),
    contact: jest.fn(),
  },
}));

const api = jest.mocked(endpoints);

/** A call's failure as axios rejects it: the status and body the server (or a proxy) answered. */
function axiosFailure(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
}

const LOGIN_ANSWER = { id: 'token-abc', ttl: 1209600, created: '2025-01-01T00:00:00.000Z', userId: 7 };
const USER = { id: 7, first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.in', phone: '9876543210', admin: 0 };

beforeEach(() => {
  window.localStorage.clear();
  api.contact.mockResolvedValue({} as never);
});

const renderLogin = (search = '') => renderWithApp(<AuthScreen mode="login" />, { pathname: '/login', search });
const renderSignup = (search = '') => renderWithApp(<AuthScreen mode="signup" />, { pathname: '/signup', search });
const form = (name: 'Login' | 'Sign up') => screen.getByRole('form', { name });

describe('Login screen', () => {
  it('has labelled Email and Password fields with the 8-character hint', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
  });

  it('with empty fields shows the errors and makes no call', async () => {
    const { user, navigate } = renderLogin();
    await user.click(within(form('Login')).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('E-mail is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters Password is required.');
    expect(api.login).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the first error of a field: blur empty → required, then invalid → format', async () => {
    const { user } = renderLogin();
    const email = screen.getByLabelText('Email');
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.queryByText('Must be valid e-mail')).not.toBeInTheDocument();
    await user.type(email, 'ravi@');
    expect(await screen.findByText('Must be valid e-mail')).toBeInTheDocument();
    expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument();
  });

  it('with an invalid email makes no call', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ravi.example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(within(form('Login')).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Must be valid e-mail')).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('with valid values logs in, stores the session and goes to /myaccount', async () => {
    api.login.mockResolvedValue(LOGIN_ANSWER);
    api.user.mockResolvedValue(USER);
    const { user, navigate } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(within(form('Login')).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/myaccount'));
    expect(api.login).toHaveBeenCalledWith('ravi@example.in', 'secret-123');
    expect(api.user).toHaveBeenCalledWith(7, 'token-abc');
    expect(window.localStorage.getItem('accesstoken')).toBe('token-abc');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual({
      id: 7,
      first_name: 'Ravi',
      email: 'ravi@example.in',
      phone: '9876543210',
      admin: 0,
    });
    expect(toastTexts()).not.toContain('Incorrect Credentials');
  });

  it('with ?source=pricing goes to /pricing#pricing_section after login', async () => {
    api.login.mockResolvedValue(LOGIN_ANSWER);
    api.user.mockResolvedValue(USER);
    const { user, navigate } = renderLogin('?source=pricing');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(within(form('Login')).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pricing#pricing_section'));
    expect(navigate).not.toHaveBeenCalledWith('/myaccount');
  });

  it('with a wrong password shows "Incorrect Credentials" and stays', async () => {
    api.login.mockRejectedValue(axiosFailure(401, { error: { status: 401, name: 'UnauthorizedError', message: 'Incorrect Credentials' } }));
    const { user, navigate } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(within(form('Login')).getByRole('button', { name: 'Login' }));

    const toast = await screen.findByText('Incorrect Credentials');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(api.user).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('accesstoken')).toBeNull();
  });

  it('when the user lookup after an accepted login fails: an error, but not "Incorrect Credentials" (the password was right)', async () => {
    api.login.mockResolvedValue(LOGIN_ANSWER);
    api.user.mockRejectedValue(
      axiosFailure(500, { error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }),
    );
    const { user, navigate } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(within(form('Login')).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Oops some error occured!')).toBeInTheDocument();
    expect(toastTexts()).toEqual(['Oops some error occured!']);
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('accesstoken')).toBeNull();
  });

  const body = (status: number, message: string) => ({ error: { status, name: 'Error', message, details: {} } });
  it.each([
    [
      '429 with the server’s message',
      'Too many requests. Please try again in 3600 seconds.',
      axiosFailure(429, body(429, 'Too many requests. Please try again in 3600 seconds.')),
    ],
    ['429 without a message', CALL_FAILURE_TEXTS.tooMany, axiosFailure(429, '')],
    ['502 from the origin (CMS out of reach)', CALL_FAILURE_TEXTS.unavailable, axiosFailure(502, body(502, 'The CMS is not reachable.'))],
    ['502 from nginx (HTML body)', CALL_FAILURE_TEXTS.unavailable, axiosFailure(502, '<html><body>502 Bad Gateway</body></html>')],
    ['503', CALL_FAILURE_TEXTS.unavailable, axiosFailure(503, '')],
    ['504', CALL_FAILURE_TEXTS.unavailable, axiosFailure(504, '')],
    [
      'no answer (network error)',
      CALL_FAILURE_TEXTS.unavailable,
      new AxiosError('Network Error', AxiosError.ERR_NETWORK, { headers: new AxiosHeaders() }),
    ],
    [
      'no answer in time (timeout)',
      CALL_FAILURE_TEXTS.unavailable,
      new AxiosError('timeout of 20000ms exceeded', AxiosError.ECONNABORTED, { headers: new AxiosHeaders() }),
    ],
    ['400 with the server’s message', 'Password is too long.', axiosFailure(400, body(400, 'Password is too long.'))],
    ['500', 'Oops some error occured!', axiosFailure(500, body(500, 'Internal Server Error'))],
  ])('login answered %s: "%s", never "Incorrect Credentials" nor axios’s own words', async (_, text, failure) => {
    api.login.mockRejectedValue(failure);
    const { user, navigate } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(within(form('Login')).getByRole('button', { name: 'Login' }));
    const toast = await screen.findByText(text);
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(toastTexts()).toEqual([text]);
    expect(api.user).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('?source=pricing shows "Please login to continue" on load', async () => {
    renderLogin('?source=pricing');
    expect(await screen.findByText('Please login to continue')).toBeInTheDocument();
    expect(toastTexts()).toEqual(['Please login to continue']);
  });

  it('?source=free_report shows the sample-report toast on load', async () => {
    renderLogin('?source=free_report');
    expect(await screen.findByText('You will receive a sample report at your email within 24 hours once you sign up.')).toBeInTheDocument();
    expect(toastTexts()).toHaveLength(1);
  });

  it('without a source shows no toast', () => {
    renderLogin();
    expect(toastTexts()).toEqual([]);
  });

  it('with a stored token goes straight to /myaccount (replace) and shows no toast', () => {
    window.localStorage.setItem('accesstoken', 'stored-token');
    window.localStorage.setItem(
      'user',
      JSON.stringify({ id: 7, first_name: 'Ravi', email: 'ravi@example.in', phone: '9876543210', admin: 0 }),
    );
    const { navigate } = renderLogin('?source=pricing');
    expect(navigate).toHaveBeenCalledWith('/myaccount', { replace: true });
    expect(toastTexts()).toEqual([]);
  });

  it('links to signup (keeping the source) and to forgot password', async () => {
    const { user, navigate } = renderLogin('?source=pricing');
    const signupLink = screen.getByRole('link', { name: 'Sign up' });
    expect(signupLink).toHaveAttribute('href', '/signup?source=pricing');
    await user.click(signupLink);
    expect(navigate).toHaveBeenLastCalledWith('/signup?source=pricing');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(navigate).toHaveBeenLastCalledWith('/forgot-password');
  });
});

describe('Signup screen', () => {
  const fill = async (user: ReturnType<typeof renderSignup>['user']) => {
    await user.type(screen.getByLabelText('First Name'), 'Ravi');
    await user.type(screen.getByLabelText('Last Name'), 'Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
  };
  const submit = (user: ReturnType<typeof renderSignup>['user']) =>
    user.click(within(form('Sign up')).getByRole('button', { name: 'Sign up' }));

  it('has labelled fields; the mobile number is numeric with at most 10 digits', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email', 'Mobile Number', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const mobile = screen.getByLabelText('Mobile Number');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
  });

  it('with empty fields shows every error and makes no call', async () => {
    const { user, navigate } = renderSignup();
    await submit(user);
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'E-mail is required',
      'Mobile Number is required.',
      'Password is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Enter correct Mobile Number.')).not.toBeInTheDocument();
    expect(api.signup).not.toHaveBeenCalled();
    expect(api.contact).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a non-numeric mobile number', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Mobile Number'), '98765abcde');
    await user.tab();
    expect(await screen.findByText('Enter correct Mobile Number.')).toBeInTheDocument();
  });

  it('on success signs up, tells the firm, toasts and goes to /login', async () => {
    api.signup.mockResolvedValue({ ...USER });
    const { user, navigate } = renderSignup();
    await fill(user);
    await submit(user);

    expect(await screen.findByText('Your account has been made. Please Login to continue')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(api.signup).toHaveBeenCalledWith({
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.in',
      phone: '9876543210',
      password: 'secret-123',
    });
    expect(api.contact).toHaveBeenCalledWith({
      name: 'Ravi Kumar',
      level: 'New Signup',
      email: 'ravi@example.in',
      mobile: '9876543210',
      otherQuery: '',
    });
    // The form is cleared.
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('with ?source=pricing goes to /login?source=pricing after signing up', async () => {
    api.signup.mockResolvedValue({ ...USER });
    const { user, navigate } = renderSignup('?source=pricing');
    await fill(user);
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?source=pricing'));
  });

  it('a failing firm notification does not fail the signup', async () => {
    api.signup.mockResolvedValue({ ...USER });
    api.contact.mockRejectedValue(new Error('mail down'));
    const { user, navigate } = renderSignup();
    await fill(user);
    await submit(user);
    expect(await screen.findByText('Your account has been made. Please Login to continue')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByText('Oops some error occured!')).not.toBeInTheDocument();
  });

  it('on failure shows "Oops some error occured!" and stays', async () => {
    api.signup.mockRejectedValue(new Error('Email already exists'));
    const { user, navigate } = renderSignup();
    await fill(user);
    await submit(user);
    expect(await screen.findByText('Oops some error occured!')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(api.contact).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ravi');
  });

  it('shows no source toast and no redirect on load', () => {
    window.localStorage.setItem('accesstoken', 'stored-token');
    const { navigate } = renderSignup('?source=pricing');
    expect(toastTexts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('links back to login keeping the source', async () => {
    const { user, navigate } = renderSignup('?source=free_report');
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login?source=free_report');
    await user.click(login);
    expect(navigate).toHaveBeenCalledWith('/login?source=free_report');
  });
});

describe('Login with two-factor sign-in', () => {
  const signInWithPassword = async () => {
    const r = renderLogin();
    await r.user.type(screen.getByLabelText('Email'), USER.email);
    await r.user.type(screen.getByLabelText('Password'), 'secret-123');
    await r.user.click(within(form('Login')).getByRole('button', { name: 'Login' }));
    return r;
  };

  it('a challenge asks for the code; a wrong one is said, a right one signs in', async () => {
    api.login.mockResolvedValue({ mfaRequired: true, mfaToken: 'challenge-1' });
    api.loginMfa.mockRejectedValueOnce(
      axiosFailure(401, { error: { status: 401, name: 'UnauthorizedError', message: MFA_MESSAGES.codeWrong } }),
    );
    api.loginMfa.mockResolvedValueOnce(LOGIN_ANSWER);
    api.user.mockResolvedValue(USER as never);
    const { user, navigate } = await signInWithPassword();
    expect(await screen.findByRole('heading', { level: 1, name: MFA_TEXTS.secondStepTitle })).toBeInTheDocument();
    const code = screen.getByLabelText(/Authentication code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: MFA_TEXTS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.codeWrong);
    expect(navigate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: MFA_TEXTS.verify }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(APP_ROUTES.myAccount));
    expect(api.loginMfa).toHaveBeenLastCalledWith('challenge-1', '123456');
    expect(window.localStorage.getItem('accesstoken')).toBe(LOGIN_ANSWER.id);
  });

  it('an administrator who must enrol goes to the enrolment screen', async () => {
    api.login.mockResolvedValue({ ...LOGIN_ANSWER, mfaEnrolmentRequired: true });
    api.user.mockResolvedValue({ ...USER, admin: 999 } as never);
    const { navigate } = await signInWithPassword();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(APP_ROUTES.twoFactor));
  });
});
