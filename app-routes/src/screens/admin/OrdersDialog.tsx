/**
 * The users list's orders dialog: a user's orders with their refunds, as a table from md
 * up and as one card per order below.
 */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import type { OrderStatus, OrderView } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { useLoadEffect } from '../../ui/useLoadEffect';
import { formatDate, formatPaise, fullName } from './format';
import { Loading, Problem, type UserDialogProps } from './parts';

const STATUS_BADGE: Record<OrderStatus, string> = {
  created: 'text-bg-light border',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  partially_refunded: 'text-bg-info',
  refunded: 'text-bg-warning',
};

const period = (start: string | null, end: string | null) => (start && end ? `${formatDate(start)} – ${formatDate(end)}` : '—');

/** The orders' fields, as table columns (md and up) and as each card's terms (below). */
const ORDER_FIELDS: { label: string; cell: (o: OrderView) => React.ReactNode; className?: string }[] = [
  {
    label: 'Plan',
    cell: (o) => (
      <>
        <span className="fw-semibold">{o.plan ?? '—'}</span>
        <div className="small text-secondary fw-normal">{period(o.periodStart, o.periodEnd)}</div>
      </>
    ),
  },
  {
    label: 'Status',
    cell: (o) => <span className={`badge ${STATUS_BADGE[o.status] ?? 'text-bg-light'}`}>{o.status.replace('_', ' ')}</span>,
  },
  { label: 'Amount', cell: (o) => formatPaise(o.amount), className: 'text-nowrap' },
  { label: 'Payment id', cell: (o) => o.paymentId ?? '—', className: 'text-break small' },
  { label: 'Date', cell: (o) => formatDate(o.paidAt ?? o.createdAt), className: 'text-nowrap' },
  {
    label: 'Refund',
    cell: (o) =>
      o.refundAmount === null ? (
        '—'
      ) : (
        <>
          {formatPaise(o.refundAmount)}
          <div className="small text-secondary">
            {formatDate(o.refundedAt)}
            {o.refundId ? ` · ${o.refundId}` : ''}
          </div>
        </>
      ),
  },
];

export function OrdersDialog({ user, show, onClose }: UserDialogProps) {
  const id = React.useId();
  const [orders, setOrders] = React.useState<OrderView[] | null>(null);
  const [problem, setProblem] = React.useState('');

  useLoadEffect(
    () => {
      if (!show || !user) return null;
      setOrders(null);
      setProblem('');
      return endpoints.ordersOf(user.id);
    },
    [show, user],
    { done: setOrders, failed: (err) => setProblem(errorMessage(err, 'The orders could not be loaded.')) },
  );

  return (
    <Modal show={show} onHide={onClose} size="xl" fullscreen="md-down" centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={`${id}-title`}>
          Orders — {user ? fullName(user) : ''}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {problem && <Problem text={problem} />}
        {!problem && orders === null && <Loading label="Loading the orders…" />}
        {orders?.length === 0 && <p className="mb-0">No orders yet.</p>}
        {orders && orders.length > 0 && (
          <>
            {/* A table from md up; below, one card per order, so a 320 px screen shows every field without scrolling. */}
            <table className="table table-sm align-middle mb-0 d-none d-md-table">
              <caption className="visually-hidden">Orders of {user ? fullName(user) : ''}, newest first</caption>
              <thead>
                <tr>
                  {ORDER_FIELDS.map((f) => (
                    <th key={f.label} scope="col" className={f.className}>
                      {f.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id}>
                    {ORDER_FIELDS.map((f, i) =>
                      i === 0 ? (
                        <th key={f.label} scope="row" className={f.className}>
                          {f.cell(o)}
                        </th>
                      ) : (
                        <td key={f.label} className={f.className}>
                          {f.cell(o)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="list-unstyled mb-0 d-md-none" aria-label={`Orders of ${user ? fullName(user) : ''}, newest first`}>
              {orders.map((o) => (
                <li key={o.id} className="border rounded-3 p-2 mb-2">
                  <dl className="row mb-0 small">
                    {ORDER_FIELDS.map((f) => (
                      <React.Fragment key={f.label}>
                        <dt className="col-4 fw-semibold">{f.label}</dt>
                        <dd className="col-8 mb-1 text-break">{f.cell(o)}</dd>
                      </React.Fragment>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </>
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
