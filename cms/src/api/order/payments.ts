/**
 * A subscriber's own payments for My Account: every order whose money was taken (paid, refunded in
 * part or in full), newest first, with the day it was paid in India's calendar, the period, the
 * amount, the refund and the printed invoice number. Orders never paid (created, failed) are not
 * payments and are left out.
 */
import type { Core } from '@strapi/strapi';
import { COLLECTED_ORDER_STATUSES, formatInvoiceNumber, type AccountPayment } from 'contracts';
import { todayInFirm } from '../../lib/dates';
import type { Entry } from '../../lib/entries';

const ORDER = 'api::order.order';

type StoredPayment = Entry<
  typeof ORDER,
  'plan' | 'paymentStatus' | 'amount' | 'paidAt' | 'periodStart' | 'periodEnd' | 'refundAmount' | 'invoiceNumber'
>;

const day = (v: string | null | undefined) => (v ? String(v).slice(0, 10) : null);

export async function paymentsOf(strapi: Core.Strapi, userId: number): Promise<AccountPayment[]> {
  const orders: StoredPayment[] = await strapi.db.query(ORDER).findMany({
    where: { user: { id: userId }, paymentStatus: { $in: [...COLLECTED_ORDER_STATUSES] }, invoiceNumber: { $notNull: true } },
    orderBy: [{ paidAt: 'desc' }, { id: 'desc' }],
  });
  return orders.map((o) => ({
    id: o.id,
    plan: o.plan ?? null,
    status: o.paymentStatus as AccountPayment['status'],
    amount: o.amount,
    paidOn: todayInFirm(new Date(o.paidAt!)),
    periodStart: day(o.periodStart),
    periodEnd: day(o.periodEnd),
    refundAmount: o.refundAmount ?? null,
    invoiceNumber: formatInvoiceNumber(o.invoiceNumber!),
  }));
}
