/**
 * The KYC registration agency's status lookup, when KRA_API_URL is set: POST `{ pan }` with the
 * key as a bearer token, answered `{ status, agency?, updatedAt? }` (docs/kyc.md). An agency that
 * is down or answers something else does not stop a submission: the record stays self-declared,
 * with the failure as its KRA status, for an administrator to verify.
 */
import type { Core } from '@strapi/strapi';
import { KRA_FOUND, KRA_STATUSES } from 'contracts';

export interface KraResult {
  registered: boolean;
  /** One of KRA_STATUSES, or 'unavailable' when the agency could not be asked. */
  status: string;
  checkedAt: string;
  /** What is kept of the answer: never the PAN. */
  answer: Record<string, unknown>;
}

const TIMEOUT_MS = 5000;

export async function kraLookup(strapi: Core.Strapi, pan: string): Promise<KraResult | null> {
  const url = strapi.config.get('kyc.kraApiUrl') as string | undefined;
  if (!url) return null;
  const key = strapi.config.get('kyc.kraApiKey') as string | undefined;
  const checkedAt = new Date().toISOString();
  const unavailable = (reason: string): KraResult => {
    strapi.log.warn(`[kyc] the KRA lookup failed: ${reason}`);
    return { registered: false, status: 'unavailable', checkedAt, answer: { error: reason } };
  };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ pan }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return unavailable(`HTTP ${res.status}`);
    const body = (await res.json()) as { status?: unknown; agency?: unknown; updatedAt?: unknown };
    const status = typeof body.status === 'string' && (KRA_STATUSES as readonly string[]).includes(body.status) ? body.status : null;
    if (!status) return unavailable('an answer without a known status');
    const agency = typeof body.agency === 'string' ? body.agency.slice(0, 50) : null;
    const updatedAt = typeof body.updatedAt === 'string' ? body.updatedAt.slice(0, 40) : null;
    return { registered: KRA_FOUND.includes(status), status, checkedAt, answer: { status, agency, updatedAt } };
  } catch (err) {
    return unavailable((err as Error).name === 'TimeoutError' ? `no answer in ${TIMEOUT_MS} ms` : (err as Error).message);
  }
}
