import { describe, expect, test } from '@jest/globals';
import { generate } from 'otplib';
import { looksLikeTotp, matchedStep, newTotpSecret, otpauthUrl } from '../totp';

describe('totp', () => {
  test('a new secret is 160 bits of base32', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  test('the otpauth URL names the issuer and the account', () => {
    const url = otpauthUrl('Firm & Co', 'a@example.com', 'JBSWY3DPEHPK3PXP');
    expect(url).toBe('otpauth://totp/Firm%20%26%20Co:a%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Firm%20%26%20Co');
  });

  test('the current code matches its step; a wrong one does not', async () => {
    const secret = newTotpSecret();
    const step = await matchedStep(secret, await generate({ secret }));
    expect(step).toBe(Math.floor(Date.now() / 1000 / 30));
    const wrong = String((Number(await generate({ secret })) + 1) % 1_000_000).padStart(6, '0');
    expect(await matchedStep(secret, wrong)).toBeNull();
  });

  test('a code of a step already used is refused (no replay)', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret });
    const step = await matchedStep(secret, code);
    expect(await matchedStep(secret, code, step)).toBeNull();
    expect(await matchedStep(secret, code, step! - 1)).toBe(step);
  });

  test('codes of one step of drift pass, older ones do not', async () => {
    const secret = newTotpSecret();
    const now = Date.now() / 1000;
    expect(await matchedStep(secret, await generate({ secret, epoch: now - 30 }))).not.toBeNull();
    expect(await matchedStep(secret, await generate({ secret, epoch: now - 120 }))).toBeNull();
  });

  test('only six digits are an app code', () => {
    expect(looksLikeTotp('123 456')).toBe(true);
    expect(looksLikeTotp('12345')).toBe(false);
    expect(looksLikeTotp('abcde-fghjk')).toBe(false);
  });
});
