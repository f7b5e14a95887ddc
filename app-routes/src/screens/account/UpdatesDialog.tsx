import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Stock } from 'contracts';
import ExternalLink from '../../ui/ExternalLink';
import UpdatesTable, { type UpdateColumn } from '../../ui/UpdatesTable';
import { NewBadge } from './NewsBell';

export const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
const actionClass = (type: string) =>
  /^buy$/i.test(type) ? 'text-bg-success' : /^sell$/i.test(type) ? 'text-bg-danger' : 'text-bg-secondary';

const COLUMNS: UpdateColumn[] = [
  {
    header: 'Date',
    className: 'text-nowrap',
    cell: (u) => (
      <>
        {formatDay(u.createdAt)}
        {u.isNew && <NewBadge />}
      </>
    ),
  },
  { header: 'Action', cell: (u) => <span className={`badge ${actionClass(u.type)}`}>{u.type}</span> },
  { header: 'Description', cell: (u) => u.description },
  {
    header: 'Report',
    cell: (u) => (
      <ExternalLink href={u.reportUrl ?? u.report_link} fallback="—">
        Download
      </ExternalLink>
    ),
  },
];

/** A stock's update history: Date, Action (Buy green, Sell red), Description, Report. */
export default function UpdatesDialog({ stock, onClose }: { stock: Stock | null; onClose: () => void }) {
  return (
    <Modal show={Boolean(stock)} onHide={onClose} size="lg" centered aria-labelledby="updates-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="updates-title" as="h2" className="h5">
          Updates — {stock?.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <UpdatesTable updates={stock?.update ?? []} caption={`Updates on ${stock?.name ?? ''}`} columns={COLUMNS} />
      </Modal.Body>
    </Modal>
  );
}
