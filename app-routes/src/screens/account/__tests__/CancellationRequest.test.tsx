import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountCancellation } from 'contracts';
import CancellationRequest from '../CancellationRequest';
import { endpoints } from '../../../api/endpoints';
import { ToastProvider } from '../../../ui/toasts';

jest.mock('../../../api/endpoints', () => ({
  endpoints: { cancellation: jest.fn(), requestCancellation: jest.fn(), withdrawCancellation: jest.fn() },
}));
const api = jest.mocked(endpoints);

const quote = { total: 30000_00 } as AccountCancellation['quote'];
const open = {
  id: 3,
  status: 'open' as const,
  requestedAt: '2026-11-27T05:00:00.000Z',
  noticeEndsOn: '2026-12-07',
  quotedRefund: 30000_00,
  closedAt: null,
};

describe('CancellationRequest', () => {
  beforeEach(() => {
    jest.resetAllMocks();
  });

  it('shows the refund quote, records the request with its notice, and withdraws it', async () => {
    api.cancellation.mockResolvedValue({ quote, request: null });
    api.requestCancellation.mockResolvedValueOnce({ quote, request: open });
    api.withdrawCancellation.mockResolvedValueOnce({ ...open, status: 'withdrawn', closedAt: '2026-11-27T06:00:00.000Z' });
    render(
      <ToastProvider>
        <CancellationRequest userId={7} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request cancellation' }));
    expect(await screen.findByText(/Cancelling today gives a refund of/)).toHaveTextContent('₹30,000.00');
    expect(api.cancellation).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation request' }));
    expect(await screen.findByText(/You asked to cancel on 27 November 2026/)).toHaveTextContent('notice ends on 7 December 2026');
    expect(api.requestCancellation).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByRole('button', { name: 'Request cancellation' })).toBeInTheDocument();
    expect(api.withdrawCancellation).toHaveBeenCalledWith(7);
  });

  it('an open request is shown on arrival, with Withdraw', async () => {
    api.cancellation.mockResolvedValueOnce({ quote, request: open });
    render(
      <ToastProvider>
        <CancellationRequest userId={7} />
      </ToastProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(screen.getByText(/Refund quoted/)).toHaveTextContent('₹30,000.00');
  });

  it("a refusal shows the server's reason", async () => {
    api.cancellation.mockRejectedValue({
      isAxiosError: true,
      response: { status: 404, data: { error: { message: 'This user has no subscription to cancel.' } } },
    });
    render(
      <ToastProvider>
        <CancellationRequest userId={7} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request cancellation' }));
    expect(await screen.findByText('This user has no subscription to cancel.')).toBeInTheDocument();
  });
});
