/**
 * The instance secrets (DATA_DIR/secrets.json: Strapi's keys and salts, the generated passwords)
 * as they travel in a backup archive: encrypted with a passphrase (BACKUP_PASSPHRASE). The key is
 * derived with scrypt (a fresh salt per archive, so one passphrase never gives the same key twice)
 * and the data sealed with AES-256-GCM, whose tag refuses a wrong passphrase or a changed byte.
 */
import crypto from 'node:crypto';

/** scrypt's cost as OWASP's password storage guide sets it: N = 2^17, r = 8, p = 1 (128 MB, a fraction of a second, once per archive). */
const KDF = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;

export interface SealedSecrets {
  format: 'scrypt-aes-256-gcm';
  N: number;
  r: number;
  p: number;
  salt: string;
  iv: string;
  tag: string;
  data: string;
}

const keyOf = (passphrase: string, salt: Buffer, kdf: { N: number; r: number; p: number }) =>
  crypto.scryptSync(passphrase, salt, 32, { ...kdf, maxmem: KDF.maxmem });

export function sealSecrets(plain: Buffer, passphrase: string): SealedSecrets {
  const salt = crypto.randomBytes(16);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(passphrase, salt, KDF), iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return {
    format: 'scrypt-aes-256-gcm',
    N: KDF.N,
    r: KDF.r,
    p: KDF.p,
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

export function openSecrets(sealed: SealedSecrets, passphrase: string): Buffer {
  if (sealed.format !== 'scrypt-aes-256-gcm')
    throw new Error(`the archive's secrets are sealed as "${sealed.format}", which this version does not read`);
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    keyOf(passphrase, Buffer.from(sealed.salt, 'base64'), sealed),
    Buffer.from(sealed.iv, 'base64'),
  );
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  } catch {
    throw new Error('the instance secrets in this archive do not open with BACKUP_PASSPHRASE: wrong passphrase, or the file was changed');
  }
}
