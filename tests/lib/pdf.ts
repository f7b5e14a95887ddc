/**
 * PDFs for the report suites: the sample report (scripts/lib/sample-pdf.ts), and poppler's
 * pdftotext and pdfinfo to read a served copy back as any reader of a leaked copy would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export { samplePdf } from '../../scripts/lib/sample-pdf';

function withFile<T>(pdf: Buffer, fn: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'copy.pdf');
    fs.writeFileSync(file, pdf);
    return fn(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A reader that has to repair a file (a broken xref, a bad offset) still exits 0 but says "Syntax Error" on stderr. */
function run(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0 || /error/i.test(r.stderr)) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.error?.message}`);
  return r.stdout;
}

/** Each page's text as pdftotext extracts it. */
export const pageTexts = (pdf: Buffer): string[] =>
  withFile(pdf, (file) => run('pdftotext', ['-layout', file, '-']).split('\f').slice(0, -1));

/** pdfinfo's fields (Pages, Subject, Keywords…). */
export const pdfInfo = (pdf: Buffer): Record<string, string> =>
  withFile(pdf, (file) =>
    Object.fromEntries(
      run('pdfinfo', [file])
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((m): m is RegExpExecArray => Boolean(m))
        .map((m) => [m[1].trim(), m[2].trim()]),
    ),
  );

interface PdfjsRead {
  pages: number;
  texts: string[];
  info: Record<string, unknown>;
  warnings: string[];
}

/** The copy as pdf.js reads it (tests/lib/pdfjs-pages.mjs): pages, each page's text, metadata, and any warning it gave. */
export const pdfjsRead = (pdf: Buffer): PdfjsRead =>
  withFile(pdf, (file) => JSON.parse(run(process.execPath, [path.join(__dirname, 'pdfjs-pages.mjs'), file])));

/** A page as pdf.js shows it: its size, its /Rotate, and its text's places (y down from the top; angle 0 is upright). */
export interface ShownPage {
  width: number;
  height: number;
  rotate: number;
  items: { str: string; x: number; y: number; width: number; angle: number }[];
}

/** pdfjsRead, with each page as it is shown. */
export const pdfjsLayout = (pdf: Buffer): PdfjsRead & { layout: ShownPage[] } =>
  withFile(pdf, (file) => JSON.parse(run(process.execPath, [path.join(__dirname, 'pdfjs-pages.mjs'), file, 'layout'])));

/** `qpdf --check`'s verdict: throws with its output when it finds an error (exit 2) or a warning (exit 3). */
export const qpdfCheck = (pdf: Buffer): string => withFile(pdf, (file) => run('qpdf', ['--check', file]));

/**
 * The copy's objects as text, streams uncompressed (qpdf's QDF form), to look for what must not be in
 * it: the raw bytes would hide a script inside a compressed object stream.
 */
export const qpdfObjects = (pdf: Buffer): string =>
  withFile(pdf, (file) => {
    const r = spawnSync('qpdf', ['--qdf', '--object-streams=disable', file, '-'], { encoding: 'latin1', maxBuffer: 256 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`qpdf --qdf: ${r.stderr}`);
    return r.stdout;
  });
