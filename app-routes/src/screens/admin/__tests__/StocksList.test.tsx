/** The admin stocks list shows each call's delivery summary from the list's one answer. */
import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { deliverySummaryOf, type Stock } from 'contracts';
import StocksList from '../StocksList';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({
  endpoints: { stocks: jest.fn(), updateTypes: jest.fn(), deliveryLogCsv: jest.fn(), updates: jest.fn() },
}));
const api = jest.mocked(endpoints);

const stock = (id: number, name: string, delivery: Stock['delivery']): Stock =>
  ({
    id,
    name,
    code: `INE00000000${id}`,
    description: '',
    nseCode: name.toUpperCase(),
    bseCode: null,
    reportLink: null,
    createdAt: '2026-01-05T04:30:00.000Z',
    action: 'Buy',
    delivery,
  }) as Stock;

describe('StocksList', () => {
  it("shows every call's delivery summary from the list's answer alone (no request per row)", async () => {
    api.updateTypes.mockResolvedValue([]);
    api.stocks.mockResolvedValue([
      stock(
        1,
        'Tata',
        deliverySummaryOf(3, {
          total: 2,
          sent: 2,
          failed: 0,
          bounced: 0,
          firstSentAt: '2026-01-05T04:32:13Z',
          lastSentAt: '2026-01-05T04:32:13Z',
        }),
      ),
      stock(
        2,
        'Infosys',
        deliverySummaryOf(4, {
          total: 3,
          sent: 1,
          failed: 0,
          bounced: 0,
          firstSentAt: '2026-01-05T04:32:13Z',
          lastSentAt: '2026-01-05T04:32:13Z',
        }),
      ),
      stock(3, 'Legacy', null),
    ]);
    renderWithApp(<StocksList />);
    const table = await screen.findByRole('table', { name: /Stocks/ });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(row('Tata')).toHaveTextContent('Sent to 2 of 2 at 10:02:13');
    expect(within(row('Tata')).getByRole('button', { name: 'Export the delivery log of Tata as CSV' })).toBeInTheDocument();
    expect(row('Infosys')).toHaveTextContent('Sending: 1 of 3 sent');
    expect(within(row('Legacy')).queryByRole('button', { name: /delivery log/ })).toBeNull();
    expect(api.stocks).toHaveBeenCalledTimes(1);
    expect(api.deliveryLogCsv).not.toHaveBeenCalled();
  });
});
