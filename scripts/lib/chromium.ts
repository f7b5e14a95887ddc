import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Browser tests use Debian's Chromium; install it from apt when it is missing (CI's fresh machine). */
export function ensureChromium(): void {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (fs.existsSync(path)) return;
  console.log('› Installing Chromium from apt…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium'],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
}
