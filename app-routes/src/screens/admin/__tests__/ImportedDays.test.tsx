import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PriceDaysAnswer } from 'contracts';
import ImportedDays from '../ImportedDays';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({ endpoints: { priceDays: jest.fn() } }));
const api = jest.mocked(endpoints);

/** Wednesday 3 to Tuesday 9 July 2024: NSE lacks Thursday, BSE Wednesday and Thursday; NSE also traded on Saturday 6th. */
const DAYS: PriceDaysAnswer = {
  from: '2024-07-03',
  to: '2024-07-09',
  exchanges: [
    {
      exchange: 'NSE',
      days: [
        { date: '2024-07-09', rows: 2345 },
        { date: '2024-07-08', rows: 2340 },
        { date: '2024-07-06', rows: 12 },
        { date: '2024-07-05', rows: 2338 },
        { date: '2024-07-03', rows: 2336 },
      ],
      missing: ['2024-07-04'],
    },
    {
      exchange: 'BSE',
      days: [
        { date: '2024-07-09', rows: 1801 },
        { date: '2024-07-08', rows: 1799 },
        { date: '2024-07-05', rows: 1790 },
      ],
      missing: ['2024-07-04', '2024-07-03'],
    },
  ],
  indices: [
    { name: 'Nifty 50', first: '2019-01-01', last: '2024-07-09', days: 1378 },
    { name: 'Nifty Bank', first: '2024-07-05', last: '2024-07-05', days: 1 },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  api.priceDays.mockResolvedValue(DAYS);
});

const render = (version = 0) => renderWithApp(<ImportedDays version={version} />, { pathname: '/admin/prices' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Admin → Prices: the imported days', () => {
  it('lists each trading day newest first with the closes from each exchange, and marks the days missing', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Closes per trading day, newest first, 03 Jul 2024 to 09 Jul 2024' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'NSE', 'BSE']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Tue 09 Jul 2024',
      'Mon 08 Jul 2024',
      'Sat 06 Jul 2024',
      'Fri 05 Jul 2024',
      'Thu 04 Jul 2024',
      'Wed 03 Jul 2024',
    ]);
    expect(rows.map(cellsOf)).toEqual([
      ['2,345', '1,801'],
      ['2,340', '1,799'],
      // A weekend session on NSE alone: not a trading day BSE lacks.
      ['12', '—none'],
      ['2,338', '1,790'],
      ['Missing', 'Missing'],
      ['2,336', 'Missing'],
    ]);
    expect(screen.getByText('NSE: 1 missing · BSE: 2 missing')).toBeInTheDocument();
    // The long table scrolls in its own box, which the keyboard reaches and its caption names.
    const box = screen.getByRole('region', { name: /^Closes per trading day/ });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(table);
    expect(api.priceDays).toHaveBeenCalledWith(undefined);
  });

  it('lists the indices with their first and last day and how many days they have', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Indices with closes, by name' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Index', 'First day', 'Last day', 'Days']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...cellsOf(r)])).toEqual([
      ['Nifty 50', '01 Jan 2019', '09 Jul 2024', '1,378'],
      ['Nifty Bank', '05 Jul 2024', '05 Jul 2024', '1'],
    ]);
  });

  it('says so when no index has closes, and "none missing" for an exchange with every day', async () => {
    api.priceDays.mockResolvedValue({
      ...DAYS,
      exchanges: [{ ...DAYS.exchanges[0], missing: [] }, DAYS.exchanges[1]],
      indices: [],
    });
    render();
    expect(await screen.findByText('No index closes imported yet.')).toBeInTheDocument();
    expect(screen.getByText('NSE: none missing · BSE: 2 missing')).toBeInTheDocument();
  });

  it('shows the window before on request, and the latest again', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: /^Closes per trading day/ });
    expect(screen.queryByRole('button', { name: 'Latest days' })).not.toBeInTheDocument();
    api.priceDays.mockResolvedValueOnce({ ...DAYS, from: '2024-06-26', to: '2024-07-02' });
    await user.click(screen.getByRole('button', { name: 'Earlier days' }));
    expect(api.priceDays).toHaveBeenLastCalledWith('2024-07-02');
    expect(await screen.findByRole('table', { name: /26 Jun 2024 to 02 Jul 2024$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Latest days' }));
    expect(api.priceDays).toHaveBeenLastCalledWith(undefined);
    expect(await screen.findByRole('table', { name: /03 Jul 2024 to 09 Jul 2024$/ })).toBeInTheDocument();
  });

  it('says when the days cannot be loaded, and loads them again on request', async () => {
    api.priceDays.mockRejectedValueOnce(new Error('Network Error'));
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The imported days could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Closes per trading day/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.priceDays).toHaveBeenCalledTimes(2);
  });
});
