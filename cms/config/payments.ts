import type { Core } from '@strapi/strapi';
import { paymentsMode } from './lib/payments-mode';
import { RAZORPAY_DEFAULTS } from './lib/razorpay';

/**
 * Razorpay. Live checkout needs both keys; with neither, outside production, the demo checkout
 * (the server signs as Razorpay would, with a secret of its own); otherwise payments are off.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const keyId = env('RAZORPAY_KEY_ID', '') || undefined;
  const keySecret = env('RAZORPAY_KEY_SECRET', '') || undefined;
  return {
    razorpay: {
      keyId,
      keySecret,
      webhookSecret: env('RAZORPAY_WEBHOOK_SECRET', '') || undefined,
      /** The API's origin without the version (tests point it at a local fake). */
      apiUrl: env('RAZORPAY_API_URL', RAZORPAY_DEFAULTS.apiUrl).replace(/\/$/, ''),
      /** Razorpay Checkout's script; the site's CSP allows its origin when payments are live (lib/razorpay.ts). */
      checkoutScript: env('RAZORPAY_CHECKOUT_URL', RAZORPAY_DEFAULTS.checkoutScript),
      /** No keys at all and not in production: the clearly labelled demo checkout (lib/payments-mode.ts). */
      demo:
        paymentsMode({ keyId, keySecret, nodeEnv: env('NODE_ENV', 'development'), nodeEnvDefaulted: env('NODE_ENV_DEFAULTED', '') }) ===
        'demo',
    },
  };
};

export default config;
