/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { SAFE_URL_MAX_LENGTH, isSafeUrl, safeHref, unsafeUrlMessage, urlProblem } from '../safe-url';

describe('safeHref: links that may be rendered', () => {
  it.each([
    'https://rzp.io/l/plan-12',
    'HTTPS://Example.COM/Report.pdf?x=1#p2',
    'http://example.in',
    'mailto:support@example.in',
    'MAILTO:support@example.in?subject=Hi',
    'tel:+91 98765 43210',
    '/pricing',
    '/pricing#pricing_section',
    '/',
    '#pricing_section',
    'https://example.in/a%20b',
  ])('%s is kept as typed', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it('trims surrounding spaces, as browsers do', () => {
    expect(safeHref('  https://example.in/x  ')).toBe('https://example.in/x');
  });
});

describe('safeHref: what an attacker or a careless editor types', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['upper case', 'JavaScript:alert(1)'],
    ['leading space', ' JavaScript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['carriage return inside the scheme', 'java\rscript:alert(1)'],
    ['NUL before the scheme', '\u0000javascript:alert(1)'],
    ['control character before the scheme', '\u0001javascript:alert(1)'],
    ['non-breaking space before the scheme', '\u00a0javascript:alert(1)'],
    ['zero-width space inside the scheme', 'java\u200bscript:alert(1)'],
    ['line separator', 'https://example.in/\u2028'],
    ['entity-encoded scheme', '&#106;avascript:alert(1)'],
    ['hex entity-encoded scheme', '&#x6A;avascript:alert(1)'],
    ['percent-encoded colon', 'javascript%3Aalert(1)'],
    ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
    ['data: base64', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.in/x'],
    ['blob:', 'blob:https://example.in/uuid'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a backslash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['backslash in an absolute URL', 'https://example.in\\@evil.example'],
    ['http without slashes', 'https:evil.example'],
    ['http with no host', 'https:///path'],
    ['unparsable host', 'https://exa mple.in:99999/'],
    ['bare word (would be relative to the current page)', 'pricing'],
    ['dot path', './pricing'],
    ['mailto: with nothing after', 'mailto:'],
    ['tel: with nothing after', 'tel:'],
    ['only spaces', '   '],
    ['empty', ''],
    ['overlong', `https://example.in/${'a'.repeat(SAFE_URL_MAX_LENGTH)}`],
  ])('%s is refused', (_name, url) => {
    expect(safeHref(url)).toBeNull();
    expect(isSafeUrl(url)).toBe(false);
  });

  it.each([[null], [undefined], [42], [{ href: 'https://example.in' }], [['https://example.in']]])('a non-string (%p) is refused', (v) => {
    expect(safeHref(v)).toBeNull();
  });

  it('the longest allowed link passes, one character more does not', () => {
    const base = 'https://example.in/';
    const longest = base + 'a'.repeat(SAFE_URL_MAX_LENGTH - base.length);
    expect(safeHref(longest)).toBe(longest);
    expect(safeHref(longest + 'a')).toBeNull();
  });
});

describe('urlProblem: the message the CMS shows on save', () => {
  it('no link is fine (the field may be optional)', () => {
    expect(urlProblem(null)).toBeNull();
    expect(urlProblem(undefined)).toBeNull();
    expect(urlProblem('')).toBeNull();
  });

  it('names the field and the rule', () => {
    expect(urlProblem('javascript:alert(1)', 'Button link')).toBe(
      'Button link must start with https://, http://, mailto: or tel:, or be a path on this site (/…) or an #anchor.',
    );
    expect(unsafeUrlMessage('Report link')).toMatch(/^Report link must start with https:\/\//);
  });

  it('an overlong link gets its own message', () => {
    expect(urlProblem(`https://example.in/${'a'.repeat(SAFE_URL_MAX_LENGTH)}`, 'Payment link')).toBe(
      `Payment link must be at most ${SAFE_URL_MAX_LENGTH} characters.`,
    );
  });

  it('a safe link has no problem', () => {
    expect(urlProblem('https://rzp.io/l/x', 'Payment link')).toBeNull();
  });
});
