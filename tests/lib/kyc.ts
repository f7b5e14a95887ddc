/**
 * A client's KYC for the suites: a PAN no other test uses, the form's fields, and the submission
 * (POST /api/GWSUsers/kyc) that a first payment needs (the checkout answers 409 without it).
 */
import crypto from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { KYC_PATH, type KycAnswer } from 'contracts';

/** A PAN no other test uses (4th letter P unless told), e.g. QXZPK4821M. */
export function newPan(holder = 'P'): string {
  const L = () => String.fromCharCode(65 + crypto.randomInt(26));
  return `${L()}${L()}${L()}${holder}${L()}${String(crypto.randomInt(10000)).padStart(4, '0')}${L()}`;
}

/** ABCDE****F, as every answer shows a PAN. */
export const maskedPan = (pan: string) => `${pan.slice(0, 5)}****${pan.slice(9)}`;

/** A valid submission for `pan`, with `overrides` on top. */
export const kycForm = (pan: unknown, overrides: Record<string, unknown> = {}) => ({
  pan,
  nameOnPan: 'Asha Rao',
  dateOfBirth: '1987-03-14',
  address: '12 MG Road, Bengaluru 560001',
  consent: true,
  ...overrides,
});

/** Records the account's KYC (a new PAN unless given) and answers the PAN and the masked record. */
export async function submitKyc(api: APIRequestContext, token: string, pan = newPan()): Promise<{ pan: string; record: KycAnswer }> {
  const res = await api.post(`/api${KYC_PATH}`, { headers: { Authorization: `Bearer ${token}` }, data: kycForm(pan) });
  expect(res.status(), `KYC of ${maskedPan(pan)}: ${await res.text()}`).toBe(200);
  return { pan, record: await res.json() };
}
