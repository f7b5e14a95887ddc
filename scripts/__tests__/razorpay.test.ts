/**
 * What a live Razorpay Checkout needs from the pages' CSP (cms/config/lib/razorpay.ts), and that the
 * site's configuration (scripts/lib/config.ts) adds it by itself when payments are live, never
 * otherwise. tests/e2e/live-checkout.spec.ts pays through it in Chromium.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { checkoutCsp } from 'cms/config';
import { productConfig } from '../lib/config';

const VARS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_CHECKOUT_URL', 'RAZORPAY_API_URL', 'CSP_SCRIPT_SRC', 'NODE_ENV'];
const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));
afterEach(() => {
  for (const v of VARS) {
    if (saved[v] === undefined) delete process.env[v];
    else process.env[v] = saved[v];
  }
});

describe('checkoutCsp', () => {
  test("live, by default: Razorpay's script, frame, API, event logging and CDN", () => {
    expect(checkoutCsp('live')).toEqual({
      scriptSrc: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
      frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
      imgSrc: ['https://cdn.razorpay.com'],
    });
  });

  test('live, configured elsewhere: the configured origins (not their paths), then the documented hosts', () => {
    const csp = checkoutCsp('live', { checkoutScript: 'http://127.0.0.2:4000/v1/checkout.js', apiUrl: 'http://127.0.0.1:5000' });
    expect(csp.scriptSrc[0]).toBe('http://127.0.0.2:4000');
    expect(csp.frameSrc[0]).toBe('http://127.0.0.1:5000');
    expect(csp.connectSrc[0]).toBe('http://127.0.0.1:5000');
  });

  test('demo or off: nothing (no Razorpay script is ever loaded)', () => {
    for (const mode of ['demo', 'off'] as const)
      expect(checkoutCsp(mode)).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] });
  });

  test('a checkout URL that is not a URL stops the start with its name', () => {
    expect(() => checkoutCsp('live', { checkoutScript: 'checkout.js' })).toThrow(/RAZORPAY_CHECKOUT_URL is not a URL/);
  });
});

describe("the site's CSP sources", () => {
  test('live keys: what Checkout needs, then the operator’s additions', () => {
    Object.assign(process.env, { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', CSP_SCRIPT_SRC: 'https://extra.example' });
    const extra = productConfig().security.cspExtra!;
    expect(extra.scriptSrc).toEqual(['https://checkout.razorpay.com', 'https://cdn.razorpay.com', 'https://extra.example']);
    expect(extra.frameSrc).toContain('https://api.razorpay.com');
  });

  test('no keys (the demo) or one key (off): only the additions', () => {
    delete process.env.RAZORPAY_KEY_SECRET;
    delete process.env.RAZORPAY_KEY_ID;
    process.env.CSP_SCRIPT_SRC = 'https://extra.example';
    expect(productConfig().security.cspExtra!.scriptSrc).toEqual(['https://extra.example']);
    process.env.RAZORPAY_KEY_ID = 'rzp_live_x';
    expect(productConfig().security.cspExtra!.frameSrc).toEqual([]);
  });
});
