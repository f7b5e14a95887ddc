/**
 * Revocable access tokens: 256 random bits, handed out once, stored only as SHA-256 hashes,
 * with a TTL. Session tokens (login), single-use reset tokens (password reset) and the single-use
 * tokens of a two-factor login's second step share it.
 */
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import type { AppUser } from '../../gws-user/users';
import { announce, cachesUsable, onChange } from '../../../lib/broadcast';
import { InFlight } from '../../../lib/in-flight';
import { serviceOf } from '../../../lib/services';
import type { Entry, WithRelations } from '../../../lib/entries';

const UID = 'api::access-token.access-token' as const;
/** A login's session, a password-reset link, or the second step of a two-factor login (api/gws-user/services/mfa.ts). */
export type TokenKind = 'session' | 'reset' | 'mfa';

/** A stored token (its hash, never the token itself), with its user once resolved. */
export type AccessTokenRecord = WithRelations<
  Entry<typeof UID, 'kind' | 'ttl' | 'createdAt' | 'expiresAt' | 'revokedAt'>,
  { user?: AppUser | null }
>;

// crypto.hash: one call, no Hash object per request (every authenticated call hashes its token).
export const hashToken = (raw: string) => crypto.hash('sha256', raw, 'hex');

/**
 * Resolved tokens are kept briefly in memory (every authenticated call needs one); revocation
 * and user changes drop them at once, on every instance (lib/broadcast.ts: before the revoking
 * call is answered), so a revoked token never outlives its revocation.
 *
 * A lookup still in flight when a revocation lands may have read the row before it changed: the
 * revocation epoch counts revocations, and a lookup stores its record only if no revocation
 * happened since it started, so a stale record can never be put back after the drop.
 */
const CACHE_MS = 30_000;
const resolved = new Map<string, { record: AccessTokenRecord; at: number }>();
let revocationEpoch = 0;
/**
 * Session lookups in flight, by revocation epoch and hash. When a busy token's entry expires, the
 * calls that arrive before the database answers wait for that one read instead of each making
 * their own (an app polling on 50 connections queued 50 identical reads every 30 s). A call after
 * a revocation has a new epoch in its key, so it never waits for a read from before it.
 */
const lookups = new InFlight<AccessTokenRecord | null>();
function dropTokens(userIds: number[] | 'all'): void {
  revocationEpoch += 1;
  if (userIds === 'all') resolved.clear();
  else for (const [hash, entry] of resolved) if (userIds.includes(entry.record.user?.id as number)) resolved.delete(hash);
}

/** Forgets a user's resolved tokens here and (PostgreSQL) on every other instance. */
export function forgetUserTokens(userId: number): void {
  dropTokens([userId]);
  announce({ users: [userId] });
}

onChange((change) => {
  if (change.everything) dropTokens('all');
  else if (change.users?.length) dropTokens(change.users);
});

const tokenService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async issue(
    userId: number,
    kind: TokenKind = 'session',
    ttl: number = strapi.config.get(kind === 'reset' ? 'tokens.resetTtlSeconds' : 'tokens.sessionTtlSeconds'),
  ): Promise<{ raw: string; record: AccessTokenRecord }> {
    const raw = crypto.randomBytes(32).toString('base64url');
    const record = await strapi.db.query(UID).create({
      data: { tokenHash: hashToken(raw), kind, ttl, expiresAt: new Date(Date.now() + ttl * 1000), user: userId },
    });
    return { raw, record };
  },

  /** The live token with its user, or null (unknown, revoked, expired, blocked user). */
  async resolve(raw: string, kind: TokenKind): Promise<(AccessTokenRecord & { user: AppUser }) | null> {
    if (typeof raw !== 'string' || raw.length < 20 || raw.length > 200) return null;
    const tokenHash = hashToken(raw);
    const useCache = kind === 'session' && cachesUsable();
    const cached = useCache ? resolved.get(tokenHash) : undefined;
    let record: AccessTokenRecord | null = cached && Date.now() - cached.at < CACHE_MS ? cached.record : null;
    if (!record) {
      const epoch = revocationEpoch;
      const read = async () => {
        const found: AccessTokenRecord | null = await strapi.db
          .query(UID)
          .findOne({ where: { tokenHash, kind }, populate: { user: true } });
        if (found && useCache && epoch === revocationEpoch && cachesUsable()) {
          if (resolved.size > 50_000) resolved.clear();
          resolved.set(tokenHash, { record: found, at: Date.now() });
        }
        return found;
      };
      record = useCache ? await lookups.run(`${epoch}:${tokenHash}`, read) : await read();
    }
    if (!record || record.revokedAt || new Date(record.expiresAt).getTime() <= Date.now() || !record.user || record.user.blocked)
      return null;
    return record as AccessTokenRecord & { user: AppUser };
  },

  /**
   * Spends a single-use token: only the call whose conditional update (live → revoked) changes
   * the row wins, however many race; inside a transaction the row stays locked until it ends.
   */
  async consume(id: number): Promise<boolean> {
    const { count } = await strapi.db.query(UID).updateMany({ where: { id, revokedAt: { $null: true } }, data: { revokedAt: new Date() } });
    return count === 1;
  },

  async revoke(id: number) {
    const token = await strapi.db
      .query(UID)
      .update({ where: { id }, data: { revokedAt: new Date() }, populate: { user: { select: ['id'] } } });
    if (token?.user) forgetUserTokens(token.user.id);
  },

  /** Revokes a user's live tokens (of one kind, or all), optionally keeping one. */
  async revokeAllForUser(userId: number, opts: { exceptId?: number; kind?: TokenKind } = {}) {
    const where: Record<string, unknown> = { user: { id: userId }, revokedAt: { $null: true } };
    if (opts.exceptId) where.id = { $ne: opts.exceptId };
    if (opts.kind) where.kind = opts.kind;
    // updateMany cannot filter through a relation: select the ids first.
    const ids = (await strapi.db.query(UID).findMany({ where, select: ['id'] })).map((t: { id: number }) => t.id);
    if (ids.length) await strapi.db.query(UID).updateMany({ where: { id: { $in: ids } }, data: { revokedAt: new Date() } });
    forgetUserTokens(userId);
  },
});

export default tokenService;

export type AccessTokenService = ReturnType<typeof tokenService>;

/** The access-token service, typed. */
export const accessTokens = (strapi: Core.Strapi) => serviceOf<AccessTokenService>(strapi, 'api::access-token.access-token');
