/** `npm run bench`: every benchmark in turn. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bin } from './lib/config';

for (const b of ['bench-site.ts', 'bench-api.ts']) {
  const r = spawnSync(bin('tsx'), [path.join(__dirname, b)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
