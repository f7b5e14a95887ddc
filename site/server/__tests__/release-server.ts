/**
 * For the static-serving tests: a real release folder written from `files` and prepared as the
 * builder prepares one (CSP hashes, nginx include, precompressed files), served by the real site
 * server on loopback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createSiteServer, type SiteServerOptions } from '../server';
import { loadRelease, prepareRelease, type Release } from '../releases';
import type { SecurityOptions } from '../security-headers';

export interface ServedRelease {
  dir: string;
  release: Release;
  port: number;
  base: string;
  close(): Promise<void>;
}

export async function serveRelease(
  files: Record<string, string>,
  security: SecurityOptions,
  options: Partial<SiteServerOptions> = {},
): Promise<ServedRelease> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  await prepareRelease(dir, security);
  const release = loadRelease(dir);
  const server = createSiteServer({
    cmsUrl: 'http://127.0.0.1:9',
    rebuildSecret: 's3cret',
    getRelease: () => release,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    security,
    ...options,
    log: () => undefined,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    dir,
    release,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
