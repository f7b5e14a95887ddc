/**
 * /api/GWSUsers/kyc: a client records their KYC and reads it back masked (own account); administrators reveal a record's
 * PAN and date of birth (audited) and verify or reject it.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { kycRequestSchema, kycRevealRequestSchema, kycReviewRequestSchema } from 'contracts';
import { bodyOf, forbidden, idParam, validate } from '../../../lib/http';
import type { AppUser } from '../../gws-user/users';
import { kycRecords } from '../services/kyc';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(ctx: Context) {
    const input = await validate(kycRequestSchema, bodyOf(ctx));
    const me: AppUser = ctx.state.appUser;
    ctx.body = await kycRecords(strapi).submit(me.id, input);
  },

  /** The body's `{id}` is the signed-in client's own: an administrator reads others' in the users list. */
  async status(ctx: Context) {
    const id = idParam(bodyOf(ctx).id);
    const me: AppUser = ctx.state.appUser;
    if (me.id !== id) throw forbidden('You can only access your own account.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { kyc: await kycRecords(strapi).mine(id) };
  },

  async reveal(ctx: Context) {
    const { id } = await validate(kycRevealRequestSchema, bodyOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await kycRecords(strapi).reveal(id, ctx.state.appUser);
  },

  async review(ctx: Context) {
    const { id, decision, note } = await validate(kycReviewRequestSchema, bodyOf(ctx));
    ctx.body = await kycRecords(strapi).review(id, decision, note, ctx.state.appUser);
  },
});
