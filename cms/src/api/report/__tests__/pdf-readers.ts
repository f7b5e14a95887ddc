/**
 * Reading a copy back as others would: poppler's pdftotext and pdfinfo (the copy opens with no
 * "Syntax Error": a reader that repairs a broken file says so on stderr), pdf-lib, and pdf.js for
 * where text stands on the page as it is shown (the Playwright suites' reader, tests/lib/pdfjs-pages.mjs).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StampedCopy } from '../pdf-stamp';

export const hasPoppler = spawnSync('pdftotext', ['-v']).status === 0 && spawnSync('pdfinfo', ['-v']).status === 0;

/** The copy's bytes in one buffer, as a reader receives them. */
export const joined = (copy: StampedCopy): Buffer => Buffer.concat(copy.parts);

function withFile<T>(pdf: Uint8Array, run: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  try {
    const file = path.join(dir, 'copy.pdf');
    fs.writeFileSync(file, pdf);
    return run(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page, as poppler's pdftotext extracts it (pages are split by form feeds). */
export function pageTexts(pdf: Uint8Array): string[] {
  return withFile(pdf, (file) => {
    const r = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    if (r.status !== 0 || /error/i.test(r.stderr)) throw new Error(`pdftotext: ${r.status} ${r.stderr}`);
    return r.stdout.split('\f').slice(0, -1);
  });
}

/** pdfinfo's fields (Pages, Keywords, Subject…); throws when it fails or reports an error. */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  return withFile(pdf, (file) => {
    const r = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
    if (r.status !== 0 || /error/i.test(r.stderr)) throw new Error(`pdfinfo: ${r.status} ${r.stderr}`);
    return Object.fromEntries(r.stdout.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
  });
}

/** Each page as pdf.js shows it (/Rotate applied, y down from the top) and the first piece of text containing `needle` on it. */
export function shownText(
  pdf: Uint8Array,
  needle: string,
): { width: number; height: number; rotate: number; item?: { x: number; y: number; width: number; angle: number } }[] {
  return withFile(pdf, (file) => {
    const script = path.join(__dirname, '..', '..', '..', '..', '..', 'tests', 'lib', 'pdfjs-pages.mjs');
    const r = spawnSync(process.execPath, [script, file, 'layout'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pdf.js: ${r.status} ${r.stderr}`);
    const { layout } = JSON.parse(r.stdout) as {
      layout: {
        width: number;
        height: number;
        rotate: number;
        items: { str: string; x: number; y: number; width: number; angle: number }[];
      }[];
    };
    return layout.map(({ items, ...page }) => ({ ...page, item: items.find((i) => i.str.includes(needle)) }));
  });
}
