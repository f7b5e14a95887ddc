/**
 * Strapi's generated content types (scripts/lib/cms-types.ts).
 *   tsx --tsconfig scripts/tsconfig.json scripts/cms-types.ts          writes cms/types/generated/ (the build runs it)
 *   tsx --tsconfig scripts/tsconfig.json scripts/cms-types.ts --check  fails when the committed ones are stale (`npm run lint`)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_TYPES_DIR, generateCmsTypes, staleFiles } from './lib/cms-types';
import { ROOT } from './lib/config';

async function main(): Promise<void> {
  const started = Date.now();
  if (!process.argv.includes('--check')) {
    await generateCmsTypes(path.dirname(path.dirname(CMS_TYPES_DIR)), { silent: true });
    console.log(`  ${path.relative(ROOT, CMS_TYPES_DIR)} written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-types-'));
  try {
    const stale = staleFiles(CMS_TYPES_DIR, await generateCmsTypes(tmp, { silent: true }));
    if (stale.length) {
      console.error(
        `Strapi's generated types are not the schema's: ${stale.map((f) => path.join(path.relative(ROOT, CMS_TYPES_DIR), f)).join(', ')}.\n` +
          'Regenerate them (`npm run build`, or `npx tsx --tsconfig scripts/tsconfig.json scripts/cms-types.ts`) and commit them.',
      );
      process.exitCode = 1;
    } else console.log(`cms/types/generated is current (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
