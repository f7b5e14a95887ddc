import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { dataDir } from '../../config/paths';

const NAME = 'site-build';

/**
 * The static site's build reads content through gatsby-source-strapi, which needs an API token
 * able to read the content-type builder's schema as well as the content. The key is written to
 * DATA_DIR (mode 600) for the build process only; it never reaches a GATSBY_ variable or the browser.
 */
export async function ensureSiteBuildToken(strapi: Core.Strapi): Promise<void> {
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await tokens.getByName(NAME, { includeDecryptedKey: true });
  let accessKey: string | undefined = existing?.accessKey;
  if (!existing) {
    const created = await tokens.create({
      name: NAME,
      description: 'Used by the static site build (gatsby-source-strapi). Do not share.',
      type: 'full-access',
      lifespan: null,
    });
    accessKey = created.accessKey;
  } else if (!accessKey) {
    // Created without a readable key (e.g. before an encryption key was set): rotate it.
    accessKey = (await tokens.regenerate(existing.id)).accessKey;
  }
  const file = path.join(dataDir(), 'site-build-token');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, String(accessKey), { mode: 0o600 });
}
