/**
 * The administrators' users list rows: each user as the app reads them, with their KYC record
 * (masked) and their open cancellation request, so the list shows what is waiting for an
 * administrator: a KYC to verify, a subscriber asking to cancel.
 */
import type { Core } from '@strapi/strapi';
import { publicUser, type AppUser } from './users';
import { kycRecords } from '../kyc/services/kyc';
import { cancellationRequests } from '../order/cancellation-request';

export async function adminRows(strapi: Core.Strapi, users: AppUser[], withSub: boolean): Promise<Record<string, unknown>[]> {
  const ids = users.map((u) => u.id);
  const [kyc, requests] = await Promise.all([kycRecords(strapi).ofUsers(ids), cancellationRequests(strapi).openOf(ids)]);
  return users.map((u) => ({ ...publicUser(u, withSub), kyc: kyc.get(u.id) ?? null, cancellationRequest: requests.get(u.id) ?? null }));
}
