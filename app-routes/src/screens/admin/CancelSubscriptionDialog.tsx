/**
 * Cancelling a user's subscription from the users list. The dialog shows the refund the
 * terms give (per paid order and in total) as the server quotes it, and Confirm sends that total
 * back: the server refuses when it is no longer the refund (then the fresh quote is shown), issues
 * the refund through Razorpay and ends the subscription.
 */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import type { CancelAnswer, CancellationQuote } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { formatDate, formatPaise, fullName } from './format';
import { ButtonSpinner, Loading, Problem, UserModal, type UserDialogProps } from './parts';

interface CancelProps extends UserDialogProps {
  onCancelled: (userId: number) => void;
}

export function CancelSubscriptionDialog({ user, show, onClose, onCancelled }: CancelProps) {
  const [quote, setQuote] = React.useState<CancellationQuote | null>(null);
  const [problem, setProblem] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const [done, setDone] = React.useState<CancelAnswer | null>(null);
  const doneRef = React.useRef<HTMLDivElement>(null);

  const load = React.useCallback(async (userId: number) => {
    setQuote(null);
    try {
      setQuote(await endpoints.cancellationQuote(userId));
    } catch (err) {
      setProblem(errorMessage(err, 'The refund could not be worked out.'));
    }
  }, []);

  React.useEffect(() => {
    if (!show || !user) return;
    setProblem('');
    setDone(null);
    setBusy(false);
    void load(user.id);
  }, [show, user, load]);

  React.useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const confirm = async () => {
    if (!user || !quote || busy) return;
    setBusy(true);
    setProblem('');
    try {
      const answer = await endpoints.cancelSubscription({ gWSUserId: user.id, expectedRefund: quote.total });
      setDone(answer);
      onCancelled(user.id);
    } catch (err) {
      setProblem(errorMessage(err, 'The subscription could not be cancelled.'));
      // The refund may have changed (409): show the current one to confirm again.
      if ((err as { response?: { status?: number } }).response?.status === 409) void load(user.id);
    } finally {
      setBusy(false);
    }
  };

  const name = user ? fullName(user) : '';
  return (
    <UserModal show={show} onClose={onClose} busy={busy} title={`Cancel subscription — ${name}`}>
      <Modal.Body>
        {done ? (
          <div ref={doneRef} tabIndex={-1} className="alert alert-success mb-0" role="status">
            <p className="fw-semibold mb-1">Subscription cancelled.</p>
            <p className="mb-0">
              {done.total > 0
                ? `Refund of ${formatPaise(done.total)} issued through Razorpay.`
                : 'No refund was due: the paid period is used up.'}
            </p>
            {done.refunds
              .filter((r) => r.refundId)
              .map((r) => (
                <p key={r.orderId} className="small mb-0 text-break">
                  {formatPaise(r.refund)} · refund id {r.refundId}
                </p>
              ))}
          </div>
        ) : (
          <>
            {problem && <Problem text={problem} />}
            {!quote && !problem && <Loading label="Working out the refund…" />}
            {quote && (
              <>
                <p className={problem ? 'mt-3' : ''}>
                  Cancelling today ({formatDate(quote.cancelledOn)}) ends the {quote.subscription.plan ?? ''} subscription at once and
                  refunds the unused whole months of each paid period, pro rata, excluding taxes.
                </p>
                {quote.orders.length > 0 ? (
                  <div className="table-responsive">
                    <table className="table table-sm align-middle">
                      <caption className="visually-hidden">The refund of each paid order</caption>
                      <thead>
                        <tr>
                          <th scope="col">Paid period</th>
                          <th scope="col">Unused</th>
                          <th scope="col" className="text-end">
                            Refund
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {quote.orders.map((o) => (
                          <tr key={o.orderId}>
                            <th scope="row" className="fw-normal">
                              {/* Stacked, so the table fits a 320 px screen without scrolling. */}
                              <span className="text-nowrap">{o.periodStart ? formatDate(o.periodStart) : '—'}</span>{' '}
                              <span className="text-nowrap">to {o.periodEnd ? formatDate(o.periodEnd) : '—'}</span>
                              <div className="small text-secondary">paid {formatPaise(o.amount)}</div>
                            </th>
                            <td>
                              {o.unusedMonths} of {o.periodMonths} months
                            </td>
                            <td className="text-end text-nowrap">{formatPaise(o.refund)}</td>
                          </tr>
                        ))}
                      </tbody>
                      <tfoot>
                        <tr>
                          <th scope="row" colSpan={2}>
                            Total refund
                          </th>
                          <td className="text-end fw-semibold text-nowrap" data-testid="refund-total">
                            {formatPaise(quote.total)}
                          </td>
                        </tr>
                      </tfoot>
                    </table>
                  </div>
                ) : (
                  <p data-testid="refund-total">No paid orders: nothing to refund ({formatPaise(0)}).</p>
                )}
              </>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
          Close
        </button>
        {!done && quote && (
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={busy}>
            {busy && <ButtonSpinner />}Confirm: cancel and refund {formatPaise(quote.total)}
          </button>
        )}
      </Modal.Footer>
    </UserModal>
  );
}
