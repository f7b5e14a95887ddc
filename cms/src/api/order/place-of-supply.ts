/**
 * An order's place of supply, as its invoice states it: the GST state code of the client's address
 * on their KYC record (an unregistered recipient's address on record, IGST Act section 12(2)(b));
 * without one, the firm's own state (the supplier's location, the same section's fallback), and
 * nothing when the firm has no GSTIN either. Read in the payment's transaction (invoice.ts) and
 * stored on the order, so a KYC edited after the payment leaves the invoice as it was issued.
 */
import type { Core } from '@strapi/strapi';
import { gstinStateCode, isGstStateCode } from 'contracts';
import { KYC_RECORD } from '../kyc/services/kyc';

const ORDER = 'api::order.order';

export async function placeOfSupplyOf(strapi: Core.Strapi, orderId: number, gstin: string | null): Promise<string | null> {
  const order: { user: { id: number } | null } | null = await strapi.db
    .query(ORDER)
    .findOne({ where: { id: orderId }, select: ['id'], populate: { user: { select: ['id'] } } });
  const userId = order?.user?.id;
  const kyc: { state?: string | null } | null = userId
    ? await strapi.db.query(KYC_RECORD).findOne({ where: { userId }, select: ['state'] })
    : null;
  if (isGstStateCode(kyc?.state)) return kyc.state;
  return gstin ? gstinStateCode(gstin) : null;
}
