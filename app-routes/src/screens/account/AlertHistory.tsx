import * as React from 'react';
import Table from 'react-bootstrap/Table';
import Spinner from 'react-bootstrap/Spinner';
import { NEWS_TEXTS, type AlertHistory as History } from 'contracts';
import { endpoints } from '../../api/endpoints';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The subscriber's alerts, newest first (the latest page of 50): what was published, the subject, when, and whether it was delivered. */
export default function AlertHistory({ userId }: { userId: number }) {
  const [history, setHistory] = React.useState<History | null>(null);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    let live = true;
    endpoints
      .alertHistory(userId)
      .then((h) => live && setHistory(h))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [userId]);
  return (
    <section className="card-soft p-4 mt-4" aria-labelledby="alert-history-title">
      <h2 id="alert-history-title" className="h5">
        {NEWS_TEXTS.historyTitle}
      </h2>
      {failed ? (
        <p className="mb-0 text-body-secondary">{NEWS_TEXTS.historyFailed}</p>
      ) : !history ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      ) : history.alerts.length === 0 ? (
        <p className="mb-0 text-body-secondary">{NEWS_TEXTS.historyEmpty}</p>
      ) : (
        <Table responsive size="sm" className="mb-0 small">
          <caption className="visually-hidden">
            {NEWS_TEXTS.historyTitle}, newest first ({history.alerts.length} of {history.total})
          </caption>
          <thead>
            <tr>
              <th scope="col">Sent for</th>
              <th scope="col">Stock</th>
              <th scope="col">Subject</th>
              <th scope="col">Queued</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {history.alerts.map((a) => (
              <tr key={a.id}>
                <td>{NEWS_TEXTS.publicationKind[a.kind]}</td>
                <td>{a.stockName}</td>
                <td className="text-break">{a.subject}</td>
                <td className="text-nowrap">{when(a.queuedAt)}</td>
                <td>
                  {NEWS_TEXTS.status[a.status]}
                  {a.sentAt && <span className="d-block text-body-secondary">{when(a.sentAt)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
