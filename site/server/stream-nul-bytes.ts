/**
 * React 18.3's streaming renderer, which `gatsby build` renders every page with, sends the whole of
 * its 2 KB output buffer when a multi-byte character (a ✓, a ₹) does not fit in the last byte or
 * two: the unused bytes go out as NULs just before the character (react/react#31134; React 19
 * writes only the bytes it filled). Which page gets them depends on where its bytes fall, so any
 * content edit can add or move them. They are no part of what React rendered, and HTML forbids
 * U+0000 (the W3C checker stops a page there: tests/e2e/valid-html.spec.ts), so they are dropped
 * from every built page.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Drops NUL bytes from every HTML file under `publicDir`; returns the number of files mended. */
export function dropStreamNulBytes(publicDir: string): number {
  let mended = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(file);
        if (html.includes(0)) {
          fs.writeFileSync(
            file,
            html.filter((byte) => byte !== 0),
          );
          mended++;
        }
      }
    }
  };
  walk(publicDir);
  return mended;
}
