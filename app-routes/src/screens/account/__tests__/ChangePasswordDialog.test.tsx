import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChangePasswordDialog from '../ChangePasswordDialog';
import { endpoints } from '../../../api/endpoints';
import { ToastProvider } from '../../../ui/toasts';

jest.mock('../../../api/endpoints', () => ({ endpoints: { changePassword: jest.fn() } }));
const api = jest.mocked(endpoints);

function renderDialog() {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ChangePasswordDialog show onClose={onClose} />
    </ToastProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  const confirm = () => user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  const fill = async (oldPassword: string, newPassword: string, confirmPassword: string) => {
    if (oldPassword) await user.type(within(dialog).getByLabelText('Old Password'), oldPassword);
    if (newPassword) await user.type(within(dialog).getByLabelText('New Password'), newPassword);
    if (confirmPassword) await user.type(within(dialog).getByLabelText('Confirm New Password'), confirmPassword);
  };
  return { onClose, user, dialog, confirm, fill };
}

describe('ChangePasswordDialog', () => {
  it('has three labelled password fields with the hint on the new ones', () => {
    const { dialog } = renderDialog();
    const old = within(dialog).getByLabelText('Old Password');
    expect(old).toHaveAttribute('type', 'password');
    expect(old).not.toHaveAccessibleDescription();
    expect(within(dialog).getByLabelText('New Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(within(dialog).getByLabelText('Confirm New Password')).toHaveAccessibleDescription('At least 8 characters');
  });

  it.each([
    ['all empty', '', '', ''],
    ['old missing', '', 'new-secret-1', 'new-secret-1'],
    ['new missing', 'old-secret', '', 'new-secret-1'],
    ['confirmation missing', 'old-secret', 'new-secret-1', ''],
  ])('%s → "Enter all the required information", no call, stays open', async (_case, o, n, c) => {
    const { onClose, confirm, fill } = renderDialog();
    await fill(o, n, c);
    await confirm();
    const toast = await screen.findByText('Enter all the required information');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(api.changePassword).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('mismatch → "Passwords don\'t match", no call', async () => {
    const { onClose, confirm, fill } = renderDialog();
    await fill('old-secret', 'new-secret-1', 'new-secret-2');
    await confirm();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.changePassword).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('success → calls the API, "Password changed successfully", closes', async () => {
    api.changePassword.mockResolvedValue({} as never);
    const { onClose, confirm, fill, dialog } = renderDialog();
    await fill('old-secret', 'new-secret-1', 'new-secret-1');
    await confirm();
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(api.changePassword).toHaveBeenCalledWith('old-secret', 'new-secret-1');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The fields are emptied when the dialog closes.
    expect(within(dialog).getByLabelText('Old Password')).toHaveValue('');
  });

  it('the 8-character hint is not enforced client-side', async () => {
    api.changePassword.mockResolvedValue({} as never);
    const { confirm, fill } = renderDialog();
    await fill('a', 'b', 'b');
    await confirm();
    await waitFor(() => expect(api.changePassword).toHaveBeenCalledWith('a', 'b'));
  });

  it('failure → "Oops some error occurred !", closes', async () => {
    api.changePassword.mockRejectedValue(new Error('Invalid current password'));
    const { onClose, confirm, fill } = renderDialog();
    await fill('wrong-old', 'new-secret-1', 'new-secret-1');
    await confirm();
    const toast = await screen.findByText('Oops some error occurred !');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
  });

  it('Cancel closes without a call', async () => {
    const { onClose, user, dialog, fill } = renderDialog();
    await fill('old-secret', '', '');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.changePassword).not.toHaveBeenCalled();
  });
});
