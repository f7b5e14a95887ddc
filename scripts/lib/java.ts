import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt';

/**
 * The W3C Nu HTML Checker (vnu-jar, tests/e2e/valid-html.spec.ts) runs on Java: Debian's
 * default-jre-headless is installed from apt when no `java` is on the PATH (CI's fresh machine),
 * as Chromium is (scripts/lib/chromium.ts). vnu-jar's own postinstall would download a Java
 * runtime from GitHub instead; npm does not run it, and the machine cannot reach GitHub anyway.
 */
export function ensureJava(): void {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  console.log('› Installing Java (default-jre-headless) from apt…');
  aptInstall(['default-jre-headless']);
}
