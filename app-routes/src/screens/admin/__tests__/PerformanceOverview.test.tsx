import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PerformanceOverview from '../PerformanceOverview';
import { endpoints } from '../../../api/endpoints';
import { ANSWER } from '../../performance/__tests__/fixtures';

jest.mock('../../../api/endpoints', () => ({ endpoints: { performanceOverview: jest.fn() } }));
jest.mock('../../performance/PerformanceChart', () => ({ __esModule: true, default: () => <div data-testid="chart-stand-in" /> }));
const api = jest.mocked(endpoints);

describe('PerformanceOverview', () => {
  it('shows every call in total, and a plan’s calls against its benchmark when chosen', async () => {
    api.performanceOverview.mockResolvedValueOnce({
      total: ANSWER,
      plans: [{ ...ANSWER, benchmark: 'Nifty 500', planId: 'p1', planName: 'Premium', calls: ANSWER.calls.slice(0, 1) }],
    });
    render(<PerformanceOverview />);
    expect(await screen.findByRole('table', { name: 'Every call against Nifty 50' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Calls'), 'Premium plan, against Nifty 500');
    expect(screen.getByRole('table', { name: "Premium plan's calls against Nifty 500" })).toBeInTheDocument();
    expect(
      screen.getByText('These figures are not verified by PaRRVA. Past performance does not indicate future returns.'),
    ).toBeInTheDocument();
  });
});
