/** The register as a file for auditors: CSV (Excel-safe, lib/csv.ts) or JSON with its verification. */
import type { Stringifier } from 'csv-stringify';
import { csvWriter } from '../../lib/csv';
import type { ChainVerdict, RegisterEntry } from './chain';

const COLUMNS: { key: keyof RegisterEntry; header: string }[] = [
  { key: 'seq', header: 'Seq' },
  { key: 'recordedAt', header: 'Recorded at (UTC)' },
  { key: 'kind', header: 'Kind' },
  { key: 'refId', header: 'Record id' },
  { key: 'stockId', header: 'Stock id' },
  { key: 'publishedBy', header: 'Published by' },
  { key: 'audience', header: 'Made available to (subscribers)' },
  { key: 'reportSha256', header: 'Report SHA-256' },
  { key: 'content', header: 'Content (JSON)' },
  { key: 'prevHash', header: 'Previous hash' },
  { key: 'hash', header: 'Hash' },
  { key: 'signature', header: 'Ed25519 signature (base64)' },
];

/** The entries as a CSV stream. */
export function registerCsv(entries: readonly RegisterEntry[]): Stringifier {
  const out = csvWriter(COLUMNS);
  for (const e of entries) out.write(e);
  out.end();
  return out;
}

/** The JSON answer: the entries asked for, the whole register's verdict, and the key to check them with. */
export const registerJson = (entries: readonly RegisterEntry[], verification: ChainVerdict, publicKeyPem: string) => ({
  entries,
  verification,
  publicKey: publicKeyPem,
});

export type RegisterFormat = 'csv' | 'json';
