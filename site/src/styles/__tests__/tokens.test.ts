import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_NAVY } from 'contracts';

/** The Sass value of a `$name: value;` line of the tokens file, or undefined. */
const tokenValue = (name: string): string | undefined =>
  readFileSync(join(__dirname, '..', '_tokens.scss'), 'utf8')
    .match(new RegExp(`^\\$${name}:\\s*([^;]+);`, 'm'))?.[1]
    .trim();

describe('_tokens.scss', () => {
  it("has contracts' brand colour as $brand-navy (Sass cannot import it, so this keeps the two equal)", () => {
    expect(tokenValue('brand-navy')?.toLowerCase()).toBe(BRAND_NAVY.toLowerCase());
  });
});
