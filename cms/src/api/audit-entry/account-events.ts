/**
 * Security events of an app account on the one audit trail (audit.ts): two-factor sign-in turned
 * on or off, a recovery code spent, a wrong code entered. Written through the database layer, as
 * the KYC reveals and reviews are (api/kyc/services/kyc.ts): the trail refuses every write through
 * the document service. No secret and no code is ever part of an entry.
 */
import type { Core } from '@strapi/strapi';
import { AUDIT_ENTRY } from './audit';

export type AccountEvent = 'mfaEnrol' | 'mfaDisable' | 'mfaRecoveryCode' | 'mfaFailure';

/** The account the event is about, who is also the one acting (their own sign-in or settings). */
export interface AccountOfEvent {
  id: number;
  documentId?: string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

export async function recordAccountEvent(
  strapi: Core.Strapi,
  action: AccountEvent,
  user: AccountOfEvent,
  changes: Record<string, unknown> | null = null,
): Promise<void> {
  await strapi.db.query(AUDIT_ENTRY).create({
    data: {
      at: new Date().toISOString(),
      action,
      contentType: 'plugin::users-permissions.user',
      entryDocumentId: user.documentId ?? null,
      entryTitle: `Account ${user.email ?? user.id}`.slice(0, 250),
      userId: user.id,
      userEmail: user.email ?? null,
      userName: [user.first_name, user.last_name].filter(Boolean).join(' ') || null,
      via: 'api',
      changes,
    },
  });
}
