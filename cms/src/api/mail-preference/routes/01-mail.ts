/** What mail clients (one-click unsubscribe) and the mail provider (bounces, complaints) call; who may call each is route-auth's. */
import type { Context } from 'koa';
import { anonymous } from '../../access-token/route-auth';
import { rateLimit } from '../../../lib/rate-limit';
import { USER_ID_PATTERN } from '../unsubscribe-link';

const C = 'api::mail-preference.mail-preference';

/**
 * A link is followed once or twice by its subscriber or their mail client: 20 a minute per
 * subscriber. Per client it is generous, because one-click POSTs from Gmail or Yahoo come from
 * their few servers on behalf of many subscribers (and the token is not guessable anyway). Only a
 * well-formed subscriber id is an account's key: anything else is refused by the controller, and
 * a NUL byte in a key made PostgreSQL's shared rate-limit store fail the call with a 500.
 */
const linkAccount = (ctx: Context) => {
  const { u } = ctx.query;
  return typeof u === 'string' && USER_ID_PATTERN.test(u) ? `u:${u}` : null;
};
const unsubscribeCalls = rateLimit({ name: 'mail-unsubscribe', points: 1200, duration: 60, account: linkAccount, accountPoints: 20 });
/** A provider reports bounces in bursts after a send: generous, but not unbounded. */
const eventCalls = rateLimit({ name: 'mail-events', points: 600, duration: 60 });

export default {
  routes: [
    { method: 'GET', path: '/Mail/unsubscribe', handler: `${C}.unsubscribeLink`, config: anonymous([unsubscribeCalls]) },
    { method: 'POST', path: '/Mail/unsubscribe', handler: `${C}.unsubscribe`, config: anonymous([unsubscribeCalls]) },
    { method: 'POST', path: '/Mail/events', handler: `${C}.events`, config: anonymous([eventCalls]) },
  ],
};
