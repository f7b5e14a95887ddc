/**
 * Configuration in one place: the environment is read only in cms/config/ (Strapi's env()),
 * the start and test scripts (scripts/), the test harness (tests/) and the site build's
 * hand-over (site/server/build-inputs.ts); every variable read there is listed in .env.example
 * with its default and meaning, and README's Environment table says exactly the same.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Entry {
  name: string;
  default: string;
  meaning: string;
}

/** .env.example: paragraphs of "# meaning…", "# Default: …", "#NAME=value" (after the header paragraph). */
function envExample(): Entry[] {
  const [, ...blocks] = read('.env.example')
    .trim()
    .split(/\n\s*\n/);
  return blocks.map((block) => {
    const lines = block.trim().split('\n');
    const last = /^#([A-Z][A-Z0-9_]*)=(.*)$/.exec(lines[lines.length - 1]);
    if (!last) throw new Error(`.env.example: an entry must end with "#NAME=value":\n${block}`);
    const comments = lines.slice(0, -1);
    const defaults = comments.filter((l) => l.startsWith('# Default: '));
    if (defaults.length !== 1) throw new Error(`.env.example: ${last[1]} needs one "# Default: …" line`);
    const meaning = comments
      .filter((l) => !l.startsWith('# Default: '))
      .map((l) => l.replace(/^# ?/, ''))
      .join(' ');
    return { name: last[1], default: defaults[0].slice('# Default: '.length), meaning };
  });
}

/** README's Environment table: | `NAME` | default | meaning |. */
function readmeTable(): Entry[] {
  const section = /## Environment\n([\s\S]*?)\n## /.exec(read('README.md'))?.[1] ?? '';
  return section
    .split('\n')
    .filter((l) => /^\| `[A-Z]/.test(l))
    .map((line) => {
      const cells = line.split(' | ').map((c) => c.replace(/^\| /, '').replace(/ \|$/, ''));
      if (cells.length !== 3) throw new Error(`README Environment row with ${cells.length} cells (one variable a row): ${line}`);
      return { name: cells[0].replace(/`/g, ''), default: cells[1], meaning: cells[2] };
    });
}

/** The project's own source files (tracked or new, not ignored), as git sees them. */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\n').filter((f) => /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(f) && fs.existsSync(path.join(ROOT, f)));
}

/** Where the environment may be read (see the header). */
const ALLOWED = [/^cms\/config\//, /^scripts\//, /^tests\//, /^site\/server\/build-inputs\.ts$/];

/** An environment read: process.env (also destructured or indexed), or Vite/ESM-style import.meta.env. */
const ENV_READ = /\bprocess\s*\.\s*env\b|\bprocess\s*\[\s*['"]env['"]\s*\]|\{\s*env\s*\}\s*=\s*process\b|\bimport\.meta\.env\b/;

/**
 * Variables the scripts set for the processes they start, not for people to set: the CMS's
 * instance secrets (generated into secrets.json), the site's origin and rebuild hook the start
 * script gives the CMS, the site build's hand-over, and what the test harness passes its workers.
 */
const INTERNAL = new Set([
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'SITE_REBUILD_SECRET',
  'SITE_ORIGIN',
  'SITE_REBUILD_URL',
  'STRAPI_URL',
  'STRAPI_TOKEN',
  'SITE_URL',
  'E2E_DATA_DIR',
  'E2E_CMS_URL',
  'TEST_CMS_TEMPLATE',
  'NODE_ENV_DEFAULTED',
  // Set by scripts/run.mjs for every tsx process of a task (the workspaces from their sources).
  'TSX_TSCONFIG_PATH',
  // Set by npm: the folder `npm run` was typed in (restore resolves the archive's path from it).
  'INIT_CWD',
]);

/** Names read in the allowed places: env('X'), env.int('X'), process.env.X, process.env['X'], env.X (env = process.env), env[...]('X') helpers. */
function namesReadIn(text: string): string[] {
  const patterns = [
    /\benv(?:\.(?:int|bool|array|float|json))?\(\s*'([A-Z][A-Z0-9_]*)'/g,
    /\bprocess\.env\.([A-Z][A-Z0-9_]*)/g,
    /\bprocess\.env\[\s*'([A-Z][A-Z0-9_]*)'/g,
    /\benv\.([A-Z][A-Z0-9_]*)\b/g,
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
}

describe('the environment', () => {
  const example = envExample();
  const readme = readmeTable();

  test('.env.example lists each variable once, with a default and a meaning', () => {
    const names = example.map((e) => e.name);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const e of example) {
      expect(e.default).not.toBe('');
      expect(e.meaning).not.toBe('');
    }
  });

  test("README's Environment table is .env.example, entry for entry", () => {
    expect(readme.map((e) => e.name)).toEqual(example.map((e) => e.name));
    for (const [i, e] of example.entries()) expect(readme[i]).toEqual(e);
  });

  test('is read only in cms/config, scripts, tests and the site build hand-over', () => {
    const stray = sourceFiles()
      .filter((f) => !ALLOWED.some((re) => re.test(f)))
      .flatMap((f) =>
        read(f)
          .split('\n')
          .map((line, i) => ({ f, line, i })),
      )
      .filter(({ line }) => ENV_READ.test(line))
      .map(({ f, line, i }) => `${f}:${i + 1}: ${line.trim()}`);
    expect(stray).toEqual([]);
  });

  test('every variable read there is documented, and every documented one is read', () => {
    const files = sourceFiles().filter((f) => ALLOWED.some((re) => re.test(f)) && !f.includes('__tests__'));
    const texts = files.map(read);
    const read_ = new Set(texts.flatMap(namesReadIn));
    const documented = new Set(example.map((e) => e.name));
    expect([...read_].filter((n) => !documented.has(n) && !INTERNAL.has(n)).sort()).toEqual([]);
    const all = texts.join('\n');
    expect([...documented].filter((n) => !new RegExp(`['".]${n}\\b`).test(all)).sort()).toEqual([]);
  });
});
