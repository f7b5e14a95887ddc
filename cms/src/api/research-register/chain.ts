/**
 * The research register's hash chain and signatures, as pure functions (no Strapi: the CMS, the
 * `npm run register:verify` script and the tests use the same ones).
 *
 * An entry's payload is a JSON array of its fields in a fixed order, so the bytes hashed and signed
 * never depend on how a database or a JSON library orders keys. `content` is kept as the text that
 * was hashed (not re-serialised). Each entry carries the SHA-256 of the one before (`prevHash`; the
 * first one's is 64 zeros), its own SHA-256, and an Ed25519 signature of its payload with the firm's
 * key. A changed field breaks that entry's hash; a removed entry breaks the numbering and the next
 * entry's `prevHash`; a re-computed hash without the private key breaks the signature.
 */
import crypto from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);
export const REGISTER_KINDS = ['call', 'update', 'amendment'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

/** What a caller records; the chain adds the rest. */
export interface RegisterFacts {
  kind: RegisterKind;
  /** The stock's, update's or amendment's id. */
  refId: number;
  /** The stock the research is about (whose subscribers it reached). */
  stockId: number;
  /** When it was published, ISO 8601 in UTC. */
  recordedAt: string;
  /** The account that published it (email). */
  publishedBy: string;
  /** The full research content as published (JSON text). */
  content: string;
  /** The SHA-256 of its report file, when one is attached. */
  reportSha256: string | null;
  /** How many subscribers it was made available to at that moment. */
  audience: number;
}

export interface ChainedFacts extends RegisterFacts {
  seq: number;
  prevHash: string;
}

export interface RegisterEntry extends ChainedFacts {
  hash: string;
  signature: string;
}

/** The bytes that are hashed and signed. */
export function payloadOf(e: ChainedFacts): Buffer {
  const fields = [
    1,
    e.seq,
    e.kind,
    e.refId,
    e.stockId,
    e.recordedAt,
    e.publishedBy,
    e.content,
    e.reportSha256 ?? null,
    e.audience,
    e.prevHash,
  ];
  return Buffer.from(JSON.stringify(fields), 'utf8');
}

export const sha256Hex = (data: Buffer | string): string => crypto.createHash('sha256').update(data).digest('hex');

/** The next entry after `previous` (or the first one), hashed and signed. */
export function chainEntry(
  previous: Pick<RegisterEntry, 'seq' | 'hash'> | null,
  facts: RegisterFacts,
  key: crypto.KeyObject,
): RegisterEntry {
  const chained: ChainedFacts = { ...facts, seq: previous ? previous.seq + 1 : 1, prevHash: previous ? previous.hash : GENESIS_HASH };
  const payload = payloadOf(chained);
  return { ...chained, hash: sha256Hex(payload), signature: crypto.sign(null, payload, key).toString('base64') };
}

export interface ChainVerdict {
  ok: boolean;
  /** Entries checked. */
  count: number;
  /** The last entry's hash: an auditor who noted it can tell a register cut short. */
  head: string;
  /** The first entry that fails, and why. */
  failure?: { seq: number; reason: string };
}

/** Checks every entry, oldest first: numbering, link to the one before, hash and signature. */
export function verifyChain(entries: readonly RegisterEntry[], publicKey: crypto.KeyObject): ChainVerdict {
  let previous: RegisterEntry | null = null;
  for (const [i, e] of entries.entries()) {
    const fail = (reason: string): ChainVerdict => ({
      ok: false,
      count: i,
      head: previous?.hash ?? GENESIS_HASH,
      failure: { seq: e.seq, reason },
    });
    if (e.seq !== i + 1) return fail(`entry ${i + 1} is missing: the register jumps to ${e.seq}`);
    if (e.prevHash !== (previous?.hash ?? GENESIS_HASH)) return fail('its link to the entry before does not match');
    const payload = payloadOf(e);
    if (sha256Hex(payload) !== e.hash) return fail('its content does not match its hash: it was changed after it was recorded');
    let signed = false;
    try {
      signed = crypto.verify(null, payload, publicKey, Buffer.from(e.signature, 'base64'));
    } catch {
      signed = false;
    }
    if (!signed) return fail("its signature does not match the firm's key");
    previous = e;
  }
  return { ok: true, count: entries.length, head: previous?.hash ?? GENESIS_HASH };
}

/** An entry from a database row (PostgreSQL and SQLite hand numbers and texts back alike only after this). */
export const entryFromRow = (row: Record<string, unknown>): RegisterEntry => ({
  seq: Number(row.seq),
  kind: row.kind as RegisterKind,
  refId: Number(row.refId ?? row.ref_id),
  stockId: Number(row.stockId ?? row.stock_id),
  recordedAt: String(row.recordedAt ?? row.recorded_at),
  publishedBy: String(row.publishedBy ?? row.published_by),
  content: String(row.content),
  reportSha256: ((row.reportSha256 ?? row.report_sha_256 ?? row.report_sha256) as string | null | undefined) ?? null,
  audience: Number(row.audience),
  prevHash: String(row.prevHash ?? row.prev_hash),
  hash: String(row.hash),
  signature: String(row.signature),
});
