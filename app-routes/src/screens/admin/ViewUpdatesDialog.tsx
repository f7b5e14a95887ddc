/**
 * A stock's updates: date, type (Buy green, Sell red, others neutral), description, report link,
 * and each update's alerts' delivery summary and log. A failed load shows no message: the empty
 * state shows.
 */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import Badge from 'react-bootstrap/Badge';
import type { Stock, StockUpdate } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { useLoadEffect } from '../../ui/useLoadEffect';
import UpdatesTable, { type UpdateColumn } from '../../ui/UpdatesTable';
import { formatDate } from './format';
import { Loading, ReportLink } from './parts';
import DeliveryStatus from './DeliveryStatus';

export function UpdateTypeBadge({ type }: { type: string }) {
  const t = type.trim().toLowerCase();
  const bg = t === 'buy' ? 'success' : t === 'sell' ? 'danger' : 'secondary';
  return (
    <Badge bg={bg} pill className="fw-semibold px-3 py-2">
      {type}
    </Badge>
  );
}

const newestFirst = (a: StockUpdate, b: StockUpdate) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0) || b.id - a.id;

/** Newest first; the type as a coloured badge. */
const COLUMNS: UpdateColumn[] = [
  { header: 'Date', className: 'text-nowrap', cell: (u) => <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time> },
  { header: 'Type', cell: (u) => <UpdateTypeBadge type={u.type} /> },
  { header: 'Alerts', cell: (u) => <DeliveryStatus delivery={u.delivery} label={`the ${u.type} update of ${formatDate(u.createdAt)}`} /> },
  {
    header: 'Description',
    style: { whiteSpace: 'pre-line', minWidth: '14rem' },
    cell: (u) => u.description || <span className="text-secondary">—</span>,
  },
  { header: 'Report', cell: (u) => <ReportLink href={u.report_link} /> },
];

interface Props {
  stock: Stock | null;
  show: boolean;
  onClose: () => void;
}

export default function ViewUpdatesDialog({ stock, show, onClose }: Props) {
  const id = React.useId();
  const [updates, setUpdates] = React.useState<StockUpdate[] | null>(null);
  const stockId = stock?.id;

  useLoadEffect(
    () => {
      if (!show || stockId === undefined) return null;
      setUpdates(null);
      return endpoints.updates(stockId);
    },
    [show, stockId],
    {
      done: (list) => setUpdates(Array.isArray(list) ? [...list].sort(newestFirst) : []),
      failed: (err) => {
        console.error('Loading the updates failed', err);
        setUpdates([]);
      },
    },
  );

  return (
    <Modal show={show} onHide={onClose} size="lg" centered scrollable aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={`${id}-title`}>
          Updates — {stock?.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {updates === null ? (
          <Loading className="py-4" />
        ) : updates.length === 0 ? (
          <p className="text-center text-secondary py-4 mb-0">No updates yet.</p>
        ) : (
          <UpdatesTable
            updates={updates}
            caption={`Updates for ${stock?.name ?? ''}, newest first`}
            columns={COLUMNS}
            headClassName="table-light"
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
