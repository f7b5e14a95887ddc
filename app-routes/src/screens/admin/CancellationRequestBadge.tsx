/**
 * A subscriber's open cancellation request, flagged in the users list: when they asked and the
 * refund quoted then, so the administrator can act on it with Cancel subscription (which shows
 * today's refund).
 */
import * as React from 'react';
import type { CancellationRequestView } from 'contracts';
import { formatDate, formatPaise } from './format';

export function CancellationRequestBadge({ request }: { request?: CancellationRequestView | null }) {
  if (!request || request.status !== 'open') return null;
  return (
    <div className="mt-1">
      <span className="badge text-bg-warning">Cancellation requested</span>{' '}
      <div className="small">
        on <time dateTime={request.requestedAt}>{formatDate(request.requestedAt)}</time>, refund quoted {formatPaise(request.quotedRefund)}
      </div>
    </div>
  );
}
