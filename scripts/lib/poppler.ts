import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt';

/**
 * The report suites read served PDFs back with poppler's pdftotext and pdfinfo
 * (tests/lib/pdf.ts): Debian's poppler-utils is installed from apt when pdftotext is missing
 * (CI's fresh machine), as Java is (scripts/lib/java.ts).
 */
export function ensurePoppler(): void {
  if (spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0) return;
  console.log('› Installing poppler-utils (pdftotext, pdfinfo) from apt…');
  aptInstall(['poppler-utils']);
}
