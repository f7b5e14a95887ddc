/** A cancellation request as the API answers it: its notice's last day worked out from when it was made. */
import { CANCELLATION_NOTICE_DAYS, addDays, type CancellationRequestView } from 'contracts';
import { todayInFirm } from '../../lib/dates';
import type { Entry } from '../../lib/entries';

export type StoredRequest = Entry<'api::order.cancellation-request', 'requestedAt' | 'quotedRefund' | 'status' | 'closedAt'>;

export const requestView = (r: StoredRequest): CancellationRequestView => {
  const requestedAt = new Date(r.requestedAt);
  return {
    id: r.id,
    status: r.status as CancellationRequestView['status'],
    requestedAt: requestedAt.toISOString(),
    noticeEndsOn: addDays(todayInFirm(requestedAt), CANCELLATION_NOTICE_DAYS),
    quotedRefund: r.quotedRefund,
    closedAt: r.closedAt ? new Date(r.closedAt).toISOString() : null,
  };
};
