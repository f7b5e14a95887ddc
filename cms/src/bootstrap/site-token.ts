import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { SITE_COLLECTION_TYPES, SITE_SINGLE_TYPES } from 'contracts';

const NAME = 'site-build';

/**
 * Read-only, and only what gatsby-source-strapi calls: find/findOne on the types the site is built
 * from (contracts' site-content, which site/gatsby-config.ts reads too), the two
 * content-type-builder schema reads it always makes, and the media library's reads (it looks
 * up images embedded in rich text). Nothing that writes, nothing of users or the admin API.
 */
export const SITE_BUILD_PERMISSIONS: string[] = [
  ...SITE_COLLECTION_TYPES.flatMap((t) => [`api::${t}.${t}.find`, `api::${t}.${t}.findOne`]),
  ...SITE_SINGLE_TYPES.map((t) => `api::${t}.${t}.find`),
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.components.getComponents',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
];

const sameSet = (a: string[] = [], b: string[]) => a.length === b.length && b.every((p) => a.includes(p));

/**
 * The static site's build reads content through gatsby-source-strapi with this API token. The
 * key is written to DATA_DIR (mode 600) for the build process only; it never reaches a GATSBY_
 * variable or the browser. A token of any other shape (the full-access one older instances
 * created, or one edited in the panel) is replaced.
 */
export async function ensureSiteBuildToken(strapi: Core.Strapi): Promise<void> {
  const tokens = strapi.service('admin::api-token-content-api');
  let existing = await tokens.getByName(NAME, { includeDecryptedKey: true });
  if (existing && !(existing.type === 'custom' && sameSet(existing.permissions, SITE_BUILD_PERMISSIONS))) {
    await tokens.revoke(existing.id);
    strapi.log.info('[bootstrap] site-build API token replaced by a read-only one');
    existing = null;
  }
  let accessKey: string | undefined = existing?.accessKey;
  if (!existing) {
    const created = await tokens.create({
      name: NAME,
      description: 'Used by the static site build (gatsby-source-strapi): read-only. Do not share.',
      type: 'custom',
      permissions: SITE_BUILD_PERMISSIONS,
      lifespan: null,
    });
    accessKey = created.accessKey;
  } else if (!accessKey) {
    // Created without a readable key (e.g. before an encryption key was set): rotate it.
    accessKey = (await tokens.regenerate(existing.id)).accessKey;
  }
  const file = path.join(strapi.config.get('paths.dataDir') as string, 'site-build-token');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, String(accessKey), { mode: 0o600 });
  // writeFileSync's mode applies only when it creates the file: tighten an older one too.
  fs.chmodSync(file, 0o600);
}
