import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_HISTORY_TEXTS as T, type AccountPayment } from 'contracts';
import PaymentHistory from '../PaymentHistory';
import { endpoints } from '../../../api/endpoints';
import { saveFile } from '../../../ui/saveFile';
import { ToastProvider } from '../../../ui/toasts';

jest.mock('../../../api/endpoints', () => ({ endpoints: { payments: jest.fn(), invoicePdf: jest.fn() } }));
jest.mock('../../../ui/saveFile', () => ({ saveFile: jest.fn() }));
const api = jest.mocked(endpoints);
const saved = jest.mocked(saveFile);

const paid: AccountPayment = {
  id: 12,
  plan: 'Growth',
  status: 'partially_refunded',
  amount: 40000_00,
  paidOn: '2026-11-23',
  periodStart: '2026-11-23',
  periodEnd: '2027-11-23',
  refundAmount: 16666_66,
  invoiceNumber: '2026-27/000042',
};

const show = () =>
  render(
    <ToastProvider>
      <PaymentHistory userId={7} />
    </ToastProvider>,
  );

describe('PaymentHistory', () => {
  beforeEach(() => {
    api.payments.mockReset();
    api.invoicePdf.mockReset();
    saved.mockReset();
  });

  it('lists each payment: plan, amount to the paisa, day, period (last day included), invoice number, status and refund', async () => {
    api.payments.mockResolvedValueOnce([
      paid,
      { ...paid, id: 11, status: 'paid', refundAmount: null, invoiceNumber: '2025-26/000007', amount: 12345_67 },
    ]);
    show();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Growth · ₹40,000.00');
    expect(items[0]).toHaveTextContent('Paid on 23 November 2026 · Period 23 November 2026 – 22 November 2027');
    expect(items[0]).toHaveTextContent('Invoice 2026-27/000042 · Refunded in part (₹16,666.66 refunded)');
    expect(items[1]).toHaveTextContent('₹12,345.67');
    expect(items[1]).toHaveTextContent('Invoice 2025-26/000007 · Paid');
    expect(api.payments).toHaveBeenCalledWith(7);
  });

  it('Download invoice fetches the PDF with the session and saves it under the invoice’s name', async () => {
    api.payments.mockResolvedValueOnce([paid]);
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    api.invoicePdf.mockResolvedValueOnce(pdf);
    show();
    await userEvent.click(await screen.findByRole('button', { name: `${T.download} 2026-27/000042` }));
    expect(api.invoicePdf).toHaveBeenCalledWith(12);
    expect(saved).toHaveBeenCalledWith(pdf, 'invoice-2026-27-000042.pdf');
  });

  it('a failed download says so and saves nothing', async () => {
    api.payments.mockResolvedValueOnce([paid]);
    // The server answered, with no message of its own (a PDF download's error body is a Blob).
    api.invoicePdf.mockRejectedValueOnce({ isAxiosError: true, response: { status: 404, data: {} } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: `${T.download} 2026-27/000042` }));
    expect(await screen.findByText(T.downloadFailed)).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('says so when there are no payments, or they cannot be loaded', async () => {
    api.payments.mockResolvedValueOnce([]);
    const { unmount } = show();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    unmount();
    api.payments.mockRejectedValueOnce(new Error('network'));
    show();
    expect(await screen.findByText(T.failed)).toBeInTheDocument();
  });
});
