/**
 * A stock's updates: date, type (Buy green, Sell red, others neutral),
 * description, report link. A failed load shows no message: the empty state shows.
 */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import Badge from 'react-bootstrap/Badge';
import type { Stock, StockUpdate } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { formatDate } from './format';
import { Loading, ReportLink } from './parts';

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

interface Props {
  stock: Stock | null;
  show: boolean;
  onClose: () => void;
}

export default function ViewUpdatesDialog({ stock, show, onClose }: Props) {
  const id = React.useId();
  const [updates, setUpdates] = React.useState<StockUpdate[] | null>(null);
  const stockId = stock?.id;

  React.useEffect(() => {
    if (!show || stockId === undefined) return;
    let live = true;
    setUpdates(null);
    endpoints
      .updates(stockId)
      .then((list) => {
        if (live) setUpdates(Array.isArray(list) ? [...list].sort(newestFirst) : []);
      })
      .catch((err) => {
        console.error('Loading the updates failed', err);
        if (live) setUpdates([]);
      });
    return () => {
      live = false;
    };
  }, [show, stockId]);

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
          <div className="table-responsive">
            <table className="table align-middle mb-0">
              <caption className="visually-hidden">Updates for {stock?.name}, newest first</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                  <th scope="col">Report</th>
                </tr>
              </thead>
              <tbody>
                {updates.map((u) => (
                  <tr key={u.id}>
                    <td className="text-nowrap">
                      <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
                    </td>
                    <td>
                      <UpdateTypeBadge type={u.type} />
                    </td>
                    <td style={{ whiteSpace: 'pre-line', minWidth: '14rem' }}>
                      {u.description || <span className="text-secondary">—</span>}
                    </td>
                    <td>
                      <ReportLink href={u.report_link} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
