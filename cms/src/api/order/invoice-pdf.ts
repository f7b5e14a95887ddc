/**
 * The invoice of a paid order as a one-page A4 PDF (pdf-lib with its built-in Helvetica: no font
 * file, no network): the receipt's own lines (receipt.ts: invoice number and date, client, plan,
 * period, amount, and the GST breakdown only when the order was issued under the firm's GSTIN),
 * the firm's SEBI registration number, and the refund when one was made. The figures are the
 * receipt's, so the mail and the PDF always agree.
 *
 * GST rule (contracts' gstBreakdown and gstSplit): prices are GST-inclusive; in integer paise the
 * taxable value is the amount ÷ 1.18 rounded so the tax is even; within the firm's state the tax is
 * split equally into CGST and SGST at 9 % each, to another state it is IGST at 18 % (the place of
 * supply recorded on the order at payment, printed on the invoice). Rupees are printed as "Rs." because the
 * standard fonts have no ₹ glyph.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatInvoiceNumber, invoiceFilename } from 'contracts';
import type { Firm } from '../../lib/mailer';
import { FIRM_TIME_ZONE } from '../../lib/dates';
import { A4, BODY_COLOR, BODY_SIZE, layoutDisclosures } from '../report/stamp-layout';
import { receiptLines, rupees, type ReceiptOrder } from './receipt';

/** The invoice's blocks: each a heading, then its lines. */
export function invoiceBlocks(firm: Firm, order: ReceiptOrder): string[][] {
  const lines = receiptLines(firm, order);
  const issuedBy = lines.findIndex((line) => line.startsWith('Issued by: '));
  lines.splice(issuedBy + 1, 0, `SEBI Research Analyst Reg. No.: ${firm.sebiRegistrationNumber || 'not set'}`);
  const blocks = [[`${order.gstin ? 'Tax invoice' : 'Invoice'} ${formatInvoiceNumber(order.invoiceNumber)}`, ...lines]];
  if (order.refund)
    blocks.push([
      'Refund',
      `Refunded on ${format(order.refund.at, 'd MMM yyyy', { in: tz(FIRM_TIME_ZONE) })}: ${rupees(order.refund.amount)}`,
      `Net amount after refund: ${rupees(order.amount - order.refund.amount)}`,
    ]);
  blocks.push([
    firm.firmName,
    firm.address,
    `Questions: ${firm.supportEmail}, quoting invoice ${formatInvoiceNumber(order.invoiceNumber)}.`,
  ]);
  return blocks;
}

export async function invoicePdf(firm: Firm, order: ReceiptOrder): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const invoice = formatInvoiceNumber(order.invoiceNumber);
  doc.setTitle(`Invoice ${invoice}`);
  doc.setProducer(firm.firmName);
  // The same bytes for the same invoice: its dates are the payment's, not the download's.
  doc.setCreationDate(order.paidAt);
  doc.setModificationDate(order.refund?.at ?? order.paidAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  for (const line of layoutDisclosures(invoiceBlocks(firm, order), font, bold))
    page.drawText(line.text, { x: line.x, y: line.y, size: BODY_SIZE, font: line.bold ? bold : font, color: BODY_COLOR });
  return doc.save();
}

/** The invoice as a mail attachment (the receipt's). */
export async function invoiceAttachment(firm: Firm, order: ReceiptOrder) {
  return {
    filename: invoiceFilename(formatInvoiceNumber(order.invoiceNumber)),
    content: Buffer.from(await invoicePdf(firm, order)),
    contentType: 'application/pdf',
  };
}
