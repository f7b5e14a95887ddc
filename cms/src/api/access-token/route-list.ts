/**
 * Every route this instance serves (the admin panel's, the plugins', the content API's), written
 * at each start to $DATA_DIR/routes.json: what an audit, and tests/api/route-auth.spec.ts, check
 * anonymous access against. Read from the running router itself, so nothing can be left out.
 */
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';

export interface ServedRoute {
  methods: string[];
  path: string;
}

type Layer = { methods: string[]; path: string | RegExp };

/**
 * The server's own routes (health check, the panel's files, uploads) and those of its two APIs,
 * admin and content API, whose routers the server mounts only when it starts listening.
 */
export function servedRoutes(strapi: Core.Strapi): ServedRoute[] {
  const routers = [strapi.server, strapi.server.api('admin'), strapi.server.api('content-api')];
  // @koa/router ships no types (Strapi's name its layers, as any): these are the two fields read.
  const layers: Layer[] = routers.flatMap((router) => router.listRoutes());
  const seen = new Set<string>();
  return layers
    .filter((layer) => layer.methods.length > 0)
    .map((layer) => ({ methods: [...new Set(layer.methods.filter((m) => m !== 'HEAD'))], path: String(layer.path) }))
    .filter((route) => {
      const key = `${route.methods.join(',')} ${route.path}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

export function writeRouteList(strapi: Core.Strapi): void {
  const file = path.join(strapi.config.get('paths.dataDir') as string, 'routes.json');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${JSON.stringify(servedRoutes(strapi), null, 1)}\n`, { mode: 0o600 });
}
