/**
 * Razorpay's addresses, written once: the CMS's payments configuration (config/payments.ts) calls
 * the API and hands the checkout script's URL to the page; the site's origin (scripts/lib/config.ts)
 * lets that page load what Razorpay Checkout needs through its Content-Security-Policy.
 */
import type { PaymentsMode } from './payments-mode';

export const RAZORPAY_DEFAULTS = {
  /** The API's origin without the version. */
  apiUrl: 'https://api.razorpay.com',
  /** Razorpay Checkout's standard script. */
  checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
} as const;

/**
 * Hosts Razorpay Checkout reaches besides the two configured ones, as Razorpay's own plugins allow
 * them (razorpay-magento's csp_whitelist.xml, its WooCommerce plugin; checked 2026-11-26): the
 * risk-detection script and the images of its CDN (since 2026), the checkout's own frame, and its
 * event logging.
 */
const CHECKOUT_HOSTS = {
  scriptSrc: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frameSrc: ['https://checkout.razorpay.com'],
  connectSrc: ['https://lumberjack.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
} as const;

export type CheckoutCsp = Record<'scriptSrc' | 'frameSrc' | 'connectSrc' | 'imgSrc', string[]>;

const originOf = (url: string, name: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} is not a URL: ${JSON.stringify(url)}`);
  }
};

/**
 * What the page's CSP must allow for a live checkout: the configured script's origin, the API's
 * origin (Checkout's payment frame and its calls come from there) and the hosts above. Nothing in
 * demo mode or with payments off, where no Razorpay script is ever loaded.
 */
export function checkoutCsp(mode: PaymentsMode, urls: { checkoutScript?: string; apiUrl?: string } = {}): CheckoutCsp {
  if (mode !== 'live') return { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  const script = originOf(urls.checkoutScript || RAZORPAY_DEFAULTS.checkoutScript, 'RAZORPAY_CHECKOUT_URL');
  const api = originOf(urls.apiUrl || RAZORPAY_DEFAULTS.apiUrl, 'RAZORPAY_API_URL');
  const unique = (list: string[]) => [...new Set(list)];
  return {
    scriptSrc: unique([script, ...CHECKOUT_HOSTS.scriptSrc]),
    frameSrc: unique([api, ...CHECKOUT_HOSTS.frameSrc]),
    connectSrc: unique([api, ...CHECKOUT_HOSTS.connectSrc]),
    imgSrc: unique([...CHECKOUT_HOSTS.imgSrc]),
  };
}
