/**
 * Invoice numbers: consecutive within each Indian financial year (1 April – 31 March),
 * shown as '2026-27/000042'. The order keeps it in its `invoiceNumber` column as the year's first
 * calendar year × 1,000,000 + the serial (2026000042): one integer, ordered like the invoices,
 * which the database's unique index guards.
 *
 * A number is given inside the transaction that moves the order to paid (recordPayment), so an
 * order is paid if and only if it has a number, and a payment that rolls back gives its number
 * back: the next one is always the year's highest + 1, so numbers have no gaps. Two payments
 * racing compute the same next number; the database's unique index lets one of them have it and
 * the other retries with the next. The attempt runs in a savepoint: on PostgreSQL a failed
 * statement would otherwise abort the whole payment's transaction.
 */
import type { Core } from '@strapi/strapi';
import { INVOICE_SERIALS_PER_YEAR } from 'contracts';
import { isUniqueViolation } from '../../lib/db';
import { todayInFirm } from '../../lib/dates';
import { leadOutboxWorker } from '../lead-outbox/worker';
import { placeOfSupplyOf } from './place-of-supply';
import { queueReceipt } from './receipt';

const ORDER = 'api::order.order';
const SITE_SETTINGS = 'api::site-setting.site-setting';
/** Serials a financial year can hold: six digits, as the number is shown (formatInvoiceNumber). */
const SERIALS_PER_YEAR = INVOICE_SERIALS_PER_YEAR;
/** More racing payments than one CMS instance takes at once; each retry is one short statement. */
const MAX_ATTEMPTS = 50;

/** The financial year a calendar day ('YYYY-MM-DD') falls in, named by its first calendar year: 2027-03-31 → 2026. */
export function financialYearOf(day: string): number {
  const [year, month] = day.slice(0, 10).split('-').map(Number);
  return month >= 4 ? year : year - 1;
}

/** The stored invoice number of a year's serial (1, 2, …). */
export function invoiceNumberOf(financialYear: number, serial: number): number {
  if (!Number.isInteger(serial) || serial < 1 || serial >= SERIALS_PER_YEAR)
    throw new RangeError(`invoice serial ${serial} is outside 1–${SERIALS_PER_YEAR - 1}`);
  return financialYear * SERIALS_PER_YEAR + serial;
}

/**
 * Gives the order that was just marked paid its invoice number, notes the firm's GSTIN it is
 * issued under (the receipt shows the GST breakdown only with one) and the place of supply (which
 * decides CGST + SGST or IGST: place-of-supply.ts), and queues its receipt mail:
 * all in the payment's transaction (recordPayment), so a replayed or racing payment, which never
 * gets past the paid transition, neither renumbers nor mails again.
 */
export async function issueInvoice(strapi: Core.Strapi, orderId: number): Promise<void> {
  if (!strapi.db.inTransaction()) throw new Error('issueInvoice runs inside the payment’s transaction');
  // Nested in recordPayment's transaction: the same one, and its commit hook.
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    const meta = strapi.db.metadata.get(ORDER);
    const table = meta.tableName;
    const column = (meta.attributes.invoiceNumber as { columnName: string }).columnName;
    const paidAtColumn = (meta.attributes.paidAt as { columnName: string }).columnName;
    const row = await trx(table).where('id', orderId).first(column, paidAtColumn);
    if (!row) throw new Error(`issueInvoice: no order ${orderId}`);
    if (row[column] === null || row[column] === undefined) {
      const year = financialYearOf(todayInFirm(row[paidAtColumn] ? new Date(row[paidAtColumn]) : new Date()));
      const first = year * SERIALS_PER_YEAR;
      for (let attempt = 1; ; attempt++) {
        try {
          await trx.transaction(async (savepoint: typeof trx) => {
            await savepoint(table)
              .where('id', orderId)
              .update({
                [column]: savepoint.raw('(SELECT COALESCE(MAX(??), ?) + 1 FROM ?? WHERE ?? > ? AND ?? < ?)', [
                  column,
                  first,
                  table,
                  column,
                  first,
                  column,
                  first + SERIALS_PER_YEAR,
                ]),
              });
          });
          break;
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= MAX_ATTEMPTS) throw err;
        }
      }
      const numbered = await trx(table).where('id', orderId).first(column);
      // The year's last serial is 999999: past it the number would read as the next year's.
      invoiceNumberOf(year, Number(numbered[column]) - first);
    }
    const settings = await strapi.documents(SITE_SETTINGS).findFirst({ status: 'published', fields: ['gstin'] });
    const gstin = (settings as { gstin?: string | null } | null)?.gstin || null;
    const placeOfSupply = await placeOfSupplyOf(strapi, orderId, gstin);
    await strapi.db.query(ORDER).update({ where: { id: orderId }, data: { gstin, placeOfSupply } });
    await queueReceipt(strapi, orderId);
    // Once committed: before, the worker could not see the entry (and must not run in this transaction).
    onCommit(() => leadOutboxWorker(strapi)?.nudge());
  });
}
