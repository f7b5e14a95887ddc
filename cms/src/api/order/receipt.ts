/**
 * The receipt mailed to the client after each payment: invoice number and date, the
 * plan and the period the payment covers, the amount in rupees, the payment id, the firm's name
 * and address, and, when the firm has a GSTIN, the GSTIN with the GST inside the amount.
 *
 * It leaves through the durable outbox (lead-outbox, destination 'receipt-mail'), queued in the
 * payment's own transaction (invoice.ts): an SMTP outage delays the mail but loses nothing, a
 * failed mail never fails the payment, and a replayed payment queues nothing.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Core } from '@strapi/strapi';
import { GST_RATE_PERCENT, IGST_RATE_PERCENT, formatInvoiceNumber, formatPaise, gstSplit, placeOfSupplyLabel } from 'contracts';
import { firmDetails, headerText, layoutMail, sendMail, type Firm, type Mail } from '../../lib/mailer';
import { FIRM_TIME_ZONE } from '../../lib/dates';
import type { Entry, WithRelations } from '../../lib/entries';
import type { USER } from '../gws-user/users';
import type { LeadEvent } from '../lead-outbox/delivery';
import { leadOutbox } from '../lead-outbox/services/lead-outbox';
import { invoiceAttachment } from './invoice-pdf';

const ORDER = 'api::order.order';

/** What a receipt says about one paid order. */
export interface ReceiptOrder {
  invoiceNumber: number;
  plan: string;
  /** Paise. */
  amount: number;
  paidAt: Date;
  /** Calendar days 'YYYY-MM-DD': the period runs from the first up to, not including, the second. */
  periodStart: string;
  periodEnd: string;
  paymentId: string;
  /** The firm's GSTIN the invoice is issued under, or null when it had none. */
  gstin: string | null;
  /**
   * The GST state code of the place of supply recorded at payment, or null on orders paid before it
   * was recorded (their invoices stay CGST + SGST without the line, as they were issued).
   */
  placeOfSupply: string | null;
  client: { name: string; email: string };
  /** The refund made on the order, if any (paise, and when). */
  refund?: { amount: number; at: Date } | null;
}

/** Paise as rupees with Indian digit grouping (contracts' formatPaise): 15100000 → '₹1,51,000.00'. */
export const rupees = formatPaise;

/** A calendar day as the receipt prints it: '2026-11-23' → '23 Nov 2026'. */
function printedDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return format(new Date(Date.UTC(y, m - 1, d)), 'd MMM yyyy', { in: tz('UTC') });
}

