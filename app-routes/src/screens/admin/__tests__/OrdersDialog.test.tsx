/** The orders dialog's own behaviour around the server's answers (the whole flow runs in tests/e2e/refunds.spec.ts). */
import { describe, expect, it, jest, beforeEach } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { OrderView, User } from 'contracts';
import { OrdersDialog } from '../OrdersDialog';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({ endpoints: { ordersOf: jest.fn() } }));
const api = jest.mocked(endpoints);

const user = { id: 7, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com' } as User;
const order: OrderView = {
  id: 11,
  plan: 'Growth',
  status: 'partially_refunded',
  amount: 40000_00,
  currency: 'INR',
  orderId: 'order_1',
  paymentId: 'pay_1',
  createdAt: '2026-01-15T10:00:00.000Z',
  paidAt: '2026-01-15T10:01:00.000Z',
  periodStart: '2026-01-15',
  periodEnd: '2027-01-15',
  refundAmount: 30000_00,
  refundId: 'rfnd_1',
  refundedAt: '2026-03-20T10:00:00.000Z',
};

beforeEach(() => {
  jest.resetAllMocks();
});

describe('Orders dialog', () => {
  it("lists the user's orders as a table and as cards, with status, payment id and refund", async () => {
    api.ordersOf.mockResolvedValue([order]);
    renderWithApp(<OrdersDialog user={user} show onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Orders of Asha Rao, newest first' });
    expect(api.ordersOf).toHaveBeenCalledWith(7);
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Growth');
    expect(row).toHaveTextContent('partially refunded');
    expect(row).toHaveTextContent('pay_1');
    expect(row).toHaveTextContent('₹30,000');
    expect(row).toHaveTextContent('rfnd_1');
    expect(within(screen.getByRole('list', { name: 'Orders of Asha Rao, newest first' })).getByText('pay_1')).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    api.ordersOf.mockResolvedValue([]);
    renderWithApp(<OrdersDialog user={user} show onClose={() => {}} />);
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it("a failed load shows the server's message", async () => {
    api.ordersOf.mockRejectedValue(
      Object.assign(new Error('x'), { response: { status: 403, data: { error: { message: 'Forbidden.' } } } }),
    );
    renderWithApp(<OrdersDialog user={user} show onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden.');
  });

  it('loads nothing while closed', () => {
    renderWithApp(<OrdersDialog user={user} show={false} onClose={() => {}} />);
    expect(api.ordersOf).not.toHaveBeenCalled();
  });
});
