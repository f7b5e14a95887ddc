/**
 * What nginx needs to serve a release exactly as the site server does (deploy/nginx.conf): the
 * headers are computed here by the site server's own code (security-headers.ts, with the same
 * options), never written a second time by hand.
 *
 * - Per release, `.nginx-pages.conf` in the release folder: two maps keyed by nginx's final $uri
 *   (the HTML file served): the page's Content-Security-Policy (its inline-script hashes and the
 *   release's third-party sources), and for a path that is no file the client-only route's page
 *   (Gatsby's match paths, first match wins, like matchPage in server.ts); and the release's own
 *   folder name, which nginx serves from. nginx reads it at (re)load, so a release's files and its
 *   headers go live together: reload nginx after every release switch (deploy/README.md, "The builder
 *   and the release folder").
 * - Per configuration, the headers of every answer (nosniff, frame options, referrer policy…)
 *   and the HSTS value, as nginx directives.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CspSources } from 'contracts';
import type { Release } from './releases';
import { capturedHeaders, securityHeaders, type SecurityOptions } from './security-headers';

export const NGINX_PAGES_FILE = '.nginx-pages.conf';

/** A value inside double quotes in nginx's configuration: no quote, backslash or variable can slip in. */
function quoted(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`cannot put ${JSON.stringify(value)} in nginx's configuration`);
  return `"${value}"`;
}

/** A map's regex key: nginx does not expand variables in keys, so only quotes and newlines are out. */
function quotedRegex(value: string): string {
  if (/["\n]/.test(value)) throw new Error(`cannot put ${JSON.stringify(value)} in nginx's configuration`);
  return `"${value}"`;
}

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's CSP, exactly as the site server sends it. */
export function pageCsp(security: SecurityOptions, hashes: readonly string[], sources: CspSources = {}): string {
  const h = securityHeaders(security);
  const csp = capturedHeaders((req, res) => h.page(req, res, hashes, sources))['content-security-policy'];
  // helmet refuses a malformed source by setting no policy at all: never serve a page without one.
  if (!csp) throw new Error(`no Content-Security-Policy for sources ${JSON.stringify(sources)}`);
  return csp;
}

/** The release's include: `$page_csp` and `$route_page`, both read by deploy/nginx.conf. */
export function nginxPagesInclude(release: Release, security: SecurityOptions): string {
  const csp = Object.entries(release.scriptHashes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, hashes]) => `  ${quoted(file)} ${quoted(pageCsp(security, hashes, release.cspSources))};`);
  const routes = release.matchPaths.map(({ path: page, matchPath }) => {
    const prefix = matchPath.replace(/\*$/, '').replace(/\/$/, '');
    return `  ${quotedRegex(`~^${regexEscape(prefix)}(/.*)?$`)} ${quoted(path.posix.join(page, 'index.html'))};`;
  });
  return [
    `# Written with release ${release.id} by site/server/nginx-pages.ts; nginx reads it at (re)load.`,
    '# The CSP of each page (the HTML file served, after try_files or a route rewrite).',
    'map $uri $page_csp {',
    '  volatile;',
    '  default "";',
    ...csp,
    '}',
    '# The release nginx serves: this one, by its own folder, so its files and these maps change',
    '# together when nginx reloads (the live link switching alone changes nothing it serves).',
    `map $host $release_id { default ${quoted(path.basename(release.dir))}; }`,
    '# Client-only routes: a path that is no file is served its page (Gatsby match paths, first wins);',
    '# a path with an extension is a missing asset (404), never a page.',
    'map $uri $route_page {',
    '  volatile;',
    '  default "";',
    '  "~\\.[A-Za-z0-9]+$" "";',
    ...routes,
    '}',
    '',
  ].join('\n');
}

export function writeNginxPagesInclude(release: Release, security: SecurityOptions): void {
  fs.writeFileSync(path.join(release.dir, NGINX_PAGES_FILE), nginxPagesInclude(release, security));
}

/**
 * The site server's headers on every answer of its own, as `add_header … always;` lines, and the
 * HSTS value it sends over HTTPS (empty when HSTS is off).
 */
export function nginxCommonHeaders(security: SecurityOptions): { lines: string[]; hsts: string } {
  const h = securityHeaders(security);
  const common = capturedHeaders((req, res) => h.common(req, res));
  const https = capturedHeaders((req, res) => h.common(req, res), true);
  const lines = Object.entries(common)
    .filter(([name]) => name !== 'x-powered-by')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  return { lines, hsts: https['strict-transport-security'] ?? '' };
}
