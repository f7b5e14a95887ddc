import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import ForgotPassword from '../ForgotPassword';
import { endpoints } from '../../api/endpoints';
import { renderWithApp, toastTexts } from './renderWithApp';

jest.mock('../../api/endpoints', () => ({ endpoints: { reset: jest.fn() } }));
const api = jest.mocked(endpoints);

const renderScreen = () => renderWithApp(<ForgotPassword />, { pathname: '/forgot-password' });
const send = (user: ReturnType<typeof renderScreen>['user']) => user.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('Forgot password screen', () => {
  it('has a labelled Email field', () => {
    renderScreen();
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('with an empty email shows "E-mail is required" and makes no call', async () => {
    const { user } = renderScreen();
    await send(user);
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('E-mail is required');
    expect(api.reset).not.toHaveBeenCalled();
  });

  it('with an invalid email shows "Must be valid e-mail" and makes no call', async () => {
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('Email'), 'ravi@');
    await send(user);
    expect(await screen.findByText('Must be valid e-mail')).toBeInTheDocument();
    expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument();
    expect(api.reset).not.toHaveBeenCalled();
  });

  it('on success sends the reset mail, toasts and clears the field', async () => {
    api.reset.mockResolvedValue({} as never);
    const { user, navigate } = renderScreen();
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await send(user);
    expect(await screen.findByText('Reset email sent to your registered email')).toBeInTheDocument();
    expect(api.reset).toHaveBeenCalledWith('ravi@example.in');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on failure shows "Oops some error occured!"', async () => {
    api.reset.mockRejectedValue(new Error('down'));
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await send(user);
    expect(await screen.findByText('Oops some error occured!')).toBeInTheDocument();
    expect(toastTexts()).not.toContain('Reset email sent to your registered email');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.in');
  });

  it('links back to login', async () => {
    const { user, navigate } = renderScreen();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
