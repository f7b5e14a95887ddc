/** A stock's updates as a table: one column a given column, one row an update, in the order given. */
import * as React from 'react';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { StockUpdate } from 'contracts';
import UpdatesTable, { type UpdateColumn } from '../UpdatesTable';

const update = (id: number, type: string, description: string): StockUpdate =>
  ({ id, type, description, report_link: null, createdAt: `2026-01-0${id}T10:00:00.000Z` }) as StockUpdate;

const COLUMNS: UpdateColumn[] = [
  { header: 'Date', className: 'text-nowrap', cell: (u) => u.createdAt.slice(0, 10) },
  { header: 'Type', cell: (u) => u.type },
  { header: 'Description', style: { whiteSpace: 'pre-line' }, cell: (u) => u.description },
];

describe('UpdatesTable', () => {
  it('has a caption, a column header per column and a row per update with its cells', () => {
    render(<UpdatesTable updates={[update(2, 'Sell', 'Booked'), update(1, 'Buy', 'Entry')]} caption="Updates on Acme" columns={COLUMNS} />);
    const table = screen.getByRole('table', { name: 'Updates on Acme' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Type', 'Description']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['2026-01-02', 'Sell', 'Booked'],
      ['2026-01-01', 'Buy', 'Entry'],
    ]);
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveClass('text-nowrap');
    expect(within(rows[0]).getAllByRole('cell')[2]).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('gives the head the class asked for, and none otherwise', () => {
    const { container, rerender } = render(<UpdatesTable updates={[]} caption="Updates" columns={COLUMNS} headClassName="table-light" />);
    expect(container.querySelector('thead')).toHaveClass('table-light');
    rerender(<UpdatesTable updates={[]} caption="Updates" columns={COLUMNS} />);
    expect(container.querySelector('thead')).not.toHaveAttribute('class');
  });
});
