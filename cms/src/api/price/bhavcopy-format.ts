/** What a bhavcopy parser gives: one day's closes of one exchange, and what each row says about its security. */
import type { PriceExchange } from 'contracts';

export type BhavcopyFormat = 'nse-legacy' | 'nse-udiff' | 'bse-udiff' | 'bse-legacy';

export interface ParsedClose {
  isin: string;
  symbol: string;
  close: string;
  /** The security's name, when the file gives one. */
  name?: string;
}

export interface ParsedBhavcopy {
  format: BhavcopyFormat;
  exchange: PriceExchange;
  date: string;
  /** Rows read (every data row, kept or not). */
  rows: number;
  closes: ParsedClose[];
}
