import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import ResetPassword from '../ResetPassword';
import { endpoints } from '../../api/endpoints';
import { renderWithApp } from './renderWithApp';

jest.mock('../../api/endpoints', () => ({ endpoints: { resetPassword: jest.fn() } }));
const api = jest.mocked(endpoints);

const renderScreen = (search = '?access_token=reset-token-1') => renderWithApp(<ResetPassword />, { pathname: '/reset-password', search });
const submit = (user: ReturnType<typeof renderScreen>['user']) => user.click(screen.getByRole('button', { name: 'Reset password' }));

describe('Reset password screen', () => {
  it('has a labelled New Password field with the hint', () => {
    renderScreen();
    const password = screen.getByLabelText('New Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.queryByText('This page needs the link from your reset email.')).not.toBeInTheDocument();
  });

  it('warns when the link token is missing', () => {
    renderScreen('');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your reset email.');
  });

  it('with an empty password shows "Password is required." and makes no call', async () => {
    const { user } = renderScreen();
    await submit(user);
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('on success resets with the token, toasts and goes to /login', async () => {
    api.resetPassword.mockResolvedValue({} as never);
    const { user, navigate } = renderScreen();
    await user.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await submit(user);
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(api.resetPassword).toHaveBeenCalledWith('reset-token-1', 'new-secret-1');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });

  it('on failure shows "Oops some error occured!" and stays', async () => {
    api.resetPassword.mockRejectedValue(new Error('expired'));
    const { user, navigate } = renderScreen();
    await user.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await submit(user);
    expect(await screen.findByText('Oops some error occured!')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
