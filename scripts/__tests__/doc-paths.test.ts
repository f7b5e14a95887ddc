/**
 * Docs beside what they describe: a repository path that a document or a code comment names
 * (`cms/src/lib/mailer.ts`, tests/lib/fake-smtp.ts, site/server) must exist, so that a file moved
 * or renamed takes its mentions along instead of leaving the next reader a dead end.
 *
 * Read: every tracked Markdown file, and the comments of the product's sources (`//` and `/* *\/` in
 * code; `#` in the nginx, systemd and shell files of deploy/ and .ci/). A path is a token that
 * starts with one of the top-level folders below and names something after it; one inside a URL
 * (`https://host/cms/…`), a relative path (`./site/…`) or a package name (`@scope/contracts/…`) is
 * none, nor a pattern (`cms/src/api/<type>`, `tests/e2e/*.spec.ts`, `…`, `{a,b}`, `$DATA_DIR`).
 * It exists when git tracks it (a file, or a folder holding tracked files) or when .gitignore
 * declares it a build output (`cms/dist/`, `tests/screenshots/`).
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

const TOP = ['cms', 'site', 'app-routes', 'contracts', 'content-seed', 'tests', 'scripts', 'deploy', '.ci'];

/** Whose comments are read (the product's sources, the scripts and the deployment's files). */
const COMMENTED = [
  'cms/src/',
  'cms/config/',
  'site/src/',
  'site/server/',
  'app-routes/src/',
  'contracts/src/',
  'content-seed/src/',
  'scripts/',
  'deploy/',
  '.ci/',
  'tests/',
];

const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/**
 * A top-level folder, a slash and at least one more character of a path; not after a character
 * that would make it part of a URL, a relative path, a package name or a longer word.
 */
const PATH = new RegExp(`(?<![\\w./@:~-])(?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w.@\\-/<>*…{}$]+`, 'g');

/** Patterns and placeholders, not paths. */
const PATTERN = /[<>*…{}$]/;

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Tracked files (and new ones not ignored), as the environment test lists them. */
const files = git('ls-files', '--cached', '--others', '--exclude-standard')
  .split('\n')
  .filter((f) => f && fs.existsSync(path.join(ROOT, f)));

/** Every tracked file and every folder that holds one. */
const known = new Set<string>();
for (const file of files) {
  known.add(file);
  for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) known.add(dir);
}

interface Mention {
  file: string;
  line: number;
  path: string;
}

/** The comments of a source file, each with its offset in the file (the rest blanked out, so lines keep their numbers). */
function comments(file: string, text: string): string {
  const keep = (re: RegExp) => {
    let out = text.replace(/[^\n]/g, ' ');
    for (const m of text.matchAll(re)) out = out.slice(0, m.index) + m[0] + out.slice(m.index + m[0].length);
    return out;
  };
  if (CODE.test(file)) return keep(/\/\*[\s\S]*?\*\/|(?<![:\\'"`])\/\/[^\n]*/g);
  return keep(/(?<=^|\s)#[^\n]*/g);
}

function mentions(file: string, text: string): Mention[] {
  const found: Mention[] = [];
  for (const m of text.matchAll(PATH)) {
    const token = m[0].replace(/[.,:;]+$/, '');
    if (PATTERN.test(token) || token.endsWith('/.') || token.split('/')[1] === '') continue;
    const line = text.slice(0, m.index).split('\n').length;
    found.push({ file, line, path: token.replace(/\/+$/, '') });
  }
  return found;
}

function allMentions(): Mention[] {
  const all: Mention[] = [];
  for (const file of files) {
    const text = () => fs.readFileSync(path.join(ROOT, file), 'utf8');
    if (file.endsWith('.md')) all.push(...mentions(file, text()));
    else if (COMMENTED.some((dir) => file.startsWith(dir)) && (CODE.test(file) || file.startsWith('deploy/') || file.startsWith('.ci/')))
      all.push(...mentions(file, comments(file, text())));
  }
  return all;
}

/**
 * The paths .gitignore declares (build outputs, test results), asked of git in one call; each also
 * as a folder (`cms/dist/` ignores a folder only, and one that is not built yet is no folder).
 */
function ignored(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    const input = paths.flatMap((p) => [p, `${p}/`]).join('\n');
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: ROOT, input, encoding: 'utf8' });
    return new Set(
      out
        .split('\n')
        .filter(Boolean)
        .map((p) => p.replace(/\/$/, '')),
    );
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
}

describe('repository paths named in documents and comments', () => {
  test('the extractor finds paths and leaves URLs, relative paths, packages and patterns alone', () => {
    const text = [
      'See `cms/src/lib/mailer.ts`, then tests/lib/fake-smtp.ts. And site/server: the origin.',
      'Not https://example.com/cms/x.ts, ./site/y.ts, @scope/contracts/z, cms/src/api/<type>,',
      'tests/e2e/*.spec.ts, cms/src/api/…, {cms,site}/a, $DATA_DIR/x, cms/ alone, macms/x.',
    ].join('\n');
    expect(mentions('x.md', text).map((m) => `${m.line}:${m.path}`)).toEqual([
      '1:cms/src/lib/mailer.ts',
      '1:tests/lib/fake-smtp.ts',
      '1:site/server',
    ]);
    const code = "const u = 'http://h/cms/a.ts'; // see scripts/test.ts\n/* and\n * deploy/nginx.conf */ x = 'site/q';";
    expect(mentions('a.ts', comments('a.ts', code)).map((m) => `${m.line}:${m.path}`)).toEqual([
      '1:scripts/test.ts',
      '3:deploy/nginx.conf',
    ]);
  });

  test('every one exists in the repository', () => {
    const all = allMentions();
    // The scan reads what it should: the README names many paths.
    expect(all.filter((m) => m.file === 'README.md').length).toBeGreaterThan(50);
    const missing = all.filter((m) => !known.has(m.path));
    const generated = ignored([...new Set(missing.map((m) => m.path))]);
    const broken = missing.filter((m) => !generated.has(m.path)).map((m) => `${m.file}:${m.line}: ${m.path}`);
    expect(broken).toEqual([]);
  });
});
