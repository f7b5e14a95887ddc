/**
 * Admin: the stocks, oldest first as the server lists them, with their call (action, version), its
 * alerts' delivery summary and log, an add-update, a view-updates and an amend action per row.
 */
import * as React from 'react';
import type { Stock, UpdateType } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { useLoadEffect } from '../../ui/useLoadEffect';
import DataTable, { Column } from './DataTable';
import AddUpdateDialog from './AddUpdateDialog';
import ViewUpdatesDialog from './ViewUpdatesDialog';
import AmendDialog from './AmendDialog';
import DeliveryStatus from './DeliveryStatus';
import { formatDate } from './format';
import { LoadFailed, PageHeader, ReportLink } from './parts';

type DialogState = { stock: Stock | null; kind: 'add' | 'view' | 'amend' | null };

const searchText = (s: Stock) => [s.name, s.code, s.nseCode, s.bseCode].filter(Boolean).join(' ');
const rowKey = (s: Stock) => s.id;

export default function StocksList() {
  const [stocks, setStocks] = React.useState<Stock[] | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [types, setTypes] = React.useState<UpdateType[]>([]);
  const [dialog, setDialog] = React.useState<DialogState>({ stock: null, kind: null });
  const [attempt, setAttempt] = React.useState(0);

  useLoadEffect(
    () => {
      setFailed(false);
      setStocks(null);
      return endpoints.stocks();
    },
    [attempt],
    {
      done: (list) => setStocks(Array.isArray(list) ? list : []),
      failed: (err) => {
        console.error('Loading the stocks failed', err);
        setFailed(true);
        setStocks([]);
      },
    },
  );

  useLoadEffect(() => endpoints.updateTypes(), [], {
    done: (list) => {
      if (Array.isArray(list)) setTypes(list);
    },
    failed: (err) => console.error('Loading the update types failed', err),
  });

  const open = (kind: 'add' | 'view' | 'amend', stock: Stock) => setDialog({ stock, kind });
  const amended = (stock: Stock) => setStocks((list) => (list ?? []).map((s) => (s.id === stock.id ? stock : s)));
  // Keep the stock while the dialog fades out, so its title does not blank.
  const close = () => setDialog((d) => ({ ...d, kind: null }));

  const columns = React.useMemo<Column<Stock>[]>(
    () => [
      {
        header: 'Name',
        cell: (s) => (
          <>
            <span className="d-block fw-semibold">{s.name}</span>
            {s.code && (
              <span className="d-block small text-secondary">
                <span className="visually-hidden">Code </span>
                {s.code}
              </span>
            )}
          </>
        ),
      },
      // Beside the name: what an administrator checks after publishing, in view on a phone without scrolling sideways.
      { header: 'Alerts', cell: (s) => <DeliveryStatus delivery={s.delivery} label={s.name} /> },
      { header: 'NSE Code', cell: (s) => s.nseCode || <span className="text-secondary">—</span>, className: 'text-nowrap' },
      { header: 'BSE Code', cell: (s) => s.bseCode || <span className="text-secondary">—</span>, className: 'text-nowrap' },
      {
        header: 'Call',
        cell: (s) =>
          s.action ? (
            <>
              {s.action}
              {s.amended && <span className="d-block small text-secondary">Amended (v{s.version})</span>}
            </>
          ) : (
            <span className="text-secondary">—</span>
          ),
        className: 'text-nowrap',
      },
      { header: 'Created', cell: (s) => <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>, className: 'text-nowrap' },
      { header: 'Report', cell: (s) => <ReportLink href={s.reportLink} /> },
      {
        header: 'Actions',
        hiddenHeader: true,
        className: 'text-end text-nowrap',
        // Stacked, so the table fits the admin layout at 1280 px without scrolling sideways.
        cell: (s) => (
          <div className="d-inline-flex flex-column align-items-stretch gap-1">
            <button
              type="button"
              className="btn btn-sm btn-outline-success"
              aria-label={`Add update for ${s.name}`}
              onClick={() => open('add', s)}
            >
              Add update
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={`View updates for ${s.name}`}
              onClick={() => open('view', s)}
            >
              View updates
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label={`Amend ${s.name}`}
              onClick={() => open('amend', s)}
            >
              Amend
            </button>
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader title="Stocks List" intro="Every research stock, oldest first. Add an update or read a stock's update history." />
      {failed ? (
        <LoadFailed text="The stocks could not be loaded." onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <DataTable
          caption="Stocks"
          noun="stocks"
          columns={columns}
          rows={stocks ?? []}
          loading={stocks === null}
          rowKey={rowKey}
          searchText={searchText}
          searchHint="Name, ISIN, NSE or BSE code"
          emptyText="No stocks yet. Add one from Add New Stock."
        />
      )}
      <AddUpdateDialog stock={dialog.stock} show={dialog.kind === 'add'} types={types} onClose={close} />
      <ViewUpdatesDialog stock={dialog.stock} show={dialog.kind === 'view'} onClose={close} />
      <AmendDialog stock={dialog.stock} show={dialog.kind === 'amend'} onClose={close} onSaved={amended} />
    </>
  );
}
