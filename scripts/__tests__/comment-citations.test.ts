/**
 * Comments say why, in words a reader of this repository can check: the reason itself, or a path
 * in the repository (the file that holds the rule, the test that pins it). A citation of a
 * document outside the repository (a section sign of a product specification, a numbered or
 * titled issue, a design note, a file on someone's machine) leaves the next reader with a
 * reference they cannot open, and goes stale without anyone noticing.
 *
 * Read: the comments of every tracked source file (TypeScript, JavaScript, Sass) and of the
 * deployment's and CI's files; strings are not read (a text the product shows may quote anything).
 * A section sign of a public standard (`RFC 9110 §7.6.1`) is a citation anyone can open.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CODE, commentsOf } from '../lib/comments';

const ROOT = path.resolve(__dirname, '..', '..');

/** What a citation of a document outside the repository looks like, each with what to write instead. */
const CITATIONS: { pattern: RegExp; instead: string }[] = [
  { pattern: /(?<!\bRFC \d+ )§\s*\d/g, instead: 'a section of a document outside the repository: say the rule itself' },
  { pattern: /\bissues?\s+(?:#?\d+|")/gi, instead: 'an issue: say what it asked for and why' },
  { pattern: /\bDESIGN\b/g, instead: 'a design note: say the reason, or name the repository file that holds the rule' },
  { pattern: /\bproduct-spec\b|\/work\/shared\b/g, instead: 'a file outside the repository' },
];

export function citations(file: string, text: string): string[] {
  const comments = commentsOf(file, text);
  return CITATIONS.flatMap(({ pattern, instead }) =>
    [...comments.matchAll(pattern)].map((m) => {
      const line = comments.slice(0, m.index).split('\n').length;
      return `${file}:${line}: "${text.split('\n')[line - 1].trim()}" cites ${instead}`;
    }),
  );
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  // This file's examples are citations on purpose.
  .filter((f) => f !== path.relative(ROOT, __filename) && f)
  .filter((f) => (CODE.test(f) || f.startsWith('deploy/') || f.startsWith('.ci/')) && fs.existsSync(path.join(ROOT, f)));

describe('comments cite the repository, not documents outside it', () => {
  test('the reader finds citations in comments only, and leaves public standards alone', () => {
    const code = [
      '// Plain text on purpose (spec §2.11): the admin reads it back.',
      '/** Cancel and refund (issue 10, DESIGN "payments"). */',
      "const quoted = 'issue 1 § 4 DESIGN'; // the hop's headers stay on it (RFC 9110 §7.6.1)",
    ].join('\n');
    expect(citations('a.ts', code).map((c) => c.split(':').slice(0, 2).join(':'))).toEqual(['a.ts:1', 'a.ts:2', 'a.ts:2']);
    expect(citations('deploy/site.conf', 'listen 80; # see issue "First run", item 2')).toHaveLength(1);
    expect(citations('a.ts', 'x = 1; // why: the form keeps its fields (tests/e2e/lead-capture.spec.ts)')).toEqual([]);
  });

  test('no comment in the repository cites one', () => {
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((f) => citations(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
