/** RESEARCH_SIGNING_KEY: read back from its one-line form, and refused with a clear message when wrong. */
import { expect, test } from '@jest/globals';
import crypto from 'node:crypto';
import { publicKeyFrom, signingKeyFrom } from '../signing-key';

const oneLine = (key: crypto.KeyObject) => key.export({ type: 'pkcs8', format: 'der' }).toString('base64');

test("a key in RESEARCH_SIGNING_KEY's form reads back as an Ed25519 pair whose public PEM verifies its signatures", () => {
  const key = signingKeyFrom(oneLine(crypto.generateKeyPairSync('ed25519').privateKey));
  expect(key.publicPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  const signature = crypto.sign(null, Buffer.from('x'), key.privateKey);
  expect(crypto.verify(null, Buffer.from('x'), publicKeyFrom(key.publicPem), signature)).toBe(true);
});

test('a missing, garbled or non-Ed25519 key is refused with a message naming the variable', () => {
  expect(() => signingKeyFrom(undefined)).toThrow('RESEARCH_SIGNING_KEY is not set');
  expect(() => signingKeyFrom('bm90IGEga2V5')).toThrow('RESEARCH_SIGNING_KEY is not a base64 PKCS#8 private key.');
  const rsa = oneLine(crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey);
  expect(() => signingKeyFrom(rsa)).toThrow('RESEARCH_SIGNING_KEY must be an Ed25519 key.');
});
