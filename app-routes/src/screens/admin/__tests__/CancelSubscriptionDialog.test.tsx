/** The cancel dialog's own behaviour around the server's answers (the whole flow runs in tests/e2e/refunds.spec.ts). */
import { describe, expect, it, jest, beforeEach } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { CancellationQuote, User } from 'contracts';
import { CancelSubscriptionDialog } from '../CancelSubscriptionDialog';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({ endpoints: { cancellationQuote: jest.fn(), cancelSubscription: jest.fn() } }));
const api = jest.mocked(endpoints);

const user = { id: 7, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com' } as User;
const quote = (refund: number): CancellationQuote => ({
  gWSUserId: 7,
  subscription: { id: 3, plan: 'Growth', date: '2026-01-15', paidThrough: '2027-01-15' },
  cancelledOn: '2026-03-20',
  orders: [
    {
      orderId: 11,
      plan: 'Growth',
      amount: 40000_00,
      paymentId: 'pay_1',
      periodStart: '2026-01-15',
      periodEnd: '2027-01-15',
      unusedMonths: 9,
      periodMonths: 12,
      refund,
    },
  ],
  total: refund,
});
const conflict = (message: string) => Object.assign(new Error(message), { response: { status: 409, data: { error: { message } } } });

beforeEach(() => {
  jest.resetAllMocks();
});

describe('Cancel subscription dialog', () => {
  it('shows the quoted refund per order and in total, and confirms exactly that total', async () => {
    api.cancellationQuote.mockResolvedValue(quote(30000_00));
    api.cancelSubscription.mockResolvedValue({
      gWSUserId: 7,
      cancelledAt: '2026-03-20T10:00:00.000Z',
      refunds: [{ orderId: 11, refund: 30000_00, refundId: 'rfnd_1' }],
      total: 30000_00,
    });
    const onCancelled = jest.fn();
    const { user: clicker } = renderWithApp(<CancelSubscriptionDialog user={user} show onClose={() => {}} onCancelled={onCancelled} />);
    expect(await screen.findByText('9 of 12 months')).toBeInTheDocument();
    expect(screen.getByTestId('refund-total')).toHaveTextContent('₹30,000');
    await clicker.click(screen.getByRole('button', { name: 'Confirm: cancel and refund ₹30,000' }));
    expect(api.cancelSubscription).toHaveBeenCalledWith({ gWSUserId: 7, expectedRefund: 30000_00 });
    expect(await screen.findByRole('status')).toHaveTextContent('Refund of ₹30,000 issued through Razorpay.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(onCancelled).toHaveBeenCalledWith(7);
  });

  it('when the refund changed meanwhile (409): says so and shows the new refund to confirm', async () => {
    api.cancellationQuote.mockResolvedValueOnce(quote(30000_00)).mockResolvedValueOnce(quote(26666_66));
    api.cancelSubscription.mockRejectedValue(conflict('The refund has changed since it was shown.'));
    const onCancelled = jest.fn();
    const { user: clicker } = renderWithApp(<CancelSubscriptionDialog user={user} show onClose={() => {}} onCancelled={onCancelled} />);
    await clicker.click(await screen.findByRole('button', { name: 'Confirm: cancel and refund ₹30,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The refund has changed since it was shown.');
    expect(await screen.findByRole('button', { name: 'Confirm: cancel and refund ₹26,666.66' })).toBeEnabled();
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it("a quote the server refuses (already cancelled) is shown as the server's message, with nothing to confirm", async () => {
    api.cancellationQuote.mockRejectedValue(conflict('This subscription is already cancelled.'));
    renderWithApp(<CancelSubscriptionDialog user={user} show onClose={() => {}} onCancelled={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This subscription is already cancelled.');
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });
});
