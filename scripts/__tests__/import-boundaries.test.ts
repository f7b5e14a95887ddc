/**
 * The package boundaries stay enforced: ESLint, with the repository's own eslint.config.mjs, refuses
 * a path into another workspace package and a subpath it does not export, from the site, the
 * suites and the scripts alike, and accepts the same imports through the packages' entries. Samples
 * linted in memory (ESLint's Node API), so removing or loosening the rule fails here.
 *
 * ESLint loads its config with import(), which jest's module VM refuses: the API runs in a plain
 * Node child process.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = path.join(__dirname, '..', '..');
const RULE = 'boundaries/package-entries';

interface Sample {
  file: string;
  code: string;
}

/** The boundary rule's messages for each sample, linted by ESLint's Node API with the repository's config. */
function boundaryErrors(samples: Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    import path from 'node:path';
    const samples = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const out = [];
    for (const { file, code } of samples) {
      const [result] = await eslint.lintText(code, { filePath: path.join(${JSON.stringify(ROOT)}, file) });
      out.push(result.messages.filter((m) => m.ruleId === ${JSON.stringify(RULE)} || m.fatal).map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(samples)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`ESLint failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

describe('package boundaries (ESLint)', () => {
  it('refuses a path into another package and a subpath it does not export; accepts the entries', () => {
    const [pathFromSuite, deepFromSite, pathFromScript, unexported, rootSetup, entries, inside] = boundaryErrors([
      { file: 'tests/api/sample.spec.ts', code: "import { liveLink } from '../../site/server/releases';\nliveLink;\n" },
      { file: 'site/src/components/Sample.tsx', code: "import { useToast } from 'app-routes/src/ui/toasts';\nuseToast;\n" },
      { file: 'scripts/sample.ts', code: "import { paymentsMode } from '../cms/config/lib/payments-mode';\npaymentsMode;\n" },
      { file: 'tests/lib/sample.ts', code: "export { FIELD_RULES } from 'contracts/src/fields';\n" },
      { file: 'jest.sample.ts', code: "import { clearToasts } from './app-routes/src/ui/toasts';\nclearToasts;\n" },
      {
        file: 'tests/api/sample.spec.ts',
        code: [
          "import { liveLink } from 'origin-server';",
          "import { useToast } from 'app-routes';",
          "import { paymentsMode } from 'cms/config';",
          "import { todayInFirm } from 'cms';",
          "import seed from 'content-seed/data/lead-form.json';",
          "import { APP_ROUTES } from 'contracts';",
          'export { liveLink, useToast, paymentsMode, todayInFirm, seed, APP_ROUTES };',
          '',
        ].join('\n'),
      },
      { file: 'site/server/sample.ts', code: "export { createSiteServer } from './server';\nexport { liveLink } from './releases';\n" },
    ]);

    expect(pathFromSuite).toEqual([expect.stringMatching(/reaches into the origin-server package \(site\/server\) by path/)]);
    expect(deepFromSite).toEqual([expect.stringMatching(/'app-routes\/src\/ui\/toasts' is not an entry of the app-routes package/)]);
    expect(pathFromScript).toEqual([expect.stringMatching(/reaches into the cms package .*\(cms, cms\/config\)/)]);
    expect(unexported).toEqual([expect.stringMatching(/'contracts\/src\/fields' is not an entry of the contracts package/)]);
    expect(rootSetup).toEqual([expect.stringMatching(/reaches into the app-routes package/)]);
    expect(entries).toEqual([]);
    expect(inside).toEqual([]);
  });
});
