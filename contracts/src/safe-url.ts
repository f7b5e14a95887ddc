/**
 * Links typed by editors and administrators (hero and call-to-action buttons, plan payment links,
 * social links, report links, markdown links…): the one rule that decides what may be stored and
 * what may become an `href`. The CMS refuses anything else on save; the site and the app render
 * CMS-supplied URLs only through `safeHref`, so a `javascript:` or `data:` link can neither be
 * stored nor reach a page.
 *
 * Allowed: `https:` and `http:` URLs with a host, `mailto:` and `tel:` with something after the
 * colon, site-relative paths (`/pricing`, never `//host` or `/\host`) and `#anchors`.
 */

/** Longest link accepted (browsers and proxies start refusing URLs past a few KB). */
export const SAFE_URL_MAX_LENGTH = 2048;

/** What an allowed link looks like, in the words the CMS panel and the API show editors. */
export const SAFE_URL_RULE = 'must start with https://, http://, mailto: or tel:, or be a path on this site (/…) or an #anchor';

/** The refusal message for a link field, e.g. `Button link must start with https://, …`. */
export function unsafeUrlMessage(field: string): string {
  return `${field} ${SAFE_URL_RULE}.`;
}

/** The refusal message for a link longer than SAFE_URL_MAX_LENGTH. */
export function tooLongUrlMessage(field: string): string {
  return `${field} must be at most ${SAFE_URL_MAX_LENGTH} characters.`;
}

// C0 controls, DEL and C1 controls: browsers silently drop tab/CR/LF inside a URL, so
// `java\tscript:` would run as `javascript:`; none of them belongs in a link.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Any whitespace but the plain space (NBSP, line/paragraph separators, …).
const ODD_SPACE = /[^\S ]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The problem with a link, or null when it may be stored. Empty or missing = no link = fine. */
export function urlProblem(value: unknown, field = 'Link'): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return unsafeUrlMessage(field);
  if (value.length > SAFE_URL_MAX_LENGTH) return tooLongUrlMessage(field);
  return safeHref(value) === null ? unsafeUrlMessage(field) : null;
}

/** Whether a link may be stored and rendered (empty counts as no link, and is not safe to render). */
export function isSafeUrl(value: unknown): boolean {
  return safeHref(value) !== null;
}

/**
 * The href to render for a CMS/admin-supplied URL, or null when it must not become a link
 * (then render text only, or nothing). Surrounding spaces are trimmed, as browsers do.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > SAFE_URL_MAX_LENGTH) return null;
  const href = value.replace(/^ +| +$/g, '');
  // A backslash reads as a slash to browsers (`/\evil.example` is protocol-relative).
  if (href === '' || CONTROL.test(href) || ODD_SPACE.test(href) || href.includes('\\')) return null;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/')) return href.startsWith('//') ? null : href;
  const scheme = SCHEME.exec(href)?.[1].toLowerCase();
  if (scheme === 'https' || scheme === 'http') return hasHost(href, scheme) ? href : null;
  if (scheme === 'mailto' || scheme === 'tel') return href.length > scheme.length + 1 ? href : null;
  return null;
}

/** `https://host…` with a real host (not `https:evil`, `https:///x` or an unparsable value). */
function hasHost(href: string, scheme: string): boolean {
  const rest = href.slice(scheme.length + 1);
  // Browsers skip extra slashes (`https:///evil.example` goes to evil.example): exactly two.
  if (!rest.startsWith('//') || rest.startsWith('///')) return false;
  try {
    return new URL(href).hostname !== '';
  } catch {
    return false;
  }
}
