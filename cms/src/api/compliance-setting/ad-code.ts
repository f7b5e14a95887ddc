/**
 * The advertisement code in the editor's hands. Every marketing entry (the types below)
 * carries three fields, added here to each type so they are defined once:
 * - `adCodeFlags`, set by the CMS on every save from the entry's whole text (lib/ad-code.ts): the
 *   phrases that claim returns or past performance, promise guarantees or lure with offers, where
 *   and why; read-only in the panel (whatever a client sends for it is replaced);
 * - `claimsVerified` and `verificationReference`: compliance staff mark the claims verified by the
 *   past risk and return verification agency, with its reference (required: a 400 otherwise); a
 *   later save that adds a claim marks the entry unverified again, until a new reference is given.
 * A page that shows sample stocks, the stock chart or the growth chart shows past performance,
 * whatever its own words: it is flagged too.
 *
 * With Compliance settings' `strictAdCode` on, publishing an entry whose claims are flagged and
 * not verified is refused with a 400 naming the phrases. Off by default: the seed's own claims
 * stay as written, flagged, and the site shows their pages with the claims disclaimer.
 *
 * Document service middleware (the panel's path and any code's), in one transaction with the
 * save, so a refused publish leaves nothing half done.
 */
import type { Core, Modules, UID } from '@strapi/strapi';
import type { AdCodeFields } from 'contracts';
import { checkAdTexts, describeFlags, phrasesInDescription, phrasesOf, AD_CODE_REASONS, type AdCodeFlag } from '../../lib/ad-code';
import { loadDocument, textsOf } from '../../lib/documents';
import { errors } from '../../lib/http';

export const COMPLIANCE_SETTINGS = 'api::compliance-setting.compliance-setting';

/** The marketing types: what holds the text of advertisements. */
export const AD_CODE_TYPES = [
  'api::page.page',
  'api::feature.feature',
  'api::testimonial.testimonial',
  'api::plan.plan',
  'api::site-setting.site-setting',
] as const satisfies readonly UID.ContentType[];
const IS_AD_CODE_TYPE = new Set<string>(AD_CODE_TYPES);

const FIELDS = {
  adCodeFlags: { type: 'text', configurable: false },
  claimsVerified: { type: 'boolean', default: false, configurable: false },
  verificationReference: { type: 'string', configurable: false },
} as const;

/** Sections that show past performance from other collections (a page's own words aside). */
const PERFORMANCE_SECTIONS: Readonly<Record<string, string>> = {
  'sections.sample-stocks': 'Sample stocks (past returns of stocks)',
  'sections.stock-chart': 'Stock chart (past price moves of recommended stocks)',
  'sections.growth-chart': 'Growth chart (past growth of the model portfolio)',
};

/**
 * Bumped when the check's rules change: the next start re-checks every entry once (and an
 * instance that predates the check gets its flags).
 */
const CHECK_VERSION = 1;

/** Adds the three fields to every marketing type (register phase: before the database is set up). */
export function addAdCodeFields(strapi: Core.Strapi): void {
  for (const uid of AD_CODE_TYPES) {
    const attributes = strapi.contentTypes[uid]?.attributes as Record<string, unknown> | undefined;
    if (!attributes) continue;
    for (const [name, attribute] of Object.entries(FIELDS)) attributes[name] ??= { ...attribute };
  }
}

const refuse = (field: string, message: string) =>
  new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });

/** The flags of one version of an entry: its words, and for a page the sections that show past performance. */
export function flagsOf(strapi: Core.Strapi, uid: UID.ContentType, doc: Record<string, unknown>): AdCodeFlag[] {
  const attributes = strapi.contentType(uid).attributes;
  // The code's own fields are not advertisement text (the flags quote the phrases they flag).
  const { adCodeFlags: _flags, verificationReference: _reference, ...content } = doc;
  const flags = checkAdTexts(textsOf(strapi, attributes, content));
  const sections = Array.isArray(doc.sections) ? (doc.sections as Array<{ __component?: string }>) : [];
  sections.forEach((section, i) => {
    const label = section?.__component && PERFORMANCE_SECTIONS[section.__component];
    if (label) flags.push({ phrase: label, category: 'returns', reason: AD_CODE_REASONS.returns, where: `sections[${i}]` });
  });
  return flags;
}

async function strictMode(strapi: Core.Strapi): Promise<boolean> {
  const settings = (await strapi.db.query(COMPLIANCE_SETTINGS).findOne({})) as { strictAdCode?: boolean } | null;
  return Boolean(settings?.strictAdCode);
}

/** Writes each version's flags from its own content; answers the draft's (or the only version's). */
async function refreshFlags(strapi: Core.Strapi, uid: UID.ContentType, documentId: string | undefined, locale?: string) {
  let current: { flags: AdCodeFlag[]; doc: Record<string, unknown> } | null = null;
  for (const status of ['published', 'draft'] as const) {
    const doc = await loadDocument(strapi, uid, documentId, status, locale);
    if (!doc) continue;
    const flags = flagsOf(strapi, uid, doc);
    const text = describeFlags(flags);
    // The database layer: no document-service event, no new version; just the derived field.
    if ((doc.adCodeFlags ?? null) !== text) await strapi.db.query(uid).update({ where: { id: doc.id }, data: { adCodeFlags: text } });
    current = { flags, doc: { ...doc, adCodeFlags: text } };
  }
  return current;
}

function refuseUnverified(flags: AdCodeFlag[], entry: AdCodeFields): void {
  if (flags.length === 0 || entry.claimsVerified) return;
  throw refuse(
    'claimsVerified',
    `Strict advertisement code is on: this entry cannot be published while it makes unverified claims: ${phrasesOf(flags)}. ` +
      "Remove them, or mark the claims verified with the past risk and return verification agency's reference.",
  );
}

