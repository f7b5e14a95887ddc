import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { PERFORMANCE_TEXTS } from 'contracts';
import PerformanceFigures, { PerformanceDisclaimer } from '../PerformanceFigures';
import { ANSWER, NONE } from './fixtures';

// ApexCharts needs a real browser (the e2e suite draws it): here, a stand-in that says what it was given.
jest.mock('../PerformanceChart', () => ({
  __esModule: true,
  default: ({ series, benchmark }: { series: unknown[]; benchmark: string }) => (
    <div data-testid="chart-stand-in">
      {series.length} points against {benchmark}
    </div>
  ),
}));

describe('PerformanceFigures', () => {
  it('shows each call with its return, its benchmark over the same days, the difference, CAGR and status', () => {
    render(<PerformanceFigures answer={ANSWER} caption="Your calls against Nifty 50" />);
    const table = screen.getByRole('table', { name: 'Your calls against Nifty 50' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Call', 'Entry', 'Last close', 'Return', 'Nifty 50', 'Difference', 'Annualised', 'Status']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100.002 Jan 2023', '150.006 Feb 2024', '50.00 %', '10.00 %', '40.00 %', '44.77 %', 'Open']);
    expect(rows[2]).toHaveTextContent(PERFORMANCE_TEXTS.status['awaiting prices']);
  });

  it("shows the portfolio's figures, hits and misses", () => {
    render(<PerformanceFigures answer={ANSWER} caption="Calls" />);
    const figures = screen.getByTestId('portfolio-figures');
    expect(figures).toHaveTextContent('Invested (notional)₹1,00,000');
    expect(figures).toHaveTextContent('Value now₹1,50,000');
    expect(figures).toHaveTextContent('Portfolio return50.00 %');
    expect(figures).toHaveTextContent('Nifty 50 return10.00 %');
    expect(figures).toHaveTextContent('Calls ahead / behind1 / 0');
  });

  it('draws the chart, lazily, as an image named for screen readers, with its points in a table', async () => {
    render(<PerformanceFigures answer={ANSWER} caption="Calls" />);
    expect(screen.getByRole('img', { name: PERFORMANCE_TEXTS.chartLabel('Nifty 50') })).toBeInTheDocument();
    expect(await screen.findByTestId('chart-stand-in')).toHaveTextContent('2 points against Nifty 50');
    const points = screen.getByRole('table', { name: PERFORMANCE_TEXTS.chartLabel('Nifty 50') });
    expect(within(points).getAllByRole('row')[2]).toHaveTextContent('6 Feb 2024₹1,00,000₹1,50,000₹1,10,000');
  });

  it('says there is nothing yet rather than showing empty figures', () => {
    render(<PerformanceFigures answer={NONE} caption="Calls" />);
    expect(screen.getByText(PERFORMANCE_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('states the disclaimer exactly, that dividends are left out, and the notional amount', () => {
    render(<PerformanceDisclaimer amount={100000} />);
    const box = screen.getByTestId('performance-disclaimer');
    expect(box).toHaveTextContent('These figures are not verified by PaRRVA. Past performance does not indicate future returns.');
    expect(box).toHaveTextContent('dividends are not included');
    expect(box).toHaveTextContent('₹1,00,000');
  });
});
