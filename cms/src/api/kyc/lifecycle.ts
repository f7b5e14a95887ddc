/**
 * The KYC records at start: a wrong KYC_ENCRYPTION_KEY stops the CMS with its message (better than
 * a 500 at the first submission), and after a key rotation every record still sealed under the
 * previous key is re-encrypted under the new one (docs/kyc.md, "Rotating the key"). The panel
 * shows the records but does not change them: a review goes through the audited review call.
 */
import type { Lifecycle } from '../../lib/lifecycle';
import { fieldKey } from '../../lib/field-crypto';
import { keepReadOnly } from '../../lib/read-only';
import { KYC_RECORD, kycRecords } from './services/kyc';
import { hideServerOnlyInPanel, keepKycSecretsOnServer } from './server-only';

export const kycLifecycle: Lifecycle = {
  async bootstrap(strapi) {
    keepReadOnly(
      strapi,
      KYC_RECORD,
      'KYC records are read-only here: clients submit them, administrators review them in the app (audited).',
    );
    keepKycSecretsOnServer(strapi);
    await hideServerOnlyInPanel(strapi);
    const current = strapi.config.get('kyc.encryptionKey') as string | undefined;
    const previous = strapi.config.get('kyc.previousKey') as string | undefined;
    if (!current) {
      strapi.log.warn('[kyc] KYC_ENCRYPTION_KEY is not set: KYC submissions are refused (503).');
      return;
    }
    fieldKey(current, 'KYC_ENCRYPTION_KEY');
    if (previous) fieldKey(previous, 'KYC_ENCRYPTION_KEY_PREVIOUS');
    const { reencrypted, unreadable } = await kycRecords(strapi).rekey();
    if (reencrypted || unreadable)
      strapi.log.info(
        `[kyc] re-encrypted ${reencrypted} KYC record(s) under the current key; ${unreadable} could not be opened with either key.`,
      );
  },
};
