/**
 * A published call's or update's alert delivery, as the admin lists show it: the server's summary
 * ("Sent to 412 of 412 at 10:02:13–10:02:19", times in India; "Sending: 12 of 412 sent" while
 * alerts are queued; failures and bounces named after it) and the download of its delivery log as
 * CSV. The summary comes with the list's own answer (one request for the page, not one per row).
 */
import * as React from 'react';
import { deliveryLogFileName, type DeliverySummary } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/errors';
import { saveFile } from '../../ui/saveFile';
import { useToast } from '../../ui/toasts';
import { ButtonSpinner } from './parts';

interface Props {
  delivery?: DeliverySummary | null;
  /** What was published, for the button's accessible name ("Tata Motors", "the update of 05 Mar 2026"). */
  label: string;
}

export default function DeliveryStatus({ delivery, label }: Props) {
  const toast = useToast();
  const [busy, setBusy] = React.useState(false);
  if (!delivery) return <span className="text-secondary">—</span>;
  const troubled = delivery.failed + delivery.bounced > 0;

  const download = async () => {
    setBusy(true);
    try {
      saveFile(await endpoints.deliveryLogCsv(delivery.seq), deliveryLogFileName(delivery.seq));
    } catch (err) {
      toast(errorMessage(err, 'The delivery log could not be downloaded.'), { kind: 'error', ms: 5000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    // Wrapped on two lines rather than one long one: the admin table keeps room for its actions.
    <div className="small" style={{ minWidth: '8rem', maxWidth: '10rem' }}>
      <span
        className={`d-block ${troubled ? 'text-danger' : delivery.queued ? 'text-body' : 'text-secondary'}`}
        data-testid="delivery-summary"
      >
        {delivery.summary}
      </span>
      {delivery.total > 0 && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          aria-label={`Export the delivery log of ${label} as CSV`}
          disabled={busy}
          onClick={download}
        >
          {busy && <ButtonSpinner />}
          Export CSV
        </button>
      )}
    </div>
  );
}
