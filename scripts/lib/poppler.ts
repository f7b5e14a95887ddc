import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt';

/**
 * The report suites read served PDFs back with poppler's pdftotext and pdfinfo and check them with
 * qpdf (tests/lib/pdf.ts), and make reports as firms' tools do with Ghostscript and qpdf
 * (tests/lib/pdf-kinds.ts): Debian's poppler-utils, qpdf and ghostscript are installed from apt
 * when one is missing (CI's fresh machine), as Java is (scripts/lib/java.ts).
 */
export function ensurePoppler(): void {
  const present = (cmd: string, arg: string) => spawnSync(cmd, [arg], { stdio: 'ignore' }).status === 0;
  if (present('pdftotext', '-v') && present('qpdf', '--version') && present('gs', '--version')) return;
  console.log('› Installing poppler-utils (pdftotext, pdfinfo), qpdf and ghostscript from apt…');
  aptInstall(['poppler-utils', 'qpdf', 'ghostscript']);
}
