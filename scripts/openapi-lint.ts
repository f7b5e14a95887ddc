/**
 * The API description's lint (`npm run lint`): the document GET /api/openapi.json serves, built as
 * the running CMS builds it (cms/src/api/api-docs) from the CMS as its register phase leaves it
 * (lib/registered-cms.ts: no build, no database, no server), checked by Redocly CLI with
 * redocly.yaml. Exits non-zero on any error Redocly reports.
 *   tsx --tsconfig scripts/tsconfig.json scripts/openapi-lint.ts [--out file.json]   (--out keeps the document)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { ROOT, bin } from './lib/config';
import { CMS, withRegisteredCms } from './lib/registered-cms';

type ApiDocs = { apiDocument: (strapi: Core.Strapi) => object };

async function main(): Promise<void> {
  const doc = await withRegisteredCms(async (app) => {
    // Strapi's generator reads each route's `info` (its API, content-API or admin), which the
    // server's routing sets; bootstrap does it after the database, which nothing here needs.
    app.server.initRouting();
    // The CMS's own module, loaded as the registered CMS loaded its sources (under tsx).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path inside the CMS, read at run time.
    const { apiDocument } = require(path.join(CMS, 'src', 'api', 'api-docs', 'controllers', 'api-docs.ts')) as ApiDocs;
    return apiDocument(app);
  });
  const at = process.argv.indexOf('--out');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = at > 0 ? path.resolve(process.argv[at + 1]) : path.join(tmp, 'openapi.json');
  try {
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    const lint = spawnSync(bin('redocly'), ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'stylish'], {
      cwd: ROOT,
      stdio: 'inherit',
      // No usage data sent, no update check: the lint reads a local file only.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    process.exitCode = lint.status ?? 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