/**
 * A verification covers the claims it was given for: a save of a verified entry that adds a claim
 * (a phrase its flags did not have) marks it unverified again, unless the save brings a new
 * verification reference. Moving or removing a verified claim keeps it; rewording one makes a new one.
 */
async function claimsOutgrewVerification(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  before: AdCodeFields,
  current: { doc: Record<string, unknown> },
  data: Record<string, unknown>,
): Promise<boolean> {
  const had = phrasesInDescription(before.adCodeFlags);
  const added = [...phrasesInDescription(current.doc.adCodeFlags as string | null)].filter((p) => !had.has(p));
  const newReference = typeof data.verificationReference === 'string' && data.verificationReference !== before.verificationReference;
  if (added.length === 0 || newReference) return false;
  await strapi.db.query(uid).update({ where: { id: current.doc.id }, data: { claimsVerified: false } });
  current.doc.claimsVerified = false;
  return true;
}

type DocumentContext = Modules.Documents.Middleware.Context;
/** A create or update of a marketing entry, as the document service hands it to its middlewares (Strapi's own type). */
type SaveContext = Extract<Modules.Documents.Middleware.Context<(typeof AD_CODE_TYPES)[number]>, { action: 'create' | 'update' }>;

const isAdCodeSave = (ctx: DocumentContext): ctx is SaveContext =>
  IS_AD_CODE_TYPE.has(ctx.uid) && (ctx.action === 'create' || ctx.action === 'update');

async function save(strapi: Core.Strapi, ctx: SaveContext, next: () => Promise<unknown>): Promise<unknown> {
  const { uid, params } = ctx;
  // The entry's fields, whichever marketing type's: read and amended by name.
  const data = (params.data ?? {}) as Record<string, unknown>;
  delete data.adCodeFlags; // the CMS's to write
  const updated = ctx.action === 'update' ? ctx.params.documentId : undefined;
  const before = updated
    ? ((await strapi.db.query(uid).findOne({ where: { documentId: updated, publishedAt: null } })) as AdCodeFields | null)
    : null;
  const verified = 'claimsVerified' in data ? Boolean(data.claimsVerified) : Boolean(before?.claimsVerified);
  const reference = 'verificationReference' in data ? data.verificationReference : before?.verificationReference;
  if (typeof reference === 'string') data.verificationReference = reference.trim() || null;
  if (verified && !(typeof reference === 'string' && reference.trim()))
    throw refuse(
      'verificationReference',
      "Give the verification reference (the past risk and return verification agency's) before marking the claims verified.",
    );
  const result = (await next()) as Record<string, unknown> | null;
  const documentId = (result?.documentId as string | undefined) ?? updated;
  const current = await refreshFlags(strapi, uid, documentId, params.locale);
  if (current && before?.claimsVerified && (await claimsOutgrewVerification(strapi, uid, before, current, data))) {
    if (result && typeof result === 'object') result.claimsVerified = false;
  }
  if (current && result && typeof result === 'object') result.adCodeFlags = current.doc.adCodeFlags;
  // Saved and published at once (the REST API's status=published): the same rule as a publish. An update passes
  // the status too at run time, though Strapi's types give it to create only: hence the check by name.
  const status = 'status' in params ? params.status : undefined;
  if (status === 'published' && current && (await strictMode(strapi))) refuseUnverified(current.flags, current.doc);
  return result;
}

/** The middleware: flags on save, a verified entry's reference, strict mode's refusal of a publish. */
export function applyAdCode(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (!IS_AD_CODE_TYPE.has(ctx.uid)) return next();
    if (isAdCodeSave(ctx)) {
      const saved = await strapi.db.transaction(() => save(strapi, ctx, next));
      return saved as Awaited<ReturnType<typeof next>>;
    }
    if (ctx.action === 'publish' && (await strictMode(strapi))) {
      const params = ctx.params as { documentId?: string; locale?: string };
      const draft = await loadDocument(strapi, ctx.uid as UID.ContentType, params.documentId, 'draft', params.locale);
      if (draft) refuseUnverified(flagsOf(strapi, ctx.uid as UID.ContentType, draft), draft);
    }
    return next();
  });
}

/**
 * Once per CHECK_VERSION: every entry's flags from its content (the seed's, and an instance's
 * entries saved before the check existed); its flags field read-only in the panel.
 */
export async function checkAllEntries(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const uid of AD_CODE_TYPES) {
    const schema = strapi.contentType(uid);
    const config = await contentTypes.findConfiguration(schema);
    const meta = config?.metadatas?.adCodeFlags;
    if (meta && meta.edit?.editable !== false) {
      meta.edit = {
        ...meta.edit,
        editable: false,
        label: 'Advertisement code flags',
        description: 'Set by the CMS on save: the claims that need verification (or removal).',
      };
      await contentTypes.updateConfiguration(schema, { settings: config.settings, metadatas: config.metadatas, layouts: config.layouts });
    }
  }
  const store = strapi.store({ type: 'core', name: 'ad-code' });
  if ((await store.get({ key: 'checkVersion' })) === CHECK_VERSION) return;
  for (const uid of AD_CODE_TYPES) {
    const rows = (await strapi.db.query(uid).findMany({ select: ['documentId'], where: { publishedAt: null } })) as Array<{
      documentId: string;
    }>;
    for (const { documentId } of rows) await refreshFlags(strapi, uid, documentId);
  }
  await store.set({ key: 'checkVersion', value: CHECK_VERSION });
}
