/**
 * Personal fields encrypted at rest (the KYC record's PAN and date of birth): AES-256-GCM with a
 * random 12-byte IV per value, so equal PANs never give equal ciphertexts, and the GCM tag makes a
 * changed byte an error rather than a wrong value. Each value carries the id of the key that
 * sealed it (the first 8 hex digits of the key's SHA-256), so values under a previous key still
 * open while a rotation re-encrypts them.
 *
 * Lookups (one record per PAN) use a keyed HMAC-SHA-256 of the value, under a key derived from the
 * encryption key (HKDF): the database never holds the PAN in clear nor a hash anyone could
 * recompute from a list of PANs.
 */
import crypto from 'node:crypto';

const FORMAT = 'f1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class FieldKeyError extends Error {}

export interface FieldKey {
  id: string;
  key: Buffer;
  macKey: Buffer;
}

/** A key from its base64 form (32 bytes), or a clear error naming the setting. */
export function fieldKey(base64: string, setting: string): FieldKey {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64').replace(/=+$/, '') !== base64.trim().replace(/=+$/, ''))
    throw new FieldKeyError(`${setting} must be 32 random bytes in base64 (e.g. openssl rand -base64 32).`);
  const id = crypto.createHash('sha256').update(key).digest('hex').slice(0, 8);
  const macKey = Buffer.from(crypto.hkdfSync('sha256', key, Buffer.alloc(0), 'field-crypto lookup hmac', 32));
  return { id, key, macKey };
}

export interface FieldCrypto {
  /** The key new values are sealed with. */
  keyId: string;
  encrypt(plain: string): string;
  /** Opens a value sealed under the current or the previous key; throws when it was altered. */
  decrypt(sealed: string): string;
  /** The id of the key a value was sealed with. */
  keyIdOf(sealed: string): string;
  /** The lookup HMACs of a value: under the current key first, then under the previous one. */
  lookups(plain: string): string[];
}

/** `f1.<keyId>.<iv>.<tag>.<ciphertext>`, the binary parts in base64url. */
export function fieldCrypto(current: FieldKey, previous?: FieldKey): FieldCrypto {
  const keys = new Map([[current.id, current]]);
  if (previous) keys.set(previous.id, previous);
  const parts = (sealed: string) => {
    const p = sealed.split('.');
    if (p.length !== 5 || p[0] !== FORMAT) throw new FieldKeyError('Not an encrypted field value.');
    return p;
  };
  const mac = (k: FieldKey, plain: string) => `${k.id}.${crypto.createHmac('sha256', k.macKey).update(plain, 'utf8').digest('hex')}`;
  return {
    keyId: current.id,
    encrypt(plain) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', current.key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
        '.',
      );
    },
    decrypt(sealed) {
      const [, id, iv, tag, body] = parts(sealed);
      const k = keys.get(id);
      if (!k) throw new FieldKeyError(`The key ${id} this value was sealed with is neither the current nor the previous key.`);
      const decipher = crypto.createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    keyIdOf: (sealed) => parts(sealed)[1],
    lookups: (plain) => [current, ...(previous ? [previous] : [])].map((k) => mac(k, plain)),
  };
}

let built: { from: string; crypto: FieldCrypto } | null = null;

/**
 * The sealer of the instance's configured keys (KYC_ENCRYPTION_KEY and, during a rotation,
 * KYC_ENCRYPTION_KEY_PREVIOUS: config/kyc.ts), built once per key pair; null when no key is set
 * (each caller answers that in its own words). The KYC fields and the two-factor secrets share it.
 */
export function configuredFieldCrypto(config: { get(path: string): unknown }): FieldCrypto | null {
  const current = config.get('kyc.encryptionKey') as string | undefined;
  const previous = config.get('kyc.previousKey') as string | undefined;
  if (!current) return null;
  const from = `${current}|${previous ?? ''}`;
  if (built?.from !== from)
    built = {
      from,
      crypto: fieldCrypto(
        fieldKey(current, 'KYC_ENCRYPTION_KEY'),
        previous ? fieldKey(previous, 'KYC_ENCRYPTION_KEY_PREVIOUS') : undefined,
      ),
    };
  return built.crypto;
}
