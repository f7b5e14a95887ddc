/**
 * Response headers of the site's origin, set with helmet: the common set on every answer of ours,
 * and a Content-Security-Policy on every page and app route whose scripts are 'self' plus the
 * SHA-256 hashes of the page's own inline scripts (computed at build time, see csp-hashes.ts):
 * no 'unsafe-inline' and no 'unsafe-eval' for scripts, so an injected <script> or event handler
 * does not run.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { hstsValue, type CspSources } from 'contracts';

export interface SecurityOptions {
  /** Strict-Transport-Security max-age in seconds, sent on requests that came over HTTPS; 0 = never. */
  hstsMaxAge: number;
  /** Extra sources per directive, e.g. the payment provider's checkout origins. */
  cspExtra?: Partial<Record<'scriptSrc' | 'connectSrc' | 'frameSrc' | 'imgSrc' | 'formAction', string[]>>;
}

const PAGE_HASHES = Symbol('page script hashes');
const PAGE_SOURCES = Symbol("the release's third-party sources");
type WithHashes = ServerResponse & { [PAGE_HASHES]?: string; [PAGE_SOURCES]?: CspSources };
const noop = () => undefined;

/** A TLS socket here, or a proxy in front that terminated TLS. */
const cameOverHttps = (req: IncomingMessage) =>
  Boolean((req.socket as { encrypted?: boolean }).encrypted) ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim() === 'https';

/**
 * What one of these header functions sets on an answer, run once on a stand-in: for the headers
 * that never depend on the request (set from a list on every answer, not through helmet's chain),
 * and for nginx's configuration (nginx-pages.ts).
 */
export function capturedHeaders(apply: (req: IncomingMessage, res: ServerResponse) => void, https = false): Record<string, string> {
  const set: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return res;
    },
    getHeader: (name: string) => set[name.toLowerCase()],
    removeHeader: (name: string) => delete set[name.toLowerCase()],
    hasHeader: (name: string) => name.toLowerCase() in set,
  } as unknown as ServerResponse;
  const req = { headers: https ? { 'x-forwarded-proto': 'https' } : {}, socket: {} } as unknown as IncomingMessage;
  apply(req, res);
  return set;
}

export function securityHeaders(opts: SecurityOptions) {
  const extra = opts.cspExtra ?? {};
  /**
   * 'self' and the sources the served release needs (the pixel's, when an editor set one) as one
   * value, so a release without any gives exactly the policy it always had.
   */
  const self =
    (directive: keyof CspSources) =>
    (_req: IncomingMessage, res: ServerResponse): string =>
      ["'self'", ...((res as WithHashes)[PAGE_SOURCES]?.[directive] ?? [])].join(' ');
  const common = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    // The pages embed nothing cross-origin that would need CORP/COEP relaxations; keep helmet's
    // defaults for the rest (nosniff, X-Frame-Options, no X-Powered-By, Referrer-Policy…).
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // The API's (cms/src/middlewares/hsts.ts) and nginx's value too: written once, in contracts.
  const hsts = opts.hstsMaxAge > 0 ? hstsValue(opts.hstsMaxAge) : null;
  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [self('scriptSrc'), (_req, res) => (res as WithHashes)[PAGE_HASHES] || "'self'", ...(extra.scriptSrc ?? [])],
      // Gatsby inlines its CSS and React sets style attributes: styles cannot be hashed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [self('imgSrc'), 'data:', ...(extra.imgSrc ?? [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [self('connectSrc'), ...(extra.connectSrc ?? [])],
      frameSrc: [self('frameSrc'), ...(extra.frameSrc ?? [])],
      formAction: [self('formAction'), ...(extra.formAction ?? [])],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  });

  // helmet's common set depends on nothing in the request: computed once, set from the list.
  const commonList = Object.entries(
    capturedHeaders((req, res) => {
      common(req, res, noop);
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    }),
  );

  return {
    /** Every answer of the site's own (pages, assets, errors, the hooks). */
    common(req: IncomingMessage, res: ServerResponse): void {
      for (const [name, value] of commonList) res.setHeader(name, value);
      if (hsts && cameOverHttps(req)) res.setHeader('Strict-Transport-Security', hsts);
    },
    /** A page or app route: its policy allows exactly its own inline scripts, and its release's third-party sources. */
    page(req: IncomingMessage, res: ServerResponse, scriptHashes: readonly string[], releaseSources: CspSources = {}): void {
      (res as WithHashes)[PAGE_HASHES] = scriptHashes.join(' ');
      (res as WithHashes)[PAGE_SOURCES] = releaseSources;
      csp(req, res, noop);
    },
    /** HSTS on proxied answers too (the CMS does not know the client's scheme). */
    transport(req: IncomingMessage, res: ServerResponse): void {
      if (hsts && cameOverHttps(req)) res.setHeader('Strict-Transport-Security', hsts);
    },
  };
}
