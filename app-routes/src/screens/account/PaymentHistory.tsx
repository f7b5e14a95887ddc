import * as React from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { PAYMENT_HISTORY_TEXTS as T, formatPaise, invoiceFilename, longDay, lastPaidDay, type AccountPayment } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { saveFile } from '../../ui/saveFile';
import { useToast } from '../../ui/toasts';

/**
 * The subscriber's payments, newest first: the day paid, the plan and period, the amount, what was
 * refunded, the invoice number and its PDF. A list of cards, not a table: it stays readable at 320 px.
 */
export default function PaymentHistory({ userId }: { userId: number }) {
  const toast = useToast();
  const [payments, setPayments] = React.useState<AccountPayment[] | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [downloading, setDownloading] = React.useState<number | null>(null);
  React.useEffect(() => {
    let live = true;
    endpoints
      .payments(userId)
      .then((p) => live && setPayments(p))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [userId]);

  const download = async (p: AccountPayment) => {
    setDownloading(p.id);
    try {
      // Fetched with the session's token: a plain link would carry none.
      saveFile(await endpoints.invoicePdf(p.id), invoiceFilename(p.invoiceNumber));
    } catch (err) {
      toast(errorMessage(err, T.downloadFailed), { kind: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="card-soft p-4 mt-4" aria-labelledby="payments-title" data-testid="payments">
      <h2 id="payments-title" className="h5">
        {T.title}
      </h2>
      {failed ? (
        <p className="mb-0 text-body-secondary">{T.failed}</p>
      ) : !payments ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      ) : payments.length === 0 ? (
        <p className="mb-0 text-body-secondary">{T.empty}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {payments.map((p) => (
            <li key={p.id} className="border-top py-3 d-flex flex-wrap gap-2 justify-content-between align-items-start">
              <div className="text-break" style={{ minWidth: 0 }}>
                <p className="mb-1 fw-semibold">
                  {p.plan ?? T.unnamedPlan} · {formatPaise(p.amount)}
                </p>
                <p className="mb-1 small">
                  {T.paidOn} {longDay(p.paidOn)}
                  {p.periodStart && p.periodEnd && (
                    <>
                      {' · '}
                      {T.period} {longDay(p.periodStart)} – {longDay(lastPaidDay(p.periodEnd))}
                    </>
                  )}
                </p>
                <p className="mb-0 small text-body-secondary">
                  {T.invoice} {p.invoiceNumber} · <span data-testid="payment-status">{T.status[p.status]}</span>
                  {p.refundAmount ? ` (${formatPaise(p.refundAmount)} ${T.refunded})` : ''}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => download(p)}
                disabled={downloading === p.id}
                aria-label={`${T.download} ${p.invoiceNumber}`}
              >
                {downloading === p.id && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {T.download}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
