/**
 * The firm's Ed25519 key that signs the research register. RESEARCH_SIGNING_KEY holds the private
 * key as base64 of its PKCS#8 DER form (one line, so it fits an env file); `npm start` generates
 * one on an instance's first start and keeps it in DATA_DIR/secrets.json (scripts/lib/config.ts),
 * and a deployment gives every instance the same one. The public key is published for auditors.
 */
import crypto from 'node:crypto';

export interface SigningKey {
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  /** The public key as PEM (SPKI), what auditors are given. */
  publicPem: string;
}

export class SigningKeyMissing extends Error {}

/** The key from its base64 PKCS#8 DER text; a clear error when it is missing or not an Ed25519 key. */
export function signingKeyFrom(base64: string | undefined): SigningKey {
  if (!base64) throw new SigningKeyMissing('RESEARCH_SIGNING_KEY is not set: the research register cannot sign its entries.');
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new SigningKeyMissing('RESEARCH_SIGNING_KEY is not a base64 PKCS#8 private key.');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new SigningKeyMissing('RESEARCH_SIGNING_KEY must be an Ed25519 key.');
  const publicKey = crypto.createPublicKey(privateKey);
  return { privateKey, publicKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A public key given as PEM (an auditor's copy). */
export const publicKeyFrom = (pem: string): crypto.KeyObject => crypto.createPublicKey(pem);
