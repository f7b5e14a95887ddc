/**
 * A subscriber's written request to cancel (the terms ask for one, with CANCELLATION_NOTICE_DAYS'
 * notice): it shows the refund the administrator's cancel would give today (cancellation.ts's
 * quote: the one refund rule), is recorded with its time and that quote, and stays open until the
 * subscriber withdraws it or an administrator acts on it with the existing cancel, which closes it
 * in its own transaction (closeOnCancel).
 *
 * Recording and withdrawing a request each mail the firm and the subscriber (cancellation-mail.ts).
 *
 * One open request per subscriber, held by the database: `openFor` is the user's id while the
 * request is open (null once closed) under a unique index, so two requests at once make one and
 * the other is a 409; withdrawing and acting are conditional updates on it, so only one of them
 * closes a request.
 */
import type { Core } from '@strapi/strapi';
import { CANCELLATION_REQUEST_MESSAGES as M, type AccountCancellation, type CancellationRequestView } from 'contracts';
import { isUniqueViolation } from '../../lib/db';
import { httpError } from '../../lib/http';
import { cancellations } from './cancellation';
import { CANCELLATION_REQUEST as REQUEST, queueCancellationMails } from './cancellation-mail';
import { requestView, type StoredRequest } from './cancellation-request-view';
import { leadOutboxWorker } from '../lead-outbox/worker';

const conflict = (message: string) => httpError(409, 'ConflictError', message);

export function cancellationRequests(strapi: Core.Strapi) {
  // Once committed: before, the outbox worker could not see the entries.
  const nudgeMail = () => leadOutboxWorker(strapi)?.nudge();

  /** The subscriber's open request, if any. */
  async function open(userId: number): Promise<StoredRequest | null> {
    return strapi.db.query(REQUEST).findOne({ where: { openFor: userId } });
  }

  /** The open requests of these accounts, by account (the administrators' users list flags them). */
  async function openOf(userIds: number[]): Promise<Map<number, CancellationRequestView>> {
    if (!userIds.length) return new Map();
    const found: (StoredRequest & { openFor: number })[] = await strapi.db
      .query(REQUEST)
      .findMany({ where: { openFor: { $in: userIds } } });
    return new Map(found.map((r) => [r.openFor, requestView(r)]));
  }

  /** What My Account shows: the refund cancelling today gives, and the open request. */
  async function view(userId: number): Promise<AccountCancellation> {
    const [quote, request] = await Promise.all([cancellations(strapi).quote(userId), open(userId)]);
    return { quote, request: request ? requestView(request) : null };
  }

  /** Records the request with the refund quoted now, and queues its mails with it; a second while one is open is a 409. */
  async function request(userId: number, now = new Date()): Promise<AccountCancellation> {
    const quote = await cancellations(strapi).quote(userId);
    if (await open(userId)) throw conflict(M.alreadyOpen);
    let created: StoredRequest;
    try {
      created = await strapi.db.transaction(async ({ onCommit }) => {
        const row: StoredRequest = await strapi.db.query(REQUEST).create({
          data: { user: userId, requestedAt: now, quotedRefund: quote.total, status: 'open', openFor: userId },
        });
        await queueCancellationMails(strapi, row.id, 'requested', now);
        onCommit(nudgeMail);
        return row;
      });
    } catch (err) {
      // Another request of this subscriber's got the unique index first.
      if (isUniqueViolation(err)) throw conflict(M.alreadyOpen);
      throw err;
    }
    return { quote, request: requestView(created) };
  }

  /** Withdraws the open request and queues its mails; none open (never made, withdrawn, or acted on) is a 409. */
  async function withdraw(userId: number, now = new Date()): Promise<CancellationRequestView> {
    const current = await open(userId);
    if (!current) throw conflict(M.noneOpen);
    await strapi.db.transaction(async ({ onCommit }) => {
      const closed = await strapi.db
        .query(REQUEST)
        .updateMany({ where: { id: current.id, openFor: userId }, data: { status: 'withdrawn', closedAt: now, openFor: null } });
      // Withdrawn or acted on meanwhile by another call: that one's mails (if any) say so.
      if (closed.count !== 1) throw conflict(M.noneOpen);
      await queueCancellationMails(strapi, current.id, 'withdrawn', now);
      onCommit(nudgeMail);
    });
    return requestView({ ...current, status: 'withdrawn', closedAt: now.toISOString() });
  }

  /** Inside the administrator's cancel's transaction: the subscriber's open request is acted on. */
  async function closeOnCancel(userId: number, now: Date): Promise<void> {
    await strapi.db.query(REQUEST).updateMany({ where: { openFor: userId }, data: { status: 'acted', closedAt: now, openFor: null } });
  }

  return { view, request, withdraw, closeOnCancel, openOf };
}
