/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  APP_ROUTES,
  CLIENT_ONLY_PREFIXES,
  PAGE_SLUGS,
  PRIVATE_PREFIXES,
  SIGNED_OUT_ROUTES,
  clientOnlyMatchPath,
  pagePath,
} from '../routes';

describe('the client-only routes', () => {
  it('mounts the app at its signed-out, account and admin paths', () => {
    expect([...CLIENT_ONLY_PREFIXES]).toEqual(['/login', '/signup', '/forgot-password', '/reset-password', '/myaccount', '/admin']);
  });
  it('has the admin children under /admin', () => {
    expect([APP_ROUTES.adminAddStock, APP_ROUTES.adminAddUser, APP_ROUTES.adminUsers, APP_ROUTES.adminPrices]).toEqual([
      '/admin/addnewstock',
      '/admin/addnewuser',
      '/admin/userlist',
      '/admin/prices',
    ]);
  });
  it('gives each prefix a match path for everything under it', () => {
    expect(clientOnlyMatchPath(APP_ROUTES.admin)).toBe('/admin/*');
  });
  it('keeps only the signed-in areas from crawlers, and ends no session on the signed-out screens', () => {
    expect([...PRIVATE_PREFIXES]).toEqual(['/myaccount', '/admin']);
    expect([...SIGNED_OUT_ROUTES]).toEqual(['/login', '/signup', '/reset-password']);
  });
});

describe('the CMS pages code links to', () => {
  it('serves the terms and the MITC at their own paths', () => {
    expect(pagePath(PAGE_SLUGS.terms)).toBe('/terms-and-conditions');
    expect(pagePath(PAGE_SLUGS.mitc)).toBe('/mitc');
  });
});
