/**
 * Docs beside what they describe: a repository path that a document or a code comment names
 * (`cms/src/lib/mailer.ts`, tests/lib/fake-smtp.ts, site/server) must exist, so that a file moved
 * or renamed takes its mentions along instead of leaving the next reader a dead end.
 *
 * Read: every tracked Markdown file (README.md, docs/, each folder's README.md…), and the comments
 * of the product's sources (`//` and `/* *\/` in code; `#` in the nginx, systemd and shell files of
 * deploy/ and .ci/). Two kinds of mention:
 * - a path written from the repository's root, in backticks or in plain text: a token that starts
 *   with one of the top-level folders below and names something after it; one inside a URL
 *   (`https://host/cms/…`), a relative path (`./site/…`) or a package name (`@scope/contracts/…`)
 *   is none, nor a pattern (`cms/src/api/<type>`, `tests/e2e/*.spec.ts`, `…`, `{a,b}`, `$DATA_DIR`);
 * - in Markdown, a link's target (`[api](docs/api.md)`, `[cms](../cms/README.md#adding-an-api-route)`),
 *   relative to the document as a reader's browser resolves it; a `#section` must be a heading of
 *   the document it points into (GitHub's anchors), so a renamed heading takes its links along too.
 * A path exists when git tracks it (a file, or a folder holding tracked files) or when .gitignore
 * declares it a build output (`cms/dist/`, `tests/screenshots/`).
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CODE, commentsOf as comments } from '../lib/comments';

const ROOT = path.resolve(__dirname, '..', '..');

const TOP = ['cms', 'site', 'app-routes', 'contracts', 'content-seed', 'tests', 'scripts', 'deploy', 'docs', '.ci'];

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

/** Fenced code blocks blanked out (lines kept): a link there is an example, not a link. */
const withoutFences = (text: string) => text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));

/** GitHub's anchor of a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces as hyphens. */
export const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown document's headings (a repeated heading gets -1, -2… as on GitHub). */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of withoutFences(text).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*$/gm)) {
    const base = anchorOf(m[1]);
    let anchor = base;
    for (let n = 1; out.has(anchor); n++) anchor = `${base}-${n}`;
    out.add(anchor);
  }
  return out;
}

interface Link extends Mention {
  /** The `#section` after the path, if any. */
  anchor?: string;
}

/**
 * A Markdown document's links to the repository: inline `[text](target)` and reference
 * definitions `[id]: target`, each resolved against the document's folder (a bare `#section` is
 * one of the document itself). URLs (`https:`, `mailto:`…) are left alone.
 */
export function links(file: string, text: string): Link[] {
  const found: Link[] = [];
  const body = withoutFences(text);
  const targets = [
    ...body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ...body.matchAll(/^[ \t]*\[[^\]]+\]:[ \t]*<?(\S+?)>?(?:[ \t]+"[^"]*")?[ \t]*$/gm),
  ];
  for (const m of targets) {
    const target = m[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [rawPath, anchor] = target.split('#') as [string, string | undefined];
    const pathPart = decodeURI(rawPath.split('?')[0]);
    const resolved = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart)).replace(/\/+$/, '') : file;
    const line = text.slice(0, m.index).split('\n').length;
    found.push({ file, line, path: resolved === '' ? '.' : resolved, anchor: anchor || undefined });
  }
  return found;
}

function allMentions(): { paths: Mention[]; links: Link[]; markdown: string[] } {
  const all: Mention[] = [];
  const linked: Link[] = [];
  const markdown: string[] = [];
  for (const file of files) {
    const text = () => fs.readFileSync(path.join(ROOT, file), 'utf8');
    if (file.endsWith('.md')) {
      markdown.push(file);
      all.push(...mentions(file, text()));
      linked.push(...links(file, text()));
    } else if (COMMENTED.some((dir) => file.startsWith(dir)) && (CODE.test(file) || file.startsWith('deploy/') || file.startsWith('.ci/')))
      all.push(...mentions(file, comments(file, text())));
  }
  return { paths: all, links: linked, markdown };
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

  test('links are resolved against their document, URLs and fenced examples left alone', () => {
    const doc = [
      'See [the API](api.md#rate-limits), [the CMS](../cms/README.md), [here](#top) and [tests][t].',
      '[An external one](https://example.com/docs/api.md), [mail](mailto:a@b.c).',
      '```md',
      '[an example](nowhere.md)',
      '```',
      '[t]: ../tests/README.md',
    ].join('\n');
    expect(links('docs/x.md', doc).map((l) => `${l.line}:${l.path}${l.anchor ? `#${l.anchor}` : ''}`)).toEqual([
      '1:docs/api.md#rate-limits',
      '1:cms/README.md',
      '1:docs/x.md#top',
      '6:tests/README.md',
    ]);
    expect(anchorOf('The origin under attack (`site/server/`)')).toBe('the-origin-under-attack-siteserver');
    expect(anchorOf('Payments, instalments, refunds and receipts')).toBe('payments-instalments-refunds-and-receipts');
  });

  test('every Markdown file of the repository is read', () => {
    const { markdown } = allMentions();
    expect(markdown).toEqual(files.filter((f) => f.endsWith('.md')));
    for (const doc of ['README.md', 'docs/api.md', 'cms/README.md', 'deploy/README.md', 'tests/README.md', 'content-seed/data/README.md'])
      expect(markdown).toContain(doc);
  });

  test('every path a document or a comment names exists in the repository', () => {
    const { paths } = allMentions();
    // The scan reads what it should: the documents name many paths.
    expect(paths.filter((m) => m.file.endsWith('.md')).length).toBeGreaterThan(200);
    const missing = paths.filter((m) => !known.has(m.path));
    const generated = ignored([...new Set(missing.map((m) => m.path))]);
    const broken = missing.filter((m) => !generated.has(m.path)).map((m) => `${m.file}:${m.line}: ${m.path}`);
    expect(broken).toEqual([]);
  });

  test('every link a document makes leads to a file of the repository and, with a #section, to one of its headings', () => {
    const { links: all } = allMentions();
    expect(all.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const link of all) {
      const where = `${link.file}:${link.line}: ${link.path}${link.anchor ? `#${link.anchor}` : ''}`;
      if (!known.has(link.path)) broken.push(`${where} (no such file)`);
      else if (link.anchor && link.path.endsWith('.md') && !anchors(fs.readFileSync(path.join(ROOT, link.path), 'utf8')).has(link.anchor))
        broken.push(`${where} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });
});