/** The day before a calendar day: the last day a period ending (exclusively) on it covers. */
function dayBefore(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The period as the receipt prints it, last day included: '23 Nov 2026 – 22 Nov 2027'. */
export const periodCovered = (start: string, end: string) => `${printedDay(start)} – ${printedDay(dayBefore(end))}`;

/** The receipt's lines (the mail layout escapes every one in HTML: plan names and firm details are editors' text). */
export function receiptLines(firm: Firm, order: ReceiptOrder): string[] {
  const lines = [
    `Invoice number: ${formatInvoiceNumber(order.invoiceNumber)}`,
    `Invoice date: ${format(order.paidAt, 'd MMM yyyy', { in: tz(FIRM_TIME_ZONE) })}`,
    `Billed to: ${order.client.name ? `${order.client.name} (${order.client.email})` : order.client.email}`,
    `Issued by: ${[firm.firmName, firm.address].filter(Boolean).join(', ')}`,
    ...(order.gstin ? [`GSTIN: ${order.gstin}`] : []),
    ...(order.gstin && order.placeOfSupply ? [`Place of supply: ${placeOfSupplyLabel(order.placeOfSupply)}`] : []),
    `Plan: ${order.plan} subscription`,
    `Period covered: ${periodCovered(order.periodStart, order.periodEnd)}`,
  ];
  if (order.gstin) {
    const gst = gstSplit(order.amount, order.gstin, order.placeOfSupply);
    lines.push(
      `Taxable value: ${rupees(gst.taxable)}`,
      ...(gst.kind === 'inter-state'
        ? [`IGST @ ${IGST_RATE_PERCENT}%: ${rupees(gst.igst)}`]
        : [`CGST @ ${GST_RATE_PERCENT.cgst}%: ${rupees(gst.cgst)}`, `SGST @ ${GST_RATE_PERCENT.sgst}%: ${rupees(gst.sgst)}`]),
      `Amount paid (including GST): ${rupees(gst.total)}`,
    );
  } else {
    lines.push(`Amount paid: ${rupees(order.amount)}`);
  }
  lines.push(`Payment id: ${order.paymentId} (Razorpay)`);
  return lines;
}

export function receiptMail(firm: Firm, order: ReceiptOrder): Mail {
  const invoice = formatInvoiceNumber(order.invoiceNumber);
  const { text, html } = layoutMail(firm, {
    heading: `Receipt ${invoice}`,
    paragraphs: ['Thank you for your payment. This is your receipt: please keep it for your records.', ...receiptLines(firm, order)],
    after: [`Questions about this receipt: write to ${firm.supportEmail}, quoting invoice ${invoice}.`],
  });
  return {
    from: `"${headerText(firm.firmName)}" <${firm.supportEmail}>`,
    to: order.client.email,
    subject: `Receipt ${invoice}: ${headerText(order.plan)} subscription`,
    text,
    html,
  };
}

/** Queues the order's receipt mail in the outbox; called in the payment's transaction (invoice.ts). */
export async function queueReceipt(strapi: Core.Strapi, orderId: number): Promise<void> {
  const now = new Date();
  const event: LeadEvent = {
    // One receipt per order: the id says which, across retries.
    id: `receipt-order-${orderId}`,
    type: 'order.paid',
    occurredAt: now.toISOString(),
    kind: 'receipt',
    collection: ORDER,
    lead: { id: orderId },
  };
  await leadOutbox(strapi).enqueue(event, ['receipt-mail'], { uid: ORDER, id: orderId }, now);
}

/** The order as a receipt reads it, with its client (populated). */
type StoredOrder = WithRelations<
  Entry<
    typeof ORDER,
    | 'invoiceNumber'
    | 'plan'
    | 'amount'
    | 'paidAt'
    | 'periodStart'
    | 'periodEnd'
    | 'razorpay_payment_id'
    | 'gstin'
    | 'placeOfSupply'
    | 'refundAmount'
    | 'refundedAt'
  >,
  { user: Entry<typeof USER, 'email' | 'first_name' | 'last_name'> | null }
>;

/** A paid order's receipt as stored now, and whose it is; null when there is no such order or it has no invoice (not paid). */
export async function storedReceipt(
  strapi: Core.Strapi,
  orderId: number,
): Promise<{ userId: number | null; receipt: ReceiptOrder } | null> {
  const order: StoredOrder | null = await strapi.db.query(ORDER).findOne({ where: { id: orderId }, populate: { user: true } });
  if (!order?.invoiceNumber) return null;
  const { invoiceNumber, paidAt, periodStart, periodEnd, razorpay_payment_id: paymentId, user } = order;
  if (!paidAt || !periodStart || !periodEnd || !paymentId) throw new Error(`order ${orderId} has an invoice number but no payment`);
  const name = [user?.first_name, user?.last_name].filter((part) => part && part.trim()).join(' ');
  return {
    userId: user?.id ?? null,
    receipt: {
      invoiceNumber,
      plan: order.plan ?? '',
      amount: order.amount,
      paidAt: new Date(paidAt),
      periodStart: String(periodStart),
      periodEnd: String(periodEnd),
      paymentId,
      gstin: order.gstin ?? null,
      placeOfSupply: order.placeOfSupply ?? null,
      client: { name, email: user?.email ?? '' },
      refund: order.refundAmount != null && order.refundedAt ? { amount: order.refundAmount, at: new Date(order.refundedAt) } : null,
    },
  };
}

/** The outbox's delivery of one receipt: the order as stored now (paid, numbered), mailed to its client with the invoice PDF. */
export async function sendReceipt(strapi: Core.Strapi, event: LeadEvent): Promise<void> {
  const stored = await storedReceipt(strapi, Number(event.lead.id));
  if (!stored) throw new Error(`order ${String(event.lead.id)} no longer exists or is not paid`);
  if (!stored.receipt.client.email) throw new Error(`order ${String(event.lead.id)} has no client email`);
  const firm = await firmDetails(strapi);
  const mail = receiptMail(firm, stored.receipt);
  await sendMail(strapi, { ...mail, attachments: [await invoiceAttachment(firm, stored.receipt)] });
}
