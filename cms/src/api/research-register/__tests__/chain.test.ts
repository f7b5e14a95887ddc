/** The register's hash chain: what it catches (a changed field, a removed or re-ordered entry, a forged re-hash). */
import { expect, test } from '@jest/globals';
import crypto from 'node:crypto';
import { chainEntry, GENESIS_HASH, payloadOf, sha256Hex, verifyChain, type RegisterEntry, type RegisterFacts } from '../chain';

const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
const facts = (n: number): RegisterFacts => ({
  kind: n === 1 ? 'call' : 'update',
  refId: n,
  stockId: 1,
  recordedAt: `2026-11-2${n}T04:30:00.000Z`,
  publishedBy: 'analyst@example.com',
  content: JSON.stringify({ name: 'Acme Ltd', action: 'Buy', entryLow: '100.00', entryHigh: '110.50', rationale: `Call ${n} · ₹` }),
  reportSha256: n === 2 ? sha256Hex('a report') : null,
  audience: 10 * n,
});

function chainOf(count: number, key = privateKey): RegisterEntry[] {
  const out: RegisterEntry[] = [];
  for (let n = 1; n <= count; n++) out.push(chainEntry(out.at(-1) ?? null, facts(n), key));
  return out;
}

test('entries are numbered from 1 and each links to the hash of the one before', () => {
  const [a, b, c] = chainOf(3);
  expect([a.seq, b.seq, c.seq]).toEqual([1, 2, 3]);
  expect(a.prevHash).toBe(GENESIS_HASH);
  expect(b.prevHash).toBe(a.hash);
  expect(c.prevHash).toBe(b.hash);
  expect(a.hash).toBe(sha256Hex(payloadOf(a)));
});

test('an untouched register verifies, and names its head', () => {
  const entries = chainOf(4);
  expect(verifyChain(entries, publicKey)).toEqual({ ok: true, count: 4, head: entries[3].hash });
  expect(verifyChain([], publicKey)).toEqual({ ok: true, count: 0, head: GENESIS_HASH });
});

test('a field changed after recording fails at that entry', () => {
  for (const change of [
    { content: '{"action":"Sell"}' },
    { audience: 99 },
    { recordedAt: '2026-11-20T00:00:00.000Z' },
    { reportSha256: null },
  ]) {
    const entries = chainOf(3);
    entries[1] = { ...entries[1], ...change };
    const verdict = verifyChain(entries, publicKey);
    expect(verdict.ok).toBe(false);
    expect(verdict.failure).toEqual({ seq: 2, reason: expect.stringContaining('changed after it was recorded') });
    expect(verdict.count).toBe(1);
  }
});

test('a removed entry fails where the numbering jumps', () => {
  const entries = chainOf(4);
  entries.splice(1, 1);
  expect(verifyChain(entries, publicKey).failure).toEqual({ seq: 3, reason: 'entry 2 is missing: the register jumps to 3' });
});

test('a changed entry re-hashed by someone without the key fails on its signature, or on the next link', () => {
  const entries = chainOf(3);
  const forged = { ...entries[1], content: '{"action":"Sell"}' };
  forged.hash = sha256Hex(payloadOf(forged));
  entries[1] = forged;
  expect(verifyChain(entries, publicKey).failure).toEqual({ seq: 2, reason: "its signature does not match the firm's key" });
});

test('a register signed with another key fails at its first entry; a garbled signature does not throw', () => {
  const other = crypto.generateKeyPairSync('ed25519');
  expect(verifyChain(chainOf(2, other.privateKey), publicKey).failure?.seq).toBe(1);
  const entries = chainOf(1);
  entries[0] = { ...entries[0], signature: 'not base64 at all ✗' };
  expect(verifyChain(entries, publicKey).failure?.reason).toMatch(/signature/);
});
