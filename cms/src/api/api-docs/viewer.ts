/**
 * The viewer of /api/openapi.json at /api/docs: swagger-ui's own files (swagger-ui-dist, served
 * from the CMS, no CDN) and a page whose only scripts are files of ours, so it runs under a
 * policy without 'unsafe-inline' scripts (swagger-ui's index.html starts it with an inline script;
 * DOCS_INIT replaces it). The policy is the site's pages' (site/server/security-headers.ts) less
 * their hashes: the page goes through the site's origin, which passes the CMS's headers on.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DOCS_PATH = '/api/docs';
export const DOCUMENT_PATH = '/api/openapi.json';

export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Starts swagger-ui on the document (no "Explore" bar: this page shows one document). Tags start
 * closed: opened all at once, Strapi's operations (large query schemas) take swagger-ui many
 * seconds to render, and the page shows only the first few meanwhile.
 */
const DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCUMENT_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  presets: [SwaggerUIBundle.presets.apis],
});
`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API: /api/openapi.json</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

const distDir = () => path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The viewer's files by name: the only ones served (no path from the request reaches the disk). */
const FILES: Record<string, { type: string; read: () => Buffer | string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => fs.readFileSync(path.join(distDir(), 'swagger-ui.css')) },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => fs.readFileSync(path.join(distDir(), 'swagger-ui-bundle.js')),
  },
  'init.js': { type: 'text/javascript; charset=utf-8', read: () => DOCS_INIT },
};

const cache = new Map<string, { type: string; body: Buffer | string }>();

/** A viewer file, or null for any other name. Read once per process. */
export function viewerFile(name: string): { type: string; body: Buffer | string } | null {
  if (!Object.prototype.hasOwnProperty.call(FILES, name)) return null;
  if (!cache.has(name)) cache.set(name, { type: FILES[name].type, body: FILES[name].read() });
  return cache.get(name)!;
}
