import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FormDialog from '../FormDialog';

const dialog = (
  submitting: boolean,
  onClose = jest.fn(),
  onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault()),
) => {
  render(
    <FormDialog show title="Amend — Infosys" submitting={submitting} submitLabel="Save amendment" onSubmit={onSubmit} onClose={onClose}>
      <label htmlFor="reason">Reason</label>
      <input id="reason" />
    </FormDialog>,
  );
  return { onClose, onSubmit };
};

describe('FormDialog', () => {
  it('is a dialog named by its title; Close closes it and the submit button submits the form', async () => {
    const { onClose, onSubmit } = dialog(false);
    expect(screen.getByRole('dialog', { name: 'Amend — Infosys' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save amendment' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The header's × and the footer's Close both close it.
    for (const close of screen.getAllByRole('button', { name: 'Close' })) await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while submitting, neither button works and Escape does not dismiss it', async () => {
    const { onClose } = dialog(true);
    expect((screen.getByRole('button', { name: 'Save amendment' }) as HTMLButtonElement).disabled).toBe(true);
    // The header has no × then; the footer's Close is off.
    expect(screen.getAllByRole('button', { name: 'Close' }).map((b) => (b as HTMLButtonElement).disabled)).toEqual([true]);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
