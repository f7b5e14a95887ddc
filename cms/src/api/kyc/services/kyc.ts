/**
 * A fee-paying client's KYC record (one per account; a PAN may be on several): submitted by the client, the
 * PAN and date of birth sealed (lib/field-crypto.ts) and the PAN's keyed HMAC kept for lookups;
 * answered masked; revealed to an administrator and reviewed by one, both written to the audit
 * trail; re-encrypted under a new key after a rotation.
 */
import type { Core } from '@strapi/strapi';
import { coveredByIndividualRules, KYC_MESSAGES, maskPan, panHolderType, type KycAnswer, type KycRequest, type KycStatus } from 'contracts';
import { configuredFieldCrypto, type FieldCrypto } from '../../../lib/field-crypto';
import { isDuplicateRefused, lockRow } from '../../../lib/db';
import { errors, httpError } from '../../../lib/http';
import { serviceOf } from '../../../lib/services';
import { AUDIT_ENTRY } from '../../audit-entry/audit';
import { kraLookup } from '../kra';

export const KYC_RECORD = 'api::kyc.kyc-record' as const;

export interface KycRecord {
  id: number;
  documentId: string;
  userId: number;
  /** The review state (self-declared, kra-registered, verified, rejected): its own field, apart from Strapi's draft/publish status. */
  reviewState: KycStatus;
  panMasked: string;
  panEncrypted: string;
  panLookup: string;
  dateOfBirthEncrypted: string;
  holderType: string;
  coveredByIndividualRules: boolean;
  nameOnPan: string;
  state?: string | null;
  submittedAt: string | Date;
  reviewedAt?: string | Date | null;
  reviewNote?: string | null;
  kraStatus?: string | null;
  kraCheckedAt?: string | Date | null;
}

