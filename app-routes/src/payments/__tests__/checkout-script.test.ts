/** Razorpay Checkout's script loader: it resolves once the script has defined window.Razorpay, and otherwise gives up, leaving nothing behind for the retry. */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { CHECKOUT_SCRIPT_TIMEOUT_MS, loadCheckoutScript } from '../checkout-script';

const SRC = 'https://checkout.example/v1/checkout.js';
const scripts = () => [...document.querySelectorAll(`script[src="${SRC}"]`)];

describe('loadCheckoutScript', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete window.Razorpay;
    scripts().forEach((s) => s.remove());
  });

  test('loaded and started: resolves', async () => {
    const loading = loadCheckoutScript(SRC);
    window.Razorpay = function () {} as unknown as typeof window.Razorpay;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  test('loaded but defines no Razorpay (not Checkout, or it failed to start): rejects and removes the element', async () => {
    const loading = loadCheckoutScript(SRC);
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('checkout script');
    expect(scripts()).toHaveLength(0);
  });

  test('refused (offline, or blocked by the CSP): rejects and removes the element', async () => {
    const loading = loadCheckoutScript(SRC);
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('checkout script');
    expect(scripts()).toHaveLength(0);
  });

  test('hanging: given up after CHECKOUT_SCRIPT_TIMEOUT_MS, and a retry adds a fresh element', async () => {
    const loading = loadCheckoutScript(SRC);
    jest.advanceTimersByTime(CHECKOUT_SCRIPT_TIMEOUT_MS - 1);
    expect(scripts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(loading).rejects.toThrow('checkout script');
    expect(scripts()).toHaveLength(0);
    void loadCheckoutScript(SRC).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  test('already loaded: resolves at once, adds nothing', async () => {
    window.Razorpay = function () {} as unknown as typeof window.Razorpay;
    await expect(loadCheckoutScript(SRC)).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });
});
