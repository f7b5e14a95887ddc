import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { NEWS_TEXTS } from 'contracts';
import AlertHistory from '../AlertHistory';
import { endpoints } from '../../../api/endpoints';

jest.mock('../../../api/endpoints', () => ({ endpoints: { alertHistory: jest.fn() } }));
const api = jest.mocked(endpoints);

describe('AlertHistory', () => {
  beforeEach(() => {
    api.alertHistory.mockReset();
  });

  it('lists the alerts in a table: what was published, the stock, the subject, when and the status', async () => {
    api.alertHistory.mockResolvedValueOnce({
      total: 2,
      skip: 0,
      limit: 50,
      alerts: [
        {
          id: 9,
          kind: 'update',
          stockId: 5,
          stockName: 'Asha Mills',
          subject: 'Update: Buy ASHA',
          queuedAt: '2026-02-01T04:30:00.000Z',
          sentAt: null,
          status: 'queued',
        },
        {
          id: 8,
          kind: 'call',
          stockId: 5,
          stockName: 'Asha Mills',
          subject: 'New call: Buy ASHA',
          queuedAt: '2026-01-01T04:30:00.000Z',
          sentAt: '2026-01-01T04:30:02.000Z',
          status: 'sent',
        },
      ],
    });
    render(<AlertHistory userId={7} />);
    const table = await screen.findByRole('table', { name: /Alert history, newest first \(2 of 2\)/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Update');
    expect(rows[1]).toHaveTextContent('Queued');
    expect(rows[2]).toHaveTextContent('New call: Buy ASHA');
    expect(rows[2]).toHaveTextContent('Sent');
    expect(screen.getByRole('heading', { name: NEWS_TEXTS.historyTitle })).toBeInTheDocument();
    expect(api.alertHistory).toHaveBeenCalledWith(7);
  });

  it('says so when there are no alerts yet', async () => {
    api.alertHistory.mockResolvedValueOnce({ total: 0, skip: 0, limit: 50, alerts: [] });
    render(<AlertHistory userId={7} />);
    expect(await screen.findByText(NEWS_TEXTS.historyEmpty)).toBeInTheDocument();
  });

  it('says so when it cannot be loaded', async () => {
    api.alertHistory.mockRejectedValueOnce(new Error('network'));
    render(<AlertHistory userId={7} />);
    expect(await screen.findByText(NEWS_TEXTS.historyFailed)).toBeInTheDocument();
  });
});
