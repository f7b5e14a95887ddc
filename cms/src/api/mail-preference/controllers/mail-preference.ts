/**
 * /api/Mail: what mail clients and the mail provider call, without signing in.
 *
 * - GET /api/Mail/unsubscribe?u=&k=&t=: an alert's unsubscribe link, answered with a page and its
 *   Unsubscribe button (nothing changes by opening it).
 * - POST to the same link (RFC 8058's one-click, `List-Unsubscribe=One-Click` form-encoded, or the
 *   page's button): the kind is turned off; 200 however often it is sent.
 * - POST /api/Mail/events: a bounce or complaint, signed with MAIL_EVENTS_SECRET (X-Mail-Signature).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { mailEventSchema, MAIL_EVENTS_SIGNATURE_HEADER } from 'contracts';
import { bodyOf, errors, unauthorized, validate } from '../../../lib/http';
import { signatureMatches } from '../../../lib/webhook-signature';
import { mailPreferences } from '../services/mail-preference';
import { unsubscribeKey } from '../policy';
import { checkUnsubscribe, unsubscribePath } from '../unsubscribe-link';
import { badLinkPage, unsubscribeButtonPage, unsubscribedPage } from '../unsubscribe-page';

function htmlPage(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/** The link's parameters: from its query (the link itself), else from a form body. */
function linkParams(ctx: Context): { u?: unknown; k?: unknown; t?: unknown } {
  const q = ctx.query;
  if (q.u !== undefined || q.k !== undefined || q.t !== undefined) return q;
  const body = (ctx.request as { body?: unknown }).body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async unsubscribeLink(ctx: Context) {
    const link = checkUnsubscribe(unsubscribeKey(strapi), linkParams(ctx));
    if (!link.ok) return htmlPage(ctx, link.reason === 'forged' ? 403 : 400, badLinkPage());
    htmlPage(ctx, 200, unsubscribeButtonPage(link.kind, unsubscribePath(unsubscribeKey(strapi), link.userId, link.kind)));
  },

  async unsubscribe(ctx: Context) {
    const link = checkUnsubscribe(unsubscribeKey(strapi), linkParams(ctx));
    if (!link.ok) return htmlPage(ctx, link.reason === 'forged' ? 403 : 400, badLinkPage());
    // An account deleted since the mail was sent gets nothing more either: the same answer.
    await mailPreferences(strapi).set(link.userId, { [link.kind]: false });
    htmlPage(ctx, 200, unsubscribedPage(link.kind));
  },

  async events(ctx: Context) {
    const secret = strapi.config.get('mail.eventsSecret') as string | undefined;
    if (!secret) throw new errors.NotFoundError('Mail events are not accepted here: MAIL_EVENTS_SECRET is not set.');
    const raw: unknown = (ctx.request as { body?: Record<symbol, unknown> }).body?.[Symbol.for('unparsedBody')];
    const signature = ctx.request.header[MAIL_EVENTS_SIGNATURE_HEADER.toLowerCase()];
    if (typeof raw !== 'string' || typeof signature !== 'string' || !signatureMatches(raw, signature, secret))
      throw unauthorized(`The ${MAIL_EVENTS_SIGNATURE_HEADER} signature does not check out.`);
    const event = await validate(mailEventSchema, bodyOf(ctx));
    // A soft bounce (a full mailbox, a server busy) passes: the next alert may well arrive.
    const suppress = event.type === 'complaint' || event.hard !== false;
    const added = suppress
      ? await mailPreferences(strapi).suppress(event.email, event.reason || event.type, event.type === 'complaint' ? 'complaint' : 'dsn')
      : false;
    ctx.body = { email: event.email, suppressed: suppress, added };
  },
});
