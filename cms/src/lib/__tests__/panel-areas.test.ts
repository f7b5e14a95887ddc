import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { PANEL_AREAS } from '../panel-areas';

const API = path.resolve(__dirname, '..', '..', 'api');

/** Every content type of src/api, by uid, read from the schemas on disk. */
const contentTypes = fs
  .readdirSync(API)
  .flatMap((api) => {
    const dir = path.join(API, api, 'content-types');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((ct) => `api::${api}.${ct}`) : [];
  })
  .sort();

describe("the panel's areas", () => {
  test('every content type is in exactly one area, and every listed type exists', () => {
    const listed = PANEL_AREAS.flatMap((a) => a.types);
    expect([...listed].sort()).toEqual(contentTypes);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('the four areas in plain words, each saying what it is for', () => {
    expect(PANEL_AREAS.map((a) => a.name)).toEqual(['Marketing', 'Compliance', 'Research', 'Operations']);
    for (const area of PANEL_AREAS) expect(area.about).toMatch(/^[A-Z].+\.$/);
  });
});
