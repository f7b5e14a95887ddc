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
  const tokens = strapi.service('admin::api-token');
  let token = await tokens.getByName(NAME);
  if (token) token = await tokens.getBy({ id: token.id });
  let accessKey: string | undefined;
  if (!token) {
    const created = await tokens.create({
      name: NAME,
      description: 'Used by the static site build (gatsby-source-strapi). Read-only in effect; do not share.',
      type: 'full-access',
      lifespan: null,
    });
    accessKey = created.accessKey;
  } else {
    accessKey = token.accessKey ?? (await tokens.getByName(NAME))?.accessKey;
    if (!accessKey) {
      const regenerated = await tokens.regenerate(token.id);
      accessKey = regenerated.accessKey;
    }
  }
  const file = path.join(dataDir(), 'site-build-token');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, String(accessKey), { mode: 0o600 });
}
