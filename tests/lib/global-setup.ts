/**
 * The browser suites: one real product (CMS on a fresh SQLite database in a temporary
 * DATA_DIR, the site built from it, the one-origin server), its handle kept in this process.
 * The data suites: a folder for this run's seeded CMS template (see lib/cms.ts), made by the
 * first boot that needs it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productConfig } from '../../scripts/lib/config';
import { startProduct, Product } from '../../scripts/lib/product';
import { E2E_RATE_LIMIT_FACTOR, selectedSuites } from './suites';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { startFakeCheckout, type FakeCheckout } from './fake-checkout';

declare global {
  var __product: Product | undefined;
  var __razorpay: FakeRazorpay | undefined;
  var __checkout: FakeCheckout | undefined;
}

export default async function globalSetup() {
  const suites = selectedSuites();
  if (suites !== 'browser') process.env.TEST_CMS_TEMPLATE = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-template-'));
  if (suites === 'data' || suites === 'deploy') return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = Number(process.env.TEST_PORT || 18080);
  // proxy.spec checks the raised limits themselves.
  process.env.RATE_LIMIT_FACTOR = String(E2E_RATE_LIMIT_FACTOR);
  // Payments live, as a deployment runs them: the product's CMS talks to a loopback fake of
  // Razorpay's API, and the pages load a loopback fake of Razorpay Checkout from an origin of its
  // own through the CSP the configuration derives (live-checkout.spec; the other purchase suites
  // stub the script).
  globalThis.__razorpay = await startFakeRazorpay();
  globalThis.__checkout = await startFakeCheckout(globalThis.__razorpay);
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: globalThis.__razorpay.keyId,
    RAZORPAY_KEY_SECRET: globalThis.__razorpay.keySecret,
    RAZORPAY_API_URL: globalThis.__razorpay.url,
    RAZORPAY_CHECKOUT_URL: globalThis.__checkout.scriptUrl,
  });
  // After the payments' variables: the site's CSP is derived from them.
  const cfg = productConfig({
    dataDir,
    port,
    cmsPort: Number(process.env.TEST_CMS_PORT || 11380),
    cmsAdmin: { email: 'editor@example.com', password: 'Editor-Passw0rd!' },
    seedAdmin: { email: 'admin@example.com', password: 'Admin-Passw0rd!' },
  });
  console.log(`[e2e] starting the product in ${dataDir}…`);
  const t = Date.now();
  globalThis.__product = await startProduct(cfg, { echo: false, debounceMs: 500 });
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_CMS_URL = globalThis.__product.cmsUrl;
  console.log(`[e2e] product ready in ${((Date.now() - t) / 1000).toFixed(0)} s`);
}
