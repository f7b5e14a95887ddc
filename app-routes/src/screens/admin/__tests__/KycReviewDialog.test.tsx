/** The KYC dialog of the users list around the server's answers (the whole flow in Chromium: tests/e2e/kyc-admin.spec.ts). */
import { describe, expect, it, jest, beforeEach } from '@jest/globals';
import { screen } from '@testing-library/react';
import { KYC_MESSAGES, type KycAnswer, type User } from 'contracts';
import { KycReviewDialog } from '../KycReviewDialog';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({ endpoints: { kycReveal: jest.fn(), kycReview: jest.fn() } }));
const api = jest.mocked(endpoints);

const kyc = (over: Partial<KycAnswer> = {}): KycAnswer => ({
  id: 31,
  userId: 7,
  status: 'self-declared',
  pan: 'ABCDE****F',
  holderType: 'individual',
  coveredByIndividualRules: true,
  nameOnPan: 'Asha Rao',
  state: null,
  submittedAt: '2026-03-20T10:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
  kraStatus: null,
  kraCheckedAt: null,
  ...over,
});
const user = (k: KycAnswer | null = kyc()) => ({ id: 7, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', kyc: k }) as User;
const refused = (status: number, message: string) =>
  Object.assign(new Error(message), { response: { status, data: { error: { message } } } });

beforeEach(() => {
  jest.resetAllMocks();
});

describe('KYC review dialog', () => {
  it('shows the record masked; Verify sends the decision and the note, says so and hands the new record back', async () => {
    api.kycReview.mockResolvedValue(kyc({ status: 'verified', reviewedAt: '2026-03-21T10:00:00.000Z', reviewNote: 'Checked on the KRA.' }));
    const onReviewed = jest.fn();
    const { user: clicker } = renderWithApp(<KycReviewDialog user={user()} show onClose={() => {}} onReviewed={onReviewed} />);
    expect(screen.getByRole('dialog', { name: 'KYC — Asha Rao' })).toBeInTheDocument();
    expect(screen.getByTestId('kyc-pan')).toHaveTextContent('ABCDE****F');
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Self-declared to be verified');
    await clicker.type(screen.getByLabelText('Note'), '  Checked on the KRA.  ');
    await clicker.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.kycReview).toHaveBeenCalledWith({ id: 31, decision: 'verified', note: 'Checked on the KRA.' });
    expect(await screen.findByRole('status')).toHaveTextContent('KYC verified.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Verified');
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(onReviewed).toHaveBeenCalledWith(7, expect.objectContaining({ status: 'verified' }));
  });

  it("shows the address's state by its name and GST code, as the invoice prints it, or that none was given", () => {
    const { unmount } = renderWithApp(<KycReviewDialog user={user(kyc({ state: '29' }))} show onClose={() => {}} onReviewed={() => {}} />);
    expect(screen.getByTestId('kyc-state')).toHaveTextContent(/^Karnataka \(29\)$/);
    unmount();
    renderWithApp(<KycReviewDialog user={user()} show onClose={() => {}} onReviewed={() => {}} />);
    expect(screen.getByTestId('kyc-state')).toHaveTextContent("Not given (invoiced in the firm's own state)");
  });

  it('Reject without a note says what is missing and sends nothing; with one it rejects', async () => {
    api.kycReview.mockResolvedValue(kyc({ status: 'rejected', reviewNote: 'Name does not match.' }));
    const { user: clicker } = renderWithApp(<KycReviewDialog user={user()} show onClose={() => {}} onReviewed={() => {}} />);
    await clicker.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText(KYC_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription(KYC_MESSAGES.noteRequired);
    expect(screen.getByLabelText('Note')).toHaveFocus();
    expect(api.kycReview).not.toHaveBeenCalled();
    await clicker.type(screen.getByLabelText('Note'), 'Name does not match.');
    await clicker.click(screen.getByRole('button', { name: 'Reject' }));
    expect(api.kycReview).toHaveBeenCalledWith({ id: 31, decision: 'rejected', note: 'Name does not match.' });
    expect(await screen.findByRole('status')).toHaveTextContent('KYC rejected.');
  });

  it('Reveal PAN shows the PAN and date of birth the server answers, and that the reveal is recorded', async () => {
    api.kycReveal.mockResolvedValue({ id: 31, pan: 'ABCDE1234F', dateOfBirth: '1987-03-14' });
    const { user: clicker } = renderWithApp(<KycReviewDialog user={user()} show onClose={() => {}} onReviewed={() => {}} />);
    await clicker.click(screen.getByRole('button', { name: 'Reveal PAN' }));
    expect(api.kycReveal).toHaveBeenCalledWith(31);
    expect(await screen.findByText('ABCDE1234F')).toBeInTheDocument();
    expect(screen.getByText('Date of birth 14 Mar 1987')).toBeInTheDocument();
    expect(screen.getByText('This reveal is recorded in the audit trail.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal PAN' })).toBeNull();
  });

  it("a refusal is shown as the server's message, and the record is left as it was", async () => {
    api.kycReveal.mockRejectedValue(refused(429, 'Too many attempts. Please try again later.'));
    const onReviewed = jest.fn();
    const { user: clicker } = renderWithApp(<KycReviewDialog user={user()} show onClose={() => {}} onReviewed={onReviewed} />);
    await clicker.click(screen.getByRole('button', { name: 'Reveal PAN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(screen.getByTestId('kyc-pan')).toHaveTextContent('ABCDE****F');
    expect(onReviewed).not.toHaveBeenCalled();
  });

  it('a record of a company is flagged; a user without a KYC has nothing to review', () => {
    const { unmount } = renderWithApp(
      <KycReviewDialog
        user={user(kyc({ holderType: 'company', coveredByIndividualRules: false }))}
        show
        onClose={() => {}}
        onReviewed={() => {}}
      />,
    );
    expect(screen.getByText(/Not an individual or HUF/)).toBeInTheDocument();
    unmount();
    renderWithApp(<KycReviewDialog user={user(null)} show onClose={() => {}} onReviewed={() => {}} />);
    expect(screen.getByText('This user has not submitted a KYC.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});
