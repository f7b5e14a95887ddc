/**
 * A stock's updates as a table: Date, the update's type, Description, Report, one row an update.
 * Shared by the subscriber's updates dialog (My Account) and the admin's; each says how it shows
 * each column (its texts, dates and links differ by screen).
 */
import * as React from 'react';
import type { StockUpdate } from 'contracts';

export interface UpdateColumn {
  header: string;
  cell: (update: StockUpdate) => React.ReactNode;
  className?: string;
  style?: React.CSSProperties;
}

interface Props {
  updates: readonly StockUpdate[];
  /** Read by assistive technology only. */
  caption: string;
  columns: readonly UpdateColumn[];
  headClassName?: string;
}

export default function UpdatesTable({ updates, caption, columns, headClassName }: Props) {
  return (
    <div className="table-responsive">
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead className={headClassName}>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {updates.map((u) => (
            <tr key={u.id}>
              {columns.map((c) => (
                <td key={c.header} className={c.className} style={c.style}>
                  {c.cell(u)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
