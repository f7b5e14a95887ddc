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

/** The copy as pdf.js reads it (tests/lib/pdfjs-pages.mjs): pages, each page's text, metadata, and any warning it gave. */
export const pdfjsRead = (pdf: Buffer): { pages: number; texts: string[]; info: Record<string, unknown>; warnings: string[] } =>
  withFile(pdf, (file) => JSON.parse(run(process.execPath, [path.join(__dirname, 'pdfjs-pages.mjs'), file])));
