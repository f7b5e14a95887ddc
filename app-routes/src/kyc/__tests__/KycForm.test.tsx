import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KYC_LIMITS, KYC_MESSAGES, KYC_TEXTS as T } from 'contracts';
import KycForm from '../KycForm';
import { endpoints } from '../../api/lazy-endpoints';
import { kycRecord } from './kyc-fixtures';

jest.mock('../../api/lazy-endpoints', () => ({ endpoints: { submitKyc: jest.fn() } }));
const api = jest.mocked(endpoints);

const record = kycRecord;

const show = (onSaved = jest.fn()) => {
  render(<KycForm idPrefix="t" submitLabel="Save" onSaved={onSaved} />);
  return onSaved;
};

async function fill(values: { pan?: string; name?: string; dob?: string; address?: string; consent?: boolean }) {
  const user = userEvent.setup();
  if (values.pan) await user.type(screen.getByLabelText(/^PAN/), values.pan);
  if (values.name) await user.type(screen.getByLabelText(/^Name as on your PAN/), values.name);
  if (values.dob) await user.type(screen.getByLabelText(/^Date of birth/), values.dob);
  if (values.address) await user.type(screen.getByLabelText(/^Address/), values.address);
  if (values.consent) await user.click(screen.getByLabelText(T.consent));
  return user;
}

const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('KycForm', () => {
  it('tells assistive technology which fields are required; the address takes its autocomplete and length limit', () => {
    show();
    for (const label of [/^PAN/, /^Name as on your PAN/, /^Date of birth/, /^Address/])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    const address = screen.getByLabelText(/^Address/);
    expect(address).toHaveAttribute('autocomplete', 'street-address');
    expect(address).toHaveAttribute('maxlength', String(KYC_LIMITS.addressMax));
  });

  it("shows each field's message from the shared rule, tied to its field, and focuses the first error", async () => {
    show();
    const user = await fill({ pan: 'ABC123', name: 'Asha Rao', dob: '2999-01-01', address: '12 MG Road, Bengaluru' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const pan = screen.getByLabelText(/^PAN/);
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    expect(described(pan)).toContain(KYC_MESSAGES.pan);
    expect(pan).toHaveFocus();
    expect(described(screen.getByLabelText(/^Date of birth/))).toContain(KYC_MESSAGES.dateOfBirthFuture);
    const consent = screen.getByLabelText(T.consent);
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(described(consent)).toBe(KYC_MESSAGES.consent);
    expect(api.submitKyc).not.toHaveBeenCalled();
  });

  it('sends the form as the API takes it (the PAN upper-cased) and hands the record on', async () => {
    api.submitKyc.mockResolvedValueOnce(record);
    const onSaved = show();
    const user = await fill({ pan: 'abcpe1234f', name: 'Asha Rao', dob: '1987-03-14', address: '12 MG Road, Bengaluru', consent: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.submitKyc).toHaveBeenCalledWith({
      pan: 'ABCPE1234F',
      nameOnPan: 'Asha Rao',
      dateOfBirth: '1987-03-14',
      address: '12 MG Road, Bengaluru',
      consent: true,
    });
    expect(onSaved).toHaveBeenCalledWith(record);
  });

  it('sends the state of the address as its GST state code (the invoice’s place of supply)', async () => {
    api.submitKyc.mockResolvedValueOnce(record);
    show();
    const user = await fill({ pan: 'ABCPE1234F', name: 'Asha Rao', dob: '1987-03-14', address: '12 MG Road, Bengaluru', consent: true });
    const state = screen.getByLabelText(T.state);
    expect(described(state)).toBe(T.stateHint);
    await user.selectOptions(state, 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.submitKyc).toHaveBeenCalledWith(expect.objectContaining({ pan: 'ABCPE1234F', state: '29' }));
  });

  it("shows the server's refusal and keeps the form", async () => {
    api.submitKyc.mockRejectedValueOnce({ response: { status: 409, data: { error: { message: KYC_MESSAGES.verified } } } });
    const onSaved = show();
    const user = await fill({ pan: 'ABCPE1234F', name: 'Asha Rao', dob: '1987-03-14', address: '12 MG Road, Bengaluru', consent: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(KYC_MESSAGES.verified);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^PAN/)).toHaveValue('ABCPE1234F');
  });
});
