/**
 * A subscriber's written request to cancel (the terms ask for one, with CANCELLATION_NOTICE_DAYS'
 * notice): it shows the refund the administrator's cancel would give today (cancellation.ts's
 * quote: the one refund rule), is recorded with its time and that quote, and stays open until the
 * subscriber withdraws it or an administrator acts on it with the existing cancel, which closes it
 * in its own transaction (closeOnCancel).
 *
 * One open request per subscriber, held by the database: `openFor` is the user's id while the
 * request is open (null once closed) under a unique index, so two requests at once make one and
 * the other is a 409; withdrawing and acting are conditional updates on it, so only one of them
 * closes a request.
 */
import type { Core } from '@strapi/strapi';
import {
  CANCELLATION_NOTICE_DAYS,
  CANCELLATION_REQUEST_MESSAGES as M,
  addDays,
  type AccountCancellation,
  type CancellationRequestView,
} from 'contracts';
import { isUniqueViolation } from '../../lib/db';
import { httpError } from '../../lib/http';
import { todayInFirm } from '../../lib/dates';
import type { Entry } from '../../lib/entries';
import { cancellations } from './cancellation';

const REQUEST = 'api::order.cancellation-request';

type StoredRequest = Entry<typeof REQUEST, 'requestedAt' | 'quotedRefund' | 'status' | 'closedAt'>;

const conflict = (message: string) => httpError(409, 'ConflictError', message);

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

export function cancellationRequests(strapi: Core.Strapi) {
  /** The subscriber's open request, if any. */
  async function open(userId: number): Promise<StoredRequest | null> {
    return strapi.db.query(REQUEST).findOne({ where: { openFor: userId } });
  }

  /** What My Account shows: the refund cancelling today gives, and the open request. */
  async function view(userId: number): Promise<AccountCancellation> {
    const [quote, request] = await Promise.all([cancellations(strapi).quote(userId), open(userId)]);
    return { quote, request: request ? requestView(request) : null };
  }

  /** Records the request with the refund quoted now; a second while one is open is a 409. */
  async function request(userId: number, now = new Date()): Promise<AccountCancellation> {
    const quote = await cancellations(strapi).quote(userId);
    if (await open(userId)) throw conflict(M.alreadyOpen);
    let created: StoredRequest;
    try {
      created = await strapi.db.query(REQUEST).create({
        data: { user: userId, requestedAt: now, quotedRefund: quote.total, status: 'open', openFor: userId },
      });
    } catch (err) {
      // Another request of this subscriber's got the unique index first.
      if (isUniqueViolation(err)) throw conflict(M.alreadyOpen);
      throw err;
    }
    return { quote, request: requestView(created) };
  }

  /** Withdraws the open request; none open (never made, withdrawn, or acted on) is a 409. */
  async function withdraw(userId: number, now = new Date()): Promise<CancellationRequestView> {
    const current = await open(userId);
    const closed = current
      ? await strapi.db
          .query(REQUEST)
          .updateMany({ where: { id: current.id, openFor: userId }, data: { status: 'withdrawn', closedAt: now, openFor: null } })
      : { count: 0 };
    if (!current || closed.count !== 1) throw conflict(M.noneOpen);
    return requestView({ ...current, status: 'withdrawn', closedAt: now.toISOString() });
  }

  /** Inside the administrator's cancel's transaction: the subscriber's open request is acted on. */
  async function closeOnCancel(userId: number, now: Date): Promise<void> {
    await strapi.db.query(REQUEST).updateMany({ where: { openFor: userId }, data: { status: 'acted', closedAt: now, openFor: null } });
  }

  return { view, request, withdraw, closeOnCancel };
}
