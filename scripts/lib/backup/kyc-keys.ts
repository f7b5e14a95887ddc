/**
 * The KYC records' key across a backup and its restore. Their PAN and date of birth are sealed under
 * KYC_ENCRYPTION_KEY (cms/src/lib/field-crypto.ts: each value names its key's id, `f1.<keyId>.…`).
 * That key is the instance's generated one in secrets.json (in the archive, sealed, only with
 * BACKUP_PASSPHRASE) or a deployment's own in the environment (never in the archive). A restore
 * that would start without the key the records need would leave every PAN unreadable, found only
 * at the first reveal: the backup notes the key ids its records use, and the restore refuses,
 * before it changes anything, when the key the restored CMS will have is not among them.
 */
import { fieldKey } from 'cms';
import type { BackupSettings } from './settings';

type KeyEnv = BackupSettings['env'];

/** The ids of the keys sealing the snapshot's KYC values (an instance from before KYC has no such table: none). */
export const KYC_KEY_IDS_SQL =
  "SELECT DISTINCT substr(pan_encrypted, 4, 8) AS id FROM kyc_records WHERE pan_encrypted LIKE 'f1.%' " +
  "UNION SELECT DISTINCT substr(date_of_birth_encrypted, 4, 8) AS id FROM kyc_records WHERE date_of_birth_encrypted LIKE 'f1.%'";

const idOf = (base64: string | undefined, setting: string): string | null => {
  if (!base64) return null;
  try {
    return fieldKey(base64, setting).id;
  } catch {
    return null; // A malformed key opens nothing; the CMS's own start says why.
  }
};

/** The keys the CMS started on the restored DATA_DIR will hold: the environment's (as npm start gives it) or the restored secrets'. */
export function restoredKeyIds(env: KeyEnv, restoredSecrets: Buffer | undefined): string[] {
  const secrets = restoredSecrets ? (JSON.parse(restoredSecrets.toString('utf8')) as Record<string, string>) : {};
  const current = env.KYC_ENCRYPTION_KEY || secrets.KYC_ENCRYPTION_KEY;
  return [idOf(current, 'KYC_ENCRYPTION_KEY'), idOf(env.KYC_ENCRYPTION_KEY_PREVIOUS, 'KYC_ENCRYPTION_KEY_PREVIOUS')].filter(
    (id): id is string => id !== null,
  );
}

/** Why the restore must stop (the records' keys it would not have), or null. */
export function missingKycKey(needed: readonly string[] | undefined, have: readonly string[], secrets: string): string | null {
  const missing = (needed ?? []).filter((id) => !have.includes(id));
  if (!missing.length) return null;
  return (
    `the archive's KYC records are sealed under the key with id ${missing.join(', ')}, which the restored CMS would not have ` +
    `(its key: ${have.length ? have.join(', ') : 'a new one'}; the archive's secrets: ${secrets}). Set KYC_ENCRYPTION_KEY to the key the ` +
    'backed-up instance used (kept with the backups: docs/operations.md), or restore its secrets with BACKUP_PASSPHRASE; nothing was restored.'
  );
}

/** The backup's warning when the records' key is not in the archive: a deployment's own, from the environment. */
export function kycKeyOutside(env: KeyEnv, recordKeyIds: readonly string[]): string | null {
  if (!recordKeyIds.length || !env.KYC_ENCRYPTION_KEY) return null;
  return 'KYC_ENCRYPTION_KEY comes from the environment and is not in the archive: a restore needs it to read the KYC records. Keep it with the backups, apart from them (docs/operations.md).';
}
