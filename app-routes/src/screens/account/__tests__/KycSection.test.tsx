import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { KYC_STATUS_TEXTS, KYC_TEXTS as T } from 'contracts';
import KycSection from '../KycSection';
import { endpoints } from '../../../api/endpoints';
import { endpoints as lazy } from '../../../api/lazy-endpoints';
import { ToastProvider } from '../../../ui/toasts';
import { fillKycForm, kycRecord } from '../../../kyc/__tests__/kyc-fixtures';

jest.mock('../../../api/endpoints', () => ({ endpoints: { kycStatus: jest.fn() } }));
jest.mock('../../../api/lazy-endpoints', () => ({ endpoints: { submitKyc: jest.fn() } }));
const api = jest.mocked(endpoints);
const submit = jest.mocked(lazy).submitKyc;

const record = kycRecord;

const show = () =>
  render(
    <ToastProvider>
      <KycSection userId={7} />
    </ToastProvider>,
  );

describe('KycSection', () => {
  beforeEach(() => {
    jest.resetAllMocks();
  });

  it('shows the record masked with its status and the day in India, and no form', async () => {
    api.kycStatus.mockResolvedValueOnce({ kyc: record });
    show();
    const shown = await screen.findByTestId('kyc-record');
    expect(shown).toHaveTextContent('ABCPE****F');
    expect(shown).toHaveTextContent(KYC_STATUS_TEXTS['self-declared']);
    // 20:00 UTC on the 26th is the 27th in India.
    expect(shown).toHaveTextContent('27 November 2026');
    expect(screen.queryByRole('form', { name: T.title })).toBeNull();
    expect(api.kycStatus).toHaveBeenCalledWith(7);
  });

  it('none yet: the form; once saved, the record in its place', async () => {
    api.kycStatus.mockResolvedValueOnce({ kyc: null });
    submit.mockResolvedValueOnce(record);
    show();
    expect(await screen.findByText(T.none)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: T.title });
    await fillKycForm(form, T.save);
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent(KYC_STATUS_TEXTS['self-declared']);
    expect(screen.queryByRole('form', { name: T.title })).toBeNull();
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    // The pressed button went with the form: focus goes to the section's heading, not the page's body.
    expect(screen.getByRole('heading', { name: T.title })).toHaveFocus();
  });

  it("shows the address's state by its name and GST code, or that none was given", async () => {
    api.kycStatus.mockResolvedValueOnce({ kyc: { ...record, state: '29' } });
    const { unmount } = show();
    expect(await screen.findByTestId('kyc-state')).toHaveTextContent(/^Karnataka \(29\)$/);
    unmount();
    api.kycStatus.mockResolvedValueOnce({ kyc: record });
    show();
    expect(await screen.findByTestId('kyc-state')).toHaveTextContent(T.stateNotGiven);
  });

  it("rejected: the status with the reviewer's note, and the form to give it again", async () => {
    api.kycStatus.mockResolvedValueOnce({ kyc: { ...record, status: 'rejected', reviewNote: 'The name does not match.' } });
    show();
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Rejected: The name does not match.');
    expect(screen.getByText(T.rejected)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: T.title })).toBeInTheDocument();
  });

  it('a status that cannot be loaded is told', async () => {
    api.kycStatus.mockRejectedValueOnce(new Error('down'));
    show();
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
  });
});
