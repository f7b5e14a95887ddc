/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { isCmsPath, MAX_TARGET_LENGTH, parseRequestTarget } from '../request-target';

const parsed = (raw: string) => {
  const t = parseRequestTarget(raw);
  if (typeof t === 'string') throw new Error(`${raw} was refused: ${t}`);
  return t;
};

describe('parseRequestTarget', () => {
  test.each([
    ['/%'],
    ['/%E0%A4%A'],
    ['//['.slice(1) + '%zz'],
    ['/a%2fb'],
    ['/a%2Fb'],
    ['/a%5cb'],
    ['/a\\b'],
    ['/a%00b'],
    ['/a\u0001b'],
    ['http://evil.example/api/x'],
    ['*'],
    [''],
    ['api/x'],
  ])('refuses %j as malformed', (raw) => {
    expect(parseRequestTarget(raw)).toBe('malformed');
  });

  test('refuses an overlong target', () => {
    expect(parseRequestTarget('/' + 'a'.repeat(MAX_TARGET_LENGTH))).toBe('too-long');
  });

  test.each([
    ['//[', '/['],
    ['//admin/api/x', '/admin/api/x'],
    ['/admin/%2e%2e/api/x', '/api/x'],
    ['/admin/../api/x', '/api/x'],
    ['/api/../admin/init', '/admin/init'],
    ['/api/%2E%2E/%2e%2e/admin', '/admin'],
    ['/uploads/../../admin', '/admin'],
    ['/api//Stocks/./getplanslist', '/api/Stocks/getplanslist'],
    ['/..', '/'],
    ['/about/', '/about/'],
  ])('%j is decided on as %j', (raw, pathname) => {
    expect(parsed(raw).pathname).toBe(pathname);
  });

  test('the forwarded target is the normalised path, re-encoded, with the query kept as sent', () => {
    const t = parsed('/api/../api/Stocks/%20a?x=%2e%2e/&y=1');
    expect(t.forwardPath).toBe('/api/Stocks/%20a');
    expect(t.search).toBe('?x=%2e%2e/&y=1');
    // A decoded '?' or '#' stays part of the path when forwarded.
    expect(parsed('/api/a%3Fb%23c').forwardPath).toBe('/api/a%3Fb%23c');
  });

  test('only /api and /uploads belong to the CMS', () => {
    expect(isCmsPath('/api')).toBe(true);
    expect(isCmsPath('/api/GWSUsers')).toBe(true);
    expect(isCmsPath('/uploads/x.png')).toBe(true);
    for (const p of ['/admin', '/admin/api/x', '/apix', '/uploads', '/content-manager/x', '/_health', '/'])
      expect(isCmsPath(p)).toBe(false);
  });
});
