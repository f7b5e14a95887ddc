import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import AddNewUser from '../AddNewUser';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp, toastTexts } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({ endpoints: { signup: jest.fn() } }));
const api = jest.mocked(endpoints);

const LABELS = ['First Name', 'Last Name', 'Email', 'Mobile Number', 'Password'] as const;

function renderScreen() {
  const r = renderWithApp(<AddNewUser />, { pathname: '/admin/addnewuser' });
  const submit = () => r.user.click(screen.getByRole('button', { name: 'Add User' }));
  const fill = async () => {
    await r.user.type(screen.getByLabelText('First Name'), 'Asha');
    await r.user.type(screen.getByLabelText('Last Name'), 'Rao');
    await r.user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await r.user.type(screen.getByLabelText('Mobile Number'), '9123456789');
    await r.user.type(screen.getByLabelText('Password'), 'Welcome@123');
  };
  return { ...r, submit, fill };
}

describe('Admin: Add New User', () => {
  it('has labelled fields; the mobile number is numeric, at most 10', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New User' })).toBeInTheDocument();
    for (const l of LABELS) expect(screen.getByLabelText(l)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));
  });

  it('with empty fields shows the errors and makes no call', async () => {
    const { submit } = renderScreen();
    await submit();
    for (const m of [
      'First Name is required.',
      'Last Name is required.',
      'E-mail is required',
      'Mobile Number is required.',
      'Password is required.',
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(api.signup).not.toHaveBeenCalled();
  });

  it('checks the email and mobile formats', async () => {
    const { user, submit } = renderScreen();
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Mobile Number'), '91234abc');
    await submit();
    expect(await screen.findByText('Must be valid e-mail')).toBeInTheDocument();
    expect(screen.getByText('Enter correct Mobile Number.')).toBeInTheDocument();
    expect(api.signup).not.toHaveBeenCalled();
  });

  it('creates a normal user, toasts "User Added" and clears the form', async () => {
    api.signup.mockResolvedValue({} as never);
    const { submit, fill } = renderScreen();
    await fill();
    await submit();
    expect(await screen.findByText('User Added')).toBeInTheDocument();
    expect(api.signup).toHaveBeenCalledWith({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.in',
      phone: '9123456789',
      password: 'Welcome@123',
      admin: 0,
    });
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
  });

  it("on failure shows the server's message", async () => {
    api.signup.mockRejectedValue({ response: { status: 422, data: { error: { message: 'Email already exists' } } } });
    const { submit, fill } = renderScreen();
    await fill();
    await submit();
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(toastTexts()).not.toContain('User Added');
  });

  it('on failure without a server message shows "Some error occured!"', async () => {
    api.signup.mockRejectedValue(new Error('Network Error'));
    const { submit, fill } = renderScreen();
    await fill();
    await submit();
    expect(await screen.findByText('Some error occured!')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
  });
});
