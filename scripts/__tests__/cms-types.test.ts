/**
 * The staleness rule of Strapi's committed types (scripts/lib/cms-types.ts): a file the generator
 * wrote differently, a file it no longer writes and a file it writes that is not committed are all
 * stale; identical files are not. (The generation itself runs in `npm run lint`.)
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleFiles } from '../lib/cms-types';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-types-test-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('staleFiles', () => {
  test('identical folders have no stale file', () => {
    const files = { 'components.d.ts': 'a', 'contentTypes.d.ts': 'b' };
    expect(staleFiles(folder(files), folder(files))).toEqual([]);
  });

  test('a changed, a removed and an added file are each named', () => {
    const committed = folder({ 'components.d.ts': 'a', 'contentTypes.d.ts': 'b', 'old.d.ts': 'c' });
    const fresh = folder({ 'components.d.ts': 'a', 'contentTypes.d.ts': 'B', 'new.d.ts': 'd' });
    expect(staleFiles(committed, fresh)).toEqual(['contentTypes.d.ts', 'new.d.ts', 'old.d.ts']);
  });

  test('nothing committed yet: every generated file is stale', () => {
    expect(staleFiles(path.join(os.tmpdir(), 'cms-types-missing'), folder({ 'components.d.ts': 'a' }))).toEqual(['components.d.ts']);
  });
});
