import * as React from 'react';
import { CANCELLATION_NOTICE_DAYS, formatPaise, longDay, type AccountCancellation } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { useToast } from '../../ui/toasts';

/**
 * Request cancellation: the refund the firm's cancel would give today, the written request with
 * its notice, and withdrawing it until the firm acts on it. Shown only with a running plan.
 */
export default function CancellationRequest({ userId }: { userId: number }) {
  const toast = useToast();
  const [state, setState] = React.useState<AccountCancellation | null>(null);
  const [asking, setAsking] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      toast(errorMessage(err, 'Oops some error occurred !'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // An open request is shown at once, with Withdraw; the quote itself only when asked for.
  React.useEffect(() => {
    let live = true;
    endpoints
      .cancellation(userId)
      .then((s) => live && s.request && setState(s))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId]);
  const ask = () =>
    run(async () => {
      setState(await endpoints.cancellation(userId));
      setAsking(true);
    });
  const request = () => run(async () => setState(await endpoints.requestCancellation(userId)));
  const withdraw = () =>
    run(async () => {
      await endpoints.withdrawCancellation(userId);
      setState(null);
      setAsking(false);
    });

  const open = state?.request?.status === 'open' ? state.request : null;
  return (
    <section className="card-soft p-4 mt-4" aria-labelledby="cancellation-title" data-testid="cancellation">
      <h2 id="cancellation-title" className="h5">
        Cancel your subscription
      </h2>
      {open ? (
        <>
          <p className="mb-2">
            You asked to cancel on {longDay(open.requestedAt)}. Refund quoted: <strong>{formatPaise(open.quotedRefund)}</strong>. We act on
            it after the notice ends on {longDay(open.noticeEndsOn)}.
          </p>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={withdraw} disabled={busy}>
            Withdraw request
          </button>
        </>
      ) : asking && state ? (
        <>
          <p className="mb-2">
            Cancelling today gives a refund of <strong>{formatPaise(state.quote.total)}</strong> (the unused whole months, excluding taxes).
            The terms ask for {CANCELLATION_NOTICE_DAYS} days&apos; written notice.
          </p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={request} disabled={busy}>
            Confirm cancellation request
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-link p-0" onClick={ask} disabled={busy}>
          Request cancellation
        </button>
      )}
    </section>
  );
}
