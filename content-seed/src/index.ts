/**
 * Imports content-seed/data into an empty CMS, once per content type.
 *
 * Each type is imported at most once in an instance's life: the types already done are
 * recorded in Strapi's core store, so a restart changes nothing and an editor's edits (or
 * deletions) are never overwritten. A type that already holds entries is never touched.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { rasterize } from './media';

/** The part of Strapi the importer uses (kept small so the importer stays testable). */
export interface StrapiLike {
  /**
   * A content type's or component's schema (Strapi's getModel). A method, so Strapi's own, typed by
   * its generated uids (a closed union, not any string), stands in for it as it is.
   */
  getModel(uid: string): { attributes: Record<string, Attribute> } | undefined;
  documents: (uid: any) => any;
  store: (o: { type: string; name: string }) => {
    get: (o: { key: string }) => Promise<any>;
    set: (o: { key: string; value: any }) => Promise<void>;
  };
  plugin: (name: string) => any;
  db: { transaction: <T>(fn: () => Promise<T>) => Promise<T> };
  log: { info: (m: string) => void; warn: (m: string) => void };
}

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
}

export const SEED_ROOT = path.resolve(__dirname, '..');
const DATA = path.join(SEED_ROOT, 'data');

/** Types in import order; every one has a data file (pages have a folder). */
export const SEED_TYPES = [
  'site-setting',
  'navigation',
  'lead-form',
  'plan',
  'testimonial',
  'faq',
  'feature',
  'sample-stock',
  'stock-series',
  'growth-chart',
  'escalation-contact',
  'complaint-data',
  'page',
] as const;

async function readData(type: string): Promise<any[]> {
  if (type === 'page') {
    const files = (await fs.readdir(path.join(DATA, 'pages'))).filter((f) => f.endsWith('.json')).sort();
    return Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(DATA, 'pages', f), 'utf8'))));
  }
  const value = JSON.parse(await fs.readFile(path.join(DATA, `${type}.json`), 'utf8'));
  return Array.isArray(value) ? value : [value];
}

export interface ImportResult {
  imported: Record<string, number>;
  skipped: string[];
}

export async function importSeed(strapi: StrapiLike): Promise<ImportResult> {
  const store = strapi.store({ type: 'core', name: 'content-seed' });
  const done: Record<string, string> = (await store.get({ key: 'imported' })) || {};
  const uploads = new Map<string, number>();
  const result: ImportResult = { imported: {}, skipped: [] };

  for (const type of SEED_TYPES) {
    const uid = `api::${type}.${type}`;
    if (done[type]) {
      result.skipped.push(type);
      continue;
    }
    const existing = await strapi.documents(uid).count({ status: 'draft' });
    if (existing === 0) {
      const entries = await readData(type);
      const schema = strapi.getModel(uid);
      if (!schema) throw new Error(`content-seed: unknown content type "${uid}"`);
      // Resolve media (uploads) before the transaction: files are written outside the DB.
      const resolved: any[] = [];
      for (const entry of entries) resolved.push(await resolveMedia(strapi, schema.attributes, entry, uploads));
      await strapi.db.transaction(async () => {
        for (const data of resolved) await strapi.documents(uid).create({ data, status: 'published' });
      });
      result.imported[type] = resolved.length;
      strapi.log.info(`[content-seed] imported ${resolved.length} ${type} entr${resolved.length === 1 ? 'y' : 'ies'}`);
    } else {
      result.skipped.push(type);
    }
    done[type] = new Date().toISOString();
    await store.set({ key: 'imported', value: done });
  }
  return result;
}

/** Walks an entry along its schema, replacing media paths with uploaded file ids. */
async function resolveMedia(
  strapi: StrapiLike,
  attributes: Record<string, Attribute>,
  value: any,
  uploads: Map<string, number>,
): Promise<any> {
  const out: Record<string, any> = {};
  for (const [key, v] of Object.entries(value ?? {})) {
    const attr = attributes[key];
    if (key === '__component') {
      out[key] = v;
      continue;
    }
    if (!attr) throw new Error(`content-seed: unknown field "${key}"`);
    if (v == null) {
      out[key] = v;
      continue;
    }
    if (attr.type === 'media') out[key] = await upload(strapi, String(v), uploads);
    else if (attr.type === 'component') {
      const compAttrs = strapi.getModel(attr.component!)!.attributes;
      out[key] = Array.isArray(v)
        ? await Promise.all(v.map((c) => resolveMedia(strapi, compAttrs, c, uploads)))
        : await resolveMedia(strapi, compAttrs, v, uploads);
    } else if (attr.type === 'dynamiczone') {
      out[key] = [];
      for (const item of v as any[]) {
        const comp = strapi.getModel(item.__component);
        if (!comp) throw new Error(`content-seed: unknown component "${item.__component}"`);
        out[key].push(await resolveMedia(strapi, comp.attributes, item, uploads));
      }
    } else out[key] = v;
  }
  return out;
}

async function upload(strapi: StrapiLike, rel: string, uploads: Map<string, number>): Promise<number> {
  const cached = uploads.get(rel);
  if (cached) return cached;
  const file = await rasterize(path.join(SEED_ROOT, rel));
  let uploaded: { id: number };
  try {
    [uploaded] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: file.name, alternativeText: file.alt, caption: file.alt } },
        files: { filepath: file.path, originalFilename: file.name, mimetype: file.mime, size: file.size },
      });
  } finally {
    // The upload copied it: leave nothing in the temp folder.
    if (file.temporary) await fs.rm(path.dirname(file.path), { recursive: true, force: true });
  }
  uploads.set(rel, uploaded.id);
  return uploaded.id;
}
