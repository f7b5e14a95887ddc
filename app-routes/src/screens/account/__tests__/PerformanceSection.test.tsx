import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { PERFORMANCE_TEXTS } from 'contracts';
import PerformanceSection from '../PerformanceSection';
import { endpoints } from '../../../api/endpoints';
import { ANSWER } from '../../performance/__tests__/fixtures';

jest.mock('../../../api/endpoints', () => ({ endpoints: { performance: jest.fn() } }));
jest.mock('../../performance/PerformanceChart', () => ({ __esModule: true, default: () => <div data-testid="chart-stand-in" /> }));
const api = jest.mocked(endpoints);

describe('PerformanceSection', () => {
  beforeEach(() => {
    api.performance.mockReset();
  });

  it("loads the subscriber's own figures and shows them under a Performance heading, with the disclaimer", async () => {
    api.performance.mockResolvedValueOnce(ANSWER);
    render(<PerformanceSection userId={7} />);
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Your calls against Nifty 50' })).toBeInTheDocument();
    expect(api.performance).toHaveBeenCalledWith(7);
    expect(screen.getByText(PERFORMANCE_TEXTS.disclaimer)).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded, the disclaimer still shown', async () => {
    api.performance.mockRejectedValueOnce(new Error('down'));
    render(<PerformanceSection userId={7} />);
    expect(await screen.findByText(PERFORMANCE_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByText(PERFORMANCE_TEXTS.disclaimer)).toBeInTheDocument();
  });
});
