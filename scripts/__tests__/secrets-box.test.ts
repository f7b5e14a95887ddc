/** The instance secrets as a backup archive carries them: sealed with a passphrase (scripts/lib/backup/secrets-box.ts). */
import { describe, expect, test } from '@jest/globals';
import { openSecrets, sealSecrets } from '../lib/backup/secrets-box';

const SECRETS = Buffer.from(JSON.stringify({ JWT_SECRET: 'abc', ENCRYPTION_KEY: 'def' }));

describe('sealed secrets', () => {
  const sealed = sealSecrets(SECRETS, 'correct horse battery staple');

  test('open with the passphrase they were sealed with, and hold no plain text', () => {
    expect(openSecrets(sealed, 'correct horse battery staple')).toEqual(SECRETS);
    expect(JSON.stringify(sealed)).not.toContain('JWT_SECRET');
  });

  test('refuse another passphrase, and any changed byte, with a clear message', () => {
    expect(() => openSecrets(sealed, 'wrong')).toThrow('do not open with BACKUP_PASSPHRASE');
    const data = Buffer.from(sealed.data, 'base64');
    data[0] ^= 1;
    expect(() => openSecrets({ ...sealed, data: data.toString('base64') }, 'correct horse battery staple')).toThrow(
      'do not open with BACKUP_PASSPHRASE',
    );
  });

  test('are sealed with a fresh salt and IV each time', () => {
    const again = sealSecrets(SECRETS, 'correct horse battery staple');
    expect(again.salt).not.toBe(sealed.salt);
    expect(again.iv).not.toBe(sealed.iv);
    expect(again.data).not.toBe(sealed.data);
  });
});
