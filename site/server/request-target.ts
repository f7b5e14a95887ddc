/**
 * The request target as the origin decides on it. Every routing decision (static file, client-only
 * page, /api or /uploads proxy) is made on the normalised path, and the proxy forwards exactly that
 * path, so `//admin/api/x`, `/admin/%2e%2e/api/x` or `/api/../admin` can never reach anything of the
 * CMS but /api/* and /uploads/*.
 */
import path from 'node:path';

/** Longer request targets are answered 414 (nginx's default large_client_header_buffers is 8 KB). */
export const MAX_TARGET_LENGTH = 8192;

export interface RequestTarget {
  /** Decoded, with `.`/`..` resolved and repeated slashes folded; always starts with '/'. */
  pathname: string;
  /** The query string as received, '?' included ('' when none). */
  search: string;
  /** The path re-encoded for forwarding (each segment percent-encoded). */
  forwardPath: string;
}

export type TargetProblem = 'too-long' | 'malformed';

// eslint-disable-next-line no-control-regex -- finding control characters (and NUL, DEL) is the point.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * Parses a request line's target (origin-form only). Refused: absolute-form and asterisk-form
 * targets, bad percent-encoding, encoded slashes or backslashes (they would let one path mean two
 * things to us and to the CMS), control characters and NUL.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget | TargetProblem {
  const target = raw ?? '/';
  if (target.length > MAX_TARGET_LENGTH) return 'too-long';
  if (!target.startsWith('/')) return 'malformed';
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const search = q === -1 ? '' : target.slice(q);
  if (rawPath.includes('\\') || /%(2f|5c)/i.test(rawPath) || CONTROL_CHARS.test(target)) return 'malformed';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'malformed';
  }
  if (CONTROL_CHARS.test(decoded)) return 'malformed';
  const pathname = path.posix.normalize(decoded.replace(/\/{2,}/g, '/'));
  const forwardPath = pathname.split('/').map(encodeURIComponent).join('/');
  return { pathname, search, forwardPath };
}

/** The CMS answers only these through the site's origin. */
export function isCmsPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
}
