/**
 * The subscriber's billing, thin over the services:
 * - GET /api/Orders/:id/invoice: a paid order's invoice PDF, for its client or an administrator (../invoice-download.ts);
 * - POST /api/GWSUsers/payments {id}: a user's payments (own id, or an administrator) (../payments.ts);
 * - POST /api/GWSUsers/cancellation {id}, …/request, …/withdraw: the subscriber's cancellation
 *   request: its quote, making it, withdrawing it (../cancellation-request.ts).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { isAdministrator } from 'contracts';
import { bodyOf, forbidden, idParam } from '../../../lib/http';
import { invoiceDownload } from '../invoice-download';
import { paymentsOf } from '../payments';
import { cancellationRequests } from '../cancellation-request';

/** The body's `{id}`: the subscriber's own (a request to cancel is theirs to make, not an administrator's). */
function ownId(ctx: Context): number {
  const id = idParam(bodyOf(ctx).id);
  if (ctx.state.appUser.id !== id) throw forbidden('You can only access your own account.');
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async download(ctx: Context) {
    const { filename, pdf } = await invoiceDownload(strapi, idParam(ctx.params.id), ctx.state.appUser);
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/pdf';
    ctx.body = Buffer.from(pdf);
  },

  async payments(ctx: Context) {
    const id = idParam(bodyOf(ctx).id);
    const me = ctx.state.appUser;
    if (me.id !== id && !isAdministrator(me)) throw forbidden('You can only access your own account.');
    ctx.body = await paymentsOf(strapi, id);
  },

  async cancellation(ctx: Context) {
    ctx.body = await cancellationRequests(strapi).view(ownId(ctx));
  },

  async requestCancellation(ctx: Context) {
    ctx.body = await cancellationRequests(strapi).request(ownId(ctx));
  },

  async withdrawCancellation(ctx: Context) {
    ctx.body = await cancellationRequests(strapi).withdraw(ownId(ctx));
  },
});