/** Who acts, as the audit trail records an app administrator. */
export interface Actor {
  id: number;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

const iso = (d: string | Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The record as its owner and the admin list see it: the PAN masked, never the date of birth. */
export function kycView(r: KycRecord): KycAnswer {
  return {
    id: r.id,
    userId: r.userId,
    status: r.reviewState,
    pan: r.panMasked,
    holderType: r.holderType,
    coveredByIndividualRules: Boolean(r.coveredByIndividualRules),
    nameOnPan: r.nameOnPan,
    state: r.state ?? null,
    submittedAt: iso(r.submittedAt) as string,
    reviewedAt: iso(r.reviewedAt),
    reviewNote: r.reviewNote ?? null,
    kraStatus: r.kraStatus ?? null,
    kraCheckedAt: iso(r.kraCheckedAt),
  };
}

const conflict = (message: string) => httpError(409, 'ConflictError', message);

const kycService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The sealer of the configured keys, or a 503 naming the missing setting. */
  function sealer(): FieldCrypto {
    const fc = configuredFieldCrypto(strapi.config);
    if (!fc) throw httpError(503, 'ServiceUnavailableError', KYC_MESSAGES.notConfigured);
    return fc;
  }

  const records = () => strapi.db.query(KYC_RECORD);

  async function audit(action: 'reveal' | 'review', r: KycRecord, by: Actor, changes: unknown) {
    await strapi.db.query(AUDIT_ENTRY).create({
      data: {
        at: new Date().toISOString(),
        action,
        contentType: KYC_RECORD,
        entryDocumentId: r.documentId,
        entryTitle: `KYC ${r.panMasked} (user ${r.userId})`,
        userId: by.id,
        userEmail: by.email ?? null,
        userName: [by.first_name, by.last_name].filter(Boolean).join(' ') || null,
        via: 'api',
        changes,
      },
    });
  }

  const paidOrders = (userId: number): Promise<number> =>
    strapi.db.query('api::order.order').count({ where: { user: { id: userId }, paidAt: { $notNull: true } } });

  return {
    async submit(userId: number, input: KycRequest): Promise<KycAnswer> {
      const fc = sealer();
      const existing = (await records().findOne({ where: { userId } })) as KycRecord | null;
      if (existing?.reviewState === 'verified') throw conflict(KYC_MESSAGES.verified);
      // The record behind a payment says whom the firm took fees from (and which PAN's cap they
      // count against): the client does not rewrite it; a rejected one is theirs to give again.
      if (existing && existing.reviewState !== 'rejected' && (await paidOrders(userId)) > 0) throw conflict(KYC_MESSAGES.onRecord);
      // The same PAN may be on several accounts (one client who signed up twice): the fee cap
      // counts them together (kyc/client.ts). No refusal here either tells anyone whose PAN it is.
      const kra = await kraLookup(strapi, input.pan);
      const now = new Date().toISOString();
      const data = {
        userId,
        reviewState: kra?.registered ? 'kra-registered' : 'self-declared',
        panMasked: maskPan(input.pan),
        panEncrypted: fc.encrypt(input.pan),
        panLookup: fc.lookups(input.pan)[0],
        dateOfBirthEncrypted: fc.encrypt(input.dateOfBirth),
        holderType: panHolderType(input.pan),
        coveredByIndividualRules: coveredByIndividualRules(input.pan),
        nameOnPan: input.nameOnPan,
        address: input.address,
        // The invoice's place of supply: copied onto each order when it is paid (order/invoice.ts).
        state: input.state ?? null,
        consentAt: now,
        submittedAt: now,
        reviewedAt: null,
        reviewedBy: null,
        reviewNote: null,
        kraStatus: kra?.status ?? null,
        kraCheckedAt: kra ? kra.checkedAt : null,
        kraAnswer: kra?.answer ?? null,
      };
      try {
        const saved = existing ? await records().update({ where: { id: existing.id }, data }) : await records().create({ data });
        return kycView(saved as KycRecord);
      } catch (err) {
        // A racing submission of the same account (two tabs) made the record first: this one replaces it.
        if (!existing && isDuplicateRefused(err)) return kycView((await records().update({ where: { userId }, data })) as KycRecord);
        throw err;
      }
    },

    /**
     * Every lookup HMAC of a record's PAN under the configured keys (the current key's first), with
     * the one it is stored under. During a rolling rotation an instance not yet restarted still
     * seals under the old key, so one PAN's records carry either HMAC until the next start
     * re-encrypts them; the fee cap must find both. A record no configured key opens keeps its
     * stored HMAC only (what it was found by before).
     */
    panLookups(r: Pick<KycRecord, 'panEncrypted' | 'panLookup'>): string[] {
      let fromPan: string[] = [];
      try {
        const fc = sealer();
        fromPan = fc.lookups(fc.decrypt(r.panEncrypted));
      } catch {
        // Unreadable under these keys: the stored HMAC below still finds its twins.
      }
      return [...new Set([...fromPan, r.panLookup])];
    },

    async mine(userId: number): Promise<KycAnswer | null> {
      const r = (await records().findOne({ where: { userId } })) as KycRecord | null;
      return r ? kycView(r) : null;
    },

    /** The masked records of these accounts, by account (the admin users list). */
    async ofUsers(userIds: number[]): Promise<Map<number, KycAnswer>> {
      if (!userIds.length) return new Map();
      const found = (await records().findMany({ where: { userId: { $in: userIds } } })) as KycRecord[];
      return new Map(found.map((r) => [r.userId, kycView(r)]));
    },

    /** The PAN and date of birth in clear, for an administrator; the reveal is recorded first. */
    async reveal(id: number, by: Actor): Promise<{ id: number; pan: string; dateOfBirth: string }> {
      const fc = sealer();
      return strapi.db.transaction(async () => {
        const r = (await records().findOne({ where: { id } })) as KycRecord | null;
        if (!r) throw new errors.NotFoundError(KYC_MESSAGES.notFound);
        await audit('reveal', r, by, null);
        return { id: r.id, pan: fc.decrypt(r.panEncrypted), dateOfBirth: fc.decrypt(r.dateOfBirthEncrypted) };
      });
    },

    async review(id: number, decision: 'verified' | 'rejected', note: string | undefined, by: Actor): Promise<KycAnswer> {
      return strapi.db.transaction(async ({ trx }) => {
        // Two administrators reviewing at once: the second waits for the first and records the
        // status it left as its `from` (without the lock both read the same status and the audit
        // trail skipped one).
        await lockRow(strapi, trx, strapi.db.metadata.get(KYC_RECORD).tableName, id);
        const r = (await records().findOne({ where: { id } })) as KycRecord | null;
        if (!r) throw new errors.NotFoundError(KYC_MESSAGES.notFound);
        const reviewNote = note || null;
        const saved = (await records().update({
          where: { id },
          data: { reviewState: decision, reviewNote, reviewedAt: new Date().toISOString(), reviewedBy: by.email ?? String(by.id) },
        })) as KycRecord;
        await audit('review', r, by, [
          { field: 'status', from: r.reviewState, to: decision },
          { field: 'reviewNote', from: r.reviewNote ?? null, to: reviewNote },
        ]);
        return kycView(saved);
      });
    },

    /**
     * After a key rotation: every record sealed under another key than the current one is opened
     * (with KYC_ENCRYPTION_KEY_PREVIOUS) and sealed again, its lookup HMAC recomputed. Answers how
     * many records were re-encrypted; a record no configured key opens is left and counted apart.
     */
    async rekey(): Promise<{ reencrypted: number; unreadable: number }> {
      if (!strapi.config.get('kyc.encryptionKey')) return { reencrypted: 0, unreadable: 0 };
      const fc = sealer();
      let reencrypted = 0;
      let unreadable = 0;
      const all = (await records().findMany({ select: ['id', 'panEncrypted', 'dateOfBirthEncrypted', 'panLookup'] })) as KycRecord[];
      for (const r of all) {
        if (fc.keyIdOf(r.panEncrypted) === fc.keyId && fc.keyIdOf(r.dateOfBirthEncrypted) === fc.keyId) continue;
        try {
          const pan = fc.decrypt(r.panEncrypted);
          const dob = fc.decrypt(r.dateOfBirthEncrypted);
          await records().update({
            where: { id: r.id },
            data: { panEncrypted: fc.encrypt(pan), dateOfBirthEncrypted: fc.encrypt(dob), panLookup: fc.lookups(pan)[0] },
          });
          reencrypted += 1;
        } catch {
          unreadable += 1;
        }
      }
      return { reencrypted, unreadable };
    },
  };
};

export default kycService;

export const kycRecords = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof kycService>>(strapi, 'api::kyc.kyc');
