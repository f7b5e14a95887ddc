/**
 * GST by place of supply. Services to an unregistered recipient are supplied where the recipient's
 * address on record is (IGST Act, section 12(2)(b)); failing that, where the supplier is. A client
 * in the firm's own state pays CGST + SGST (9 % + 9 %), a client in another state IGST (18 %). The
 * firm's state is the first two digits of its GSTIN; the client's is on their KYC record, copied
 * onto the order when it is paid (cms/src/api/order/invoice.ts), so the invoice never changes after.
 * Only the split differs: the taxable value and the total are gstBreakdown's in both cases.
 */
import { GST_RATE_PERCENT, gstBreakdown } from './payments';

/**
 * GST state codes (the GSTN's list: the first two digits of every GSTIN), the states and union
 * territories in force. 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are no longer issued.
 */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const;
export type GstStateCode = keyof typeof GST_STATES;
export const GST_STATE_CODES = Object.keys(GST_STATES) as GstStateCode[];

export const isGstStateCode = (code: unknown): code is GstStateCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(GST_STATES, code);

/** The state a GSTIN is registered in: its first two digits. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

/** As an invoice prints a place of supply: '27' → 'Maharashtra (27)' (a code not in the table: the code alone). */
export const placeOfSupplyLabel = (code: string): string => (isGstStateCode(code) ? `${GST_STATES[code]} (${code})` : code);

/** IGST's rate: the two halves of an intra-state supply together. */
export const IGST_RATE_PERCENT = GST_RATE_PERCENT.cgst + GST_RATE_PERCENT.sgst;

/** The tax lines of a GST-inclusive amount, in paise: CGST + SGST within the firm's state, IGST across. */
export type GstSplit =
  | { kind: 'intra-state'; taxable: number; cgst: number; sgst: number; total: number }
  | { kind: 'inter-state'; taxable: number; igst: number; total: number };

/**
 * The split of `amountPaise` supplied to `placeOfSupply` by a firm registered under `firmGstin`.
 * No place of supply (orders paid before it was recorded, a client who gave no state) is the
 * firm's own state: CGST + SGST, as every invoice was before.
 */
export function gstSplit(amountPaise: number, firmGstin: string, placeOfSupply: string | null | undefined): GstSplit {
  const { taxable, cgst, sgst, total } = gstBreakdown(amountPaise);
  if (!placeOfSupply || placeOfSupply === gstinStateCode(firmGstin)) return { kind: 'intra-state', taxable, cgst, sgst, total };
  return { kind: 'inter-state', taxable, igst: cgst + sgst, total };
}
