import { describe, expect, test } from '@jest/globals';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, spendRecoveryCode } from '../recovery-codes';

describe('recovery codes', () => {
  test('ten distinct codes of the readable form', () => {
    const codes = newRecoveryCodes(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  test('typed in any case, with or without the dash and spaces, it is the same code', () => {
    const [code] = newRecoveryCodes(1);
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replace('-', ' - ')} `)).toBe(code.replace('-', ''));
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code));
  });

  test('a six-digit app code is not a recovery code', () => {
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('abcde-fghjk')).toBe(true);
  });

  test('spending removes that code only, once', () => {
    const codes = newRecoveryCodes(3);
    const hashes = codes.map(hashRecoveryCode);
    const left = spendRecoveryCode(hashes, codes[1]);
    expect(left).toEqual([hashes[0], hashes[2]]);
    expect(spendRecoveryCode(left!, codes[1])).toBeNull();
    expect(spendRecoveryCode(hashes, 'zzzzz-zzzzz')).toBeNull();
  });
});
