import fs from 'node:fs';
import { aptInstall } from './apt';

/** Where Debian's libfaketime puts its multi-threaded library on this machine's architecture. */
export const LIBFAKETIME = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/faketime/libfaketimeMT.so.1`;

/**
 * The reminder suite runs the CMS on a clock it sets (tests/lib/fake-clock.ts) with Debian's
 * libfaketime, installed from apt when missing (CI's fresh machine), as poppler is (poppler.ts).
 */
export function ensureFaketime(): void {
  if (fs.existsSync(LIBFAKETIME)) return;
  console.log('› Installing libfaketime from apt…');
  aptInstall(['libfaketime']);
}
