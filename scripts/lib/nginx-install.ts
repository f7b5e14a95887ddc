/**
 * Debian's nginx and its brotli_static module, installed from apt when missing (as Chromium and
 * PostgreSQL are). Apart from scripts/lib/nginx.ts so that scripts/test.ts can call it before
 * anything is built (nginx.ts reads the site server's code and the built contracts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const NGINX = '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx (the light build is enough) and its brotli_static module, from apt when missing. */
export function ensureNginx(): void {
  if (fs.existsSync(NGINX) && fs.existsSync(BROTLI_MODULE)) return;
  console.log('› Installing nginx and its brotli module from apt…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx-light', 'libnginx-mod-http-brotli-static'],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
  // The package starts the system's service; ours run on their own ports, so it is left as it is.
}
