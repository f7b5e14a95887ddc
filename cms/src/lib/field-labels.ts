/**
 * Field labels in plain words for the CMS panel: Strapi labels every field with its raw name
 * (`strictAdCode`, `utm_campaign`, `panMasked`); staff read "Strict ad code", "UTM campaign",
 * "PAN masked". Set once per type on the first start that has it (a stored list of the types
 * done), so a label an editor changes in the panel afterwards stays theirs.
 */
import type { Core, UID } from '@strapi/strapi';
import { configureOncePerType } from './panel-layout';

/** Abbreviations written in capitals wherever they stand in a name. */
const ACRONYMS = new Set([
  'pan',
  'utm',
  'kra',
  'isin',
  'nse',
  'bse',
  'url',
  'id',
  'gstin',
  'sac',
  'gst',
  'cin',
  'sebi',
  'faq',
  'csv',
  'pdf',
  'ip',
  'mitc',
  'cta',
  'seo',
]);

/** `strictAdCode` → "Strict ad code", `utm_campaign` → "UTM campaign", `buy_date` → "Buy date". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return words.map((w, i) => (ACRONYMS.has(w) ? w.toUpperCase() : i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}

interface Metadata {
  edit?: { label?: string };
  list?: { label?: string };
}

/** Every field whose label is still its raw name gets the plain-words one, once per type. */
export async function ensureReadableLabels(strapi: Core.Strapi, uids: readonly UID.ContentType[]): Promise<void> {
  await configureOncePerType(strapi, 'panel-field-labels', uids, (_uid, config) => ({
    ...config,
    metadatas: Object.fromEntries(
      Object.entries(config.metadatas as Record<string, Metadata>).map(([field, meta]) => {
        const label = humanize(field);
        const relabel = (m: { label?: string } | undefined) => (m && (!m.label || m.label === field) ? { ...m, label } : m);
        return [field, { ...meta, edit: relabel(meta.edit), list: relabel(meta.list) }];
      }),
    ),
  }));
}
