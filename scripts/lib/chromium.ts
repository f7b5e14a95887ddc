import fs from 'node:fs';
import { aptInstall } from './apt';

/** Browser tests use Debian's Chromium; install it from apt when it is missing (CI's fresh machine). */
export function ensureChromium(): void {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (fs.existsSync(path)) return;
  console.log('› Installing Chromium from apt…');
  aptInstall(['chromium'], []);
}
