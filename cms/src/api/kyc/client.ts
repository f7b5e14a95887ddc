/**
 * The client behind an account, as payments see them: their KYC (a first payment needs one that
 * is not rejected) and every account whose KYC record has the same PAN, found by its lookup HMACs
 * (under the current key and, during a rotation, the previous one).
 * The fee cap is per client, and one client may hold several accounts (an account whose record
 * was rejected is not one of them). An HUF's PAN (4th letter H) is a PAN of its own, so the HUF's
 * accounts are never counted with its karta's.
 */
import type { Core } from '@strapi/strapi';
import { kycNeeded, KYC_MESSAGES, type KycStatus } from 'contracts';
import { httpError } from '../../lib/http';
import { KYC_RECORD, kycRecords } from './services/kyc';

export interface PayingClient {
  /** The account's KYC status; null before any submission. */
  kycStatus: KycStatus | null;
  /**
   * The PAN's lookup HMACs (the fee cap's keys: the current key's first, then the previous key's
   * and the stored one when they differ); empty without a KYC record.
   */
  panLookups: string[];
  /** This account and every other one with the same PAN, ascending. */
  accountIds: number[];
}

export async function payingClient(strapi: Core.Strapi, userId: number): Promise<PayingClient> {
  const records = strapi.db.query(KYC_RECORD);
  const own: { reviewState: KycStatus; panEncrypted: string; panLookup: string | null } | null = await records.findOne({
    where: { userId },
    select: ['reviewState', 'panEncrypted', 'panLookup'],
  });
  if (!own?.panLookup) return { kycStatus: own?.reviewState ?? null, panLookups: [], accountIds: [userId] };
  const panLookups = kycRecords(strapi).panLookups({ panEncrypted: own.panEncrypted, panLookup: own.panLookup });
  // Not the accounts whose record an administrator rejected: someone who typed another person's
  // PAN would otherwise make their payments count against that person's cap (and learn, from a
  // refusal, roughly what that person paid). Until a record is reviewed it counts, which errs on
  // the side of the cap.
  const same: { userId: number }[] = await records.findMany({
    where: { panLookup: { $in: panLookups }, reviewState: { $ne: 'rejected' } },
    select: ['userId'],
  });
  const accountIds = [...new Set([userId, ...same.map((r) => r.userId)])].sort((a, b) => a - b);
  return { kycStatus: own.reviewState, panLookups, accountIds };
}

/** Refuses (409) a first payment before the client has given their KYC, or after it was rejected. */
export function requireKyc(client: PayingClient): void {
  if (kycNeeded(client.kycStatus ? { status: client.kycStatus } : null)) throw httpError(409, 'ConflictError', KYC_MESSAGES.required);
}
