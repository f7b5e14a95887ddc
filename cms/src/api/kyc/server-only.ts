/**
 * What a KYC record holds that never leaves the server: the PAN and date of birth sealed
 * (field-crypto), the PAN's lookup HMAC (equal values would show which accounts share a PAN) and
 * the registration agency's raw answer. The app reads them through the query layer only; every
 * read through the document service (the CMS panel's list and edit view for every role, Super
 * Admin included, and any other caller) answers the record without them. Hiding them in the
 * panel's view (the schema's `visible: false`) is not enough: the panel's API still sent them.
 */
import type { Core } from '@strapi/strapi';
import { KYC_RECORD } from './services/kyc';

export const KYC_SERVER_ONLY_FIELDS = ['panEncrypted', 'panLookup', 'dateOfBirthEncrypted', 'kraAnswer'] as const;

/** A record (or a list of them, or whatever else the document service answered) without those fields. */
export function withoutServerOnly<T>(result: T): T {
  if (Array.isArray(result)) return result.map(withoutServerOnly) as T;
  if (!result || typeof result !== 'object') return result;
  const copy = { ...(result as Record<string, unknown>) };
  for (const field of KYC_SERVER_ONLY_FIELDS) delete copy[field];
  return copy as T;
}

export function keepKycSecretsOnServer(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    const result = await next();
    return ctx.uid === KYC_RECORD ? withoutServerOnly(result) : result;
  });
}

type EditRow = Array<{ name: string }>;
const isServerOnly = (name: string) => (KYC_SERVER_ONLY_FIELDS as readonly string[]).includes(name);

/**
 * The panel's stored layout of a KYC record without those fields: a layout saved before they were
 * hidden (Strapi keeps it as it was) would still draw an empty box for each.
 */
export async function hideServerOnlyInPanel(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const schema = strapi.contentType(KYC_RECORD);
  const config = await contentTypes.findConfiguration(schema);
  const edit = (config?.layouts?.edit ?? []) as EditRow[];
  const list = (config?.layouts?.list ?? []) as string[];
  if (!edit.some((row) => row.some((f) => isServerOnly(f.name))) && !list.some(isServerOnly)) return;
  await contentTypes.updateConfiguration(schema, {
    settings: config.settings,
    metadatas: config.metadatas,
    layouts: {
      ...config.layouts,
      edit: edit.map((row) => row.filter((f) => !isServerOnly(f.name))).filter((row) => row.length),
      list: list.filter((name) => !isServerOnly(name)),
    },
  });
}
