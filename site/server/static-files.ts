/**
 * The release's files, as sirv served them before (same lookup, MIME types, ETag, Last-Modified,
 * ranges), but built for throughput on a folder that never changes once it is live:
 * - every file is indexed once, when the release is first served;
 * - the precompressed variant (precompress.ts) is chosen by Accept-Encoding: br, then gzip,
 *   then the original, always with `Vary: Accept-Encoding`; nothing is compressed per request;
 * - files up to 1 MB are read once and answered from memory (a read stream per request, with its
 *   open/read/close round trips through libuv's thread pool, cost two thirds of the throughput),
 *   with their headers computed once too.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import parseRange from 'range-parser';
import { isBuildOnlyFile } from './build-only-files';

interface Entry {
  abs: string;
  size: number;
  /** Headers of a full answer: type, length, validators, encoding, and what setHeaders adds. */
  headers: Record<string, string | number> | null;
  mtime: Date;
  encoding?: 'br' | 'gzip';
  body?: Buffer;
}

export interface StaticOptions {
  /** Headers of the request path's answer (caching, the page's CSP); called once per file and path. */
  headersFor: (requestPath: string, file: string) => Record<string, string>;
}

const MAX_CACHED_FILE = 1024 * 1024;
/** A bound on what one release keeps in memory (a Gatsby site's text assets are a few MB). */
const MAX_CACHED_TOTAL = 64 * 1024 * 1024;
const ENCODINGS = [
  { ext: '.br', name: 'br' as const, accepted: (a: string) => /\bbr\b/i.test(a) },
  { ext: '.gz', name: 'gzip' as const, accepted: (a: string) => /\bgzip\b/i.test(a) },
];

function index(dir: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      // The release's own records (.csp-hashes.json, .match-paths.json…) are never served; .well-known is.
      if (e.name.startsWith('.') && e.name !== '.well-known') continue;
      const name = `${rel}/${e.name}`;
      // Source maps and webpack's records, were a release made before it dropped them to hold one.
      if (isBuildOnlyFile(name)) continue;
      if (e.isDirectory()) walk(name);
      else if (e.isFile()) {
        const abs = path.join(dir, name);
        const st = fs.statSync(abs);
        const encoding = ENCODINGS.find((x) => name.endsWith(x.ext))?.name;
        files.set(name, { abs, size: st.size, mtime: st.mtime, encoding, headers: null });
      }
    }
  };
  walk('');
  return files;
}

/**
 * The file a request path names: itself, its folder's page, or the page it names (sirv's order).
 * A precompressed variant is never named by a path: it is only ever the encoding of its original
 * (asked for as itself it would go out without its type or its page's headers).
 */
function resolve(files: Map<string, Entry>, pathname: string): string | null {
  const p = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const candidate of [p, `${p}/index.html`, `${p}.html`]) {
    const entry = candidate ? files.get(candidate) : undefined;
    if (entry && !entry.encoding) return candidate;
  }
  return null;
}

export function staticFiles(dir: string, opts: StaticOptions) {
  const files = index(dir);
  let cached = 0;
  const perPath = new Map<string, Record<string, string | number>>();

  const headersOf = (entry: Entry, file: string, requestPath: string): Record<string, string | number> => {
    if (!entry.headers) {
      let type = lookup(file) || '';
      if (type === 'text/html') type += ';charset=utf-8';
      entry.headers = {
        'Content-Length': entry.size,
        'Content-Type': type,
        'Last-Modified': entry.mtime.toUTCString(),
        ETag: `W/"${entry.size}-${entry.mtime.getTime()}"`,
        Vary: 'Accept-Encoding',
        ...(entry.encoding ? { 'Content-Encoding': entry.encoding } : {}),
      };
    }
    // Per request path and file (/about and /about/ are one file, each path its own headers), once.
    const key = `${requestPath}\0${file}\0${entry.encoding ?? ''}`;
    let all = perPath.get(key);
    if (!all) {
      all = { ...entry.headers, ...opts.headersFor(requestPath, file) };
      if (perPath.size < 10_000) perPath.set(key, all);
    }
    return all;
  };

  return function serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean {
    let decoded = pathname;
    if (pathname.includes('%')) {
      try {
        decoded = decodeURI(pathname);
      } catch {
        /* served as it is, like sirv */
      }
    }
    const file = resolve(files, decoded);
    if (!file) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // A file takes no writes (nginx answers the same).
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return true;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const variant = ENCODINGS.find((e) => files.has(file + e.ext) && e.accepted(accept));
    const entry = files.get(variant ? file + variant.ext : file)!;
    const headers = headersOf(entry, file, pathname);

    if (req.headers['if-none-match'] === headers.ETag) {
      res.writeHead(304, { ETag: headers.ETag as string, Vary: 'Accept-Encoding' }).end();
      return true;
    }
    // One byte range (range-parser, as `send` reads it); an unsatisfiable one is a 416, and what it
    // cannot read, or several ranges, get the whole file (a server may always ignore Range).
    const ranges = req.headers.range ? parseRange(entry.size, req.headers.range, { combine: true }) : -2;
    if (ranges === -1) {
      res.writeHead(416, { 'Content-Range': `bytes */${entry.size}` }).end();
      return true;
    }
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0];
      res.writeHead(206, {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${entry.size}`,
        'Content-Length': end - start + 1,
        'Accept-Ranges': 'bytes',
      });
      if (req.method === 'HEAD') res.end();
      else if (entry.body) res.end(entry.body.subarray(start, end + 1));
      else fs.createReadStream(entry.abs, { start, end }).pipe(res);
      return true;
    }
    if (!entry.body && entry.size <= MAX_CACHED_FILE && cached + entry.size <= MAX_CACHED_TOTAL) {
      // Synchronous once per file: a few milliseconds the first time, none after.
      entry.body = fs.readFileSync(entry.abs);
      cached += entry.size;
    }
    res.writeHead(200, headers);
    if (entry.body) res.end(req.method === 'HEAD' ? undefined : entry.body);
    else fs.createReadStream(entry.abs).pipe(res);
    return true;
  };
}
