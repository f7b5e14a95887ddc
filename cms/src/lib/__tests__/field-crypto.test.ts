/** field-crypto: round trip, a fresh IV per value, tamper detection, rotation, keyed lookups, bad keys. */
import { expect, test } from '@jest/globals';
import crypto from 'node:crypto';
import { fieldCrypto, fieldKey } from '../field-crypto';

const newKey = () => crypto.randomBytes(32).toString('base64');
const PAN = 'ABCPE1234F';

test('a value round-trips, under a fresh IV each time, and never shows the clear text', () => {
  const fc = fieldCrypto(fieldKey(newKey(), 'KYC_ENCRYPTION_KEY'));
  const a = fc.encrypt(PAN);
  const b = fc.encrypt(PAN);
  expect(a).not.toBe(b);
  expect(a).not.toContain(PAN);
  expect(a.startsWith(`f1.${fc.keyId}.`)).toBe(true);
  expect(fc.decrypt(a)).toBe(PAN);
  expect(fc.decrypt(b)).toBe(PAN);
});

test('a changed ciphertext, tag or IV is refused, not opened to a wrong value', () => {
  const fc = fieldCrypto(fieldKey(newKey(), 'KYC_ENCRYPTION_KEY'));
  const sealed = fc.encrypt('1990-05-17');
  const parts = sealed.split('.');
  const flip = (s: string) => {
    const buf = Buffer.from(s, 'base64url');
    buf[0] ^= 1;
    return buf.toString('base64url');
  };
  for (const i of [2, 3, 4]) {
    const tampered = [...parts];
    tampered[i] = flip(tampered[i]);
    expect(() => fc.decrypt(tampered.join('.'))).toThrow();
  }
  expect(() => fc.decrypt('not-sealed')).toThrow('Not an encrypted field value.');
});

test('rotation: values of the previous key still open and lookups cover both keys; an unknown key is named', () => {
  const oldKey = fieldKey(newKey(), 'KYC_ENCRYPTION_KEY_PREVIOUS');
  const before = fieldCrypto(oldKey);
  const sealed = before.encrypt(PAN);
  const [oldLookup] = before.lookups(PAN);
  const after = fieldCrypto(fieldKey(newKey(), 'KYC_ENCRYPTION_KEY'), oldKey);
  expect(after.decrypt(sealed)).toBe(PAN);
  expect(after.keyIdOf(sealed)).toBe(oldKey.id);
  const resealed = after.encrypt(after.decrypt(sealed));
  expect(after.keyIdOf(resealed)).toBe(after.keyId);
  expect(after.lookups(PAN)).toEqual([expect.stringMatching(new RegExp(`^${after.keyId}\\.[0-9a-f]{64}$`)), oldLookup]);
  expect(() => fieldCrypto(fieldKey(newKey(), 'KYC_ENCRYPTION_KEY')).decrypt(sealed)).toThrow(/neither the current nor the previous key/);
});

test('lookups are keyed: the same PAN under another key gives another HMAC, and none contains the PAN', () => {
  const [a] = fieldCrypto(fieldKey(newKey(), 'K')).lookups(PAN);
  const [b] = fieldCrypto(fieldKey(newKey(), 'K')).lookups(PAN);
  expect(a).not.toBe(b);
  expect(a).not.toContain(PAN);
  expect(a.split('.')[1]).not.toBe(crypto.createHash('sha256').update(PAN).digest('hex'));
});

test('a key that is not 32 bytes of base64 is refused with a message naming the setting', () => {
  expect(() => fieldKey('c2hvcnQ=', 'KYC_ENCRYPTION_KEY')).toThrow('KYC_ENCRYPTION_KEY must be 32 random bytes in base64');
  expect(() => fieldKey('not base64 at all!!', 'KYC_ENCRYPTION_KEY')).toThrow('KYC_ENCRYPTION_KEY must be');
});
