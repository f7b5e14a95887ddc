import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Stock } from 'contracts';
import ExternalLink from '../../ui/ExternalLink';

export const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
const actionClass = (type: string) =>
  /^buy$/i.test(type) ? 'text-bg-success' : /^sell$/i.test(type) ? 'text-bg-danger' : 'text-bg-secondary';

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
        <div className="table-responsive">
          <table className="table align-middle mb-0">
            <caption className="visually-hidden">Updates on {stock?.name}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Action</th>
                <th scope="col">Description</th>
                <th scope="col">Report</th>
              </tr>
            </thead>
            <tbody>
              {(stock?.update ?? []).map((u) => (
                <tr key={u.id}>
                  <td className="text-nowrap">{formatDay(u.createdAt)}</td>
                  <td>
                    <span className={`badge ${actionClass(u.type)}`}>{u.type}</span>
                  </td>
                  <td>{u.description}</td>
                  <td>
                    <ExternalLink href={u.report_link} fallback="—">
                      Download
                    </ExternalLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Modal.Body>
    </Modal>
  );
}
