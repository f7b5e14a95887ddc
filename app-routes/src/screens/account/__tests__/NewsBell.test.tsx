import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stock } from 'contracts';
import NewsBell from '../NewsBell';
import StockCard from '../StockCard';

describe('NewsBell', () => {
  it('names the count and acknowledges the news when pressed', async () => {
    const onSeen = jest.fn();
    render(<NewsBell count={3} onSeen={onSeen} />);
    const bell = screen.getByRole('button', { name: /^3 new research items/ });
    expect(bell).toHaveTextContent('3');
    await userEvent.setup().click(bell);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('with nothing new says so and cannot be pressed', () => {
    render(<NewsBell count={0} onSeen={() => undefined} />);
    expect(screen.getByRole('button', { name: 'No new research items' })).toBeDisabled();
  });
});

describe('StockCard news marks', () => {
  const stock: Stock = {
    id: 5,
    name: 'Asha Mills',
    description: 'Textiles.',
    code: 'INE000000001',
    nseCode: 'ASHA',
    bseCode: null,
    reportLink: null,
    isNew: true,
    update: [
      { id: 1, type: 'Buy', description: 'Old', report_link: null, stockId: 5, createdAt: '2026-01-01T00:00:00.000Z', isNew: false },
      { id: 2, type: 'Sell', description: 'Fresh', report_link: null, stockId: 5, createdAt: '2026-02-01T00:00:00.000Z', isNew: true },
    ],
  };

  it('a new call carries a visible "New" badge and the count of its new updates', () => {
    render(<StockCard stock={stock} number={1} onUpdates={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Asha Mills New' })).toBeInTheDocument();
    expect(screen.getByTestId('new-updates')).toHaveTextContent('1 New');
    expect(screen.getByRole('button', { name: 'Updates for Asha Mills (2, 1 new)' })).toBeInTheDocument();
  });

  it('nothing new: no badge', () => {
    render(
      <StockCard
        stock={{ ...stock, isNew: false, update: stock.update!.map((u) => ({ ...u, isNew: false })) }}
        number={1}
        onUpdates={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Asha Mills' })).toBeInTheDocument();
    expect(screen.queryByText('New')).toBeNull();
  });
});
