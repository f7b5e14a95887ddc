/**
 * One answer to "where is a workspace's source": the `workspace-source` condition of its package.json exports
 * (jest, the site's webpack) and tsconfig.sources.json's paths (tsc, tsx, Playwright) name the same
 * file, for every package that has a compiled build; and that build is what plain Node gets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..');
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** The workspaces whose entry has a `workspace-source` condition, with that file. */
const CONDITION = 'workspace-source';
const sources = Object.fromEntries(
  (json('package.json').workspaces as string[]).flatMap((dir) => {
    const { name, exports } = json(path.join(dir, 'package.json'));
    const entry = exports?.['.'];
    return entry && typeof entry === 'object' && entry[CONDITION] ? [[name, { dir, entry }]] : [];
  }),
) as Record<string, { dir: string; entry: Record<string, string> }>;

const paths: Record<string, string[]> = (() => {
  const { config, error } = ts.readConfigFile(path.join(ROOT, 'tsconfig.sources.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config.compilerOptions.paths;
})();

describe('workspace sources', () => {
  it('tsconfig.sources.json names the same packages as the exports with a workspace-source condition', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(sources).sort());
    expect(Object.keys(sources).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(sources))('%s: the same source file, and dist/ for plain Node', (name) => {
    const { dir, entry } = sources[name];
    expect(paths[name]).toHaveLength(1);
    expect(path.resolve(ROOT, paths[name][0])).toBe(path.resolve(ROOT, dir, entry[CONDITION]));
    expect(fs.existsSync(path.resolve(ROOT, dir, entry[CONDITION]))).toBe(true);
    expect(entry.default).toMatch(/^\.\/dist\//);
    // The condition comes first: a resolver takes the first key it knows.
    expect(Object.keys(entry)[0]).toBe(CONDITION);
  });
});
