/**
 * An order's invoice PDF for the one asking: its client or an administrator. Anyone else gets the
 * same 404 as for an order that does not exist (an order's existence is not revealed); an order
 * that is not paid has no invoice yet (409).
 */
import type { Core } from '@strapi/strapi';
import { formatInvoiceNumber, invoiceFilename, isAdministrator } from 'contracts';
import { errors, httpError } from '../../lib/http';
import { firmDetails } from '../../lib/mailer';
import { invoicePdf } from './invoice-pdf';
import { storedReceipt } from './receipt';

const ORDER = 'api::order.order';
const notFound = () => new errors.NotFoundError('Order not found.');

export interface Viewer {
  id: number;
  admin?: number | null;
}

export async function invoiceDownload(
  strapi: Core.Strapi,
  orderId: number,
  viewer: Viewer,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const order: { id: number; user: { id: number } | null } | null = await strapi.db
    .query(ORDER)
    .findOne({ where: { id: orderId }, select: ['id'], populate: { user: { select: ['id'] } } });
  if (!order || (order.user?.id !== viewer.id && !isAdministrator(viewer))) throw notFound();
  const stored = await storedReceipt(strapi, orderId);
  if (!stored) throw httpError(409, 'ConflictError', 'This order is not paid: it has no invoice.');
  return {
    filename: invoiceFilename(formatInvoiceNumber(stored.receipt.invoiceNumber)),
    pdf: await invoicePdf(await firmDetails(strapi), stored.receipt),
  };
}
