/**
 * A document as a whole, for the checks that read all of it (the advertisement code) and the audit
 * trail's field-level diff: its components and dynamic-zone sections populated to any depth, and
 * flattened to `path → value` (e.g. `sections[2].heading`), the paths editors see in the panel.
 */
import type { Core, Schema, UID } from '@strapi/strapi';

/** A content type's or component's fields, as its schema (generated: cms/types/generated) types them. */
type Attributes = Schema.Attributes;

/** A component uid read from stored data (a section's `__component`) that the schema has. */
const isComponent = (strapi: Core.Strapi, uid: string | undefined): uid is UID.Component =>
  Boolean(uid && strapi.components[uid as UID.Component]);

/** Bookkeeping of every row, not content an editor writes. */
const BOOKKEEPING = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

/** Strapi's populate for every component and section, nested as deep as the schema goes; media by name. */
export function deepPopulate(strapi: Core.Strapi, attributes: Attributes): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  const nested = (uid: UID.Component) => {
    const inner = deepPopulate(strapi, strapi.components[uid].attributes);
    return Object.keys(inner).length ? { populate: inner } : true;
  };
  for (const [name, attr] of Object.entries(attributes)) {
    if (BOOKKEEPING.has(name)) continue;
    if (attr.type === 'component') populate[name] = nested(attr.component);
    else if (attr.type === 'dynamiczone')
      populate[name] = { on: Object.fromEntries(attr.components.map((c: UID.Component) => [c, nested(c)])) };
    else if (attr.type === 'media') populate[name] = { fields: ['name'] };
    else if (attr.type === 'relation') populate[name] = { fields: ['documentId'] };
  }
  return populate;
}

/** One version of a document (draft or published), fully populated; null when there is none. */
export async function loadDocument(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string | undefined,
  status: 'draft' | 'published',
  locale?: string,
): Promise<Record<string, unknown> | null> {
  const attributes = strapi.contentType(uid).attributes;
  const params = { status, populate: deepPopulate(strapi, attributes), ...(locale ? { locale } : {}) } as never;
  // uid is any content type: Strapi types a service's params per uid, which a uid not known here cannot meet.
  const documents = strapi.documents(uid) as unknown as {
    findOne: (p: unknown) => Promise<Record<string, unknown> | null>;
    findFirst: (p: unknown) => Promise<Record<string, unknown> | null>;
  };
  // A single type is one document: found without its id.
  if (!documentId) return strapi.contentType(uid).kind === 'singleType' ? documents.findFirst(params) : null;
  return documents.findOne({ ...(params as object), documentId });
}

export type Flat = Record<string, string | number | boolean | null>;

/**
 * The document's content as `path → value`: components by field name, repeatable ones and
 * sections by position (`sections[2].heading`), a section's type as `sections[2]`, media by file
 * name and relations by documentId; bookkeeping (ids, timestamps, authors) left out.
 */
export function flatten(value: unknown, path = '', out: Flat = {}): Flat {
  if (value === undefined) return out;
  if (value === null || typeof value !== 'object') {
    out[path] = value as string | number | boolean | null;
    return out;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => flatten(item, `${path}[${i}]`, out));
    if (value.length === 0) out[path] = null;
    return out;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.mime === 'string' || ('name' in record && Object.keys(record).every((k) => ['id', 'documentId', 'name'].includes(k)))) {
    out[path] = String(record.name ?? '');
    return out;
  }
  if (Object.keys(record).every((k) => k === 'id' || k === 'documentId') && record.documentId) {
    out[path] = String(record.documentId);
    return out;
  }
  for (const [key, v] of Object.entries(record)) {
    if (BOOKKEEPING.has(key)) continue;
    if (key === '__component') out[path] = String(v);
    else flatten(v, path ? `${path}.${key}` : key, out);
  }
  return out;
}

export interface FieldChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

/** The fields that differ between two versions (either may be absent: a creation, a first publication). */
export function diffDocuments(before: unknown, after: unknown, ignore: readonly string[] = []): FieldChange[] {
  const a = before ? flatten(before) : {};
  const b = after ? flatten(after) : {};
  const skip = (field: string) => ignore.some((f) => field === f || field.startsWith(`${f}.`) || field.startsWith(`${f}[`));
  const changes: FieldChange[] = [];
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (skip(field)) continue;
    const from = a[field] ?? null;
    const to = b[field] ?? null;
    if (from !== to && !(from === null && to === '') && !(from === '' && to === null)) changes.push({ field, from, to });
  }
  return changes;
}

/** Fields that hold no prose: anchors and links (an address is not a claim). */
const NOT_PROSE = new Set([
  'anchor',
  'slug',
  'href',
  'url',
  'target',
  'ctaLink',
  'buttonLink',
  'paymentLink',
  'siteUrl',
  'sampleReportUrl',
]);

/** Text of a blocks (rich text) value: its text nodes, a block per line. */
function blocksText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  const text = (node: unknown): string => {
    if (!node || typeof node !== 'object') return '';
    const n = node as { text?: string; children?: unknown[] };
    return typeof n.text === 'string' ? n.text : (n.children ?? []).map(text).join('');
  };
  return value.map(text).join('\n');
}

/**
 * The prose of a document, by where it is: every string, text and rich-text field, in its
 * components and sections too. A figure and its label (a stat: "150-300%" / "Returns delivered")
 * are read together, as the visitor reads them.
 */
export function textsOf(strapi: Core.Strapi, attributes: Attributes, doc: unknown, path = ''): Array<[string, string]> {
  if (!doc || typeof doc !== 'object') return [];
  const record = doc as Record<string, unknown>;
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const out: Array<[string, string]> = [];
  const component = (uid: UID.Component, value: unknown, where: string) =>
    out.push(...textsOf(strapi, strapi.components[uid].attributes, value, where));
  for (const [name, attr] of Object.entries(attributes)) {
    const value = record[name];
    if (value === null || value === undefined || NOT_PROSE.has(name) || BOOKKEEPING.has(name)) continue;
    if (['string', 'text', 'richtext'].includes(attr.type) && typeof value === 'string') out.push([at(name), value]);
    else if (attr.type === 'blocks') out.push([at(name), blocksText(value)]);
    else if (attr.type === 'component') {
      const uid = attr.component;
      if (Array.isArray(value)) value.forEach((item, i) => component(uid, item, `${at(name)}[${i}]`));
      else component(uid, value, at(name));
    } else if (attr.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, i) => {
        const uid = (item as { __component?: string })?.__component;
        if (isComponent(strapi, uid)) component(uid, item, `${at(name)}[${i}]`);
      });
    }
  }
  if (typeof record.value === 'string' && typeof record.label === 'string') out.push([path, `${record.value} ${record.label}`]);
  return out;
}
