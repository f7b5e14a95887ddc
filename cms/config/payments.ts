import type { Core } from '@strapi/strapi';

/** Razorpay: without a key secret no payment is recorded. */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  razorpay: {
    keyId: env('RAZORPAY_KEY_ID', '') || undefined,
    keySecret: env('RAZORPAY_KEY_SECRET', '') || undefined,
    webhookSecret: env('RAZORPAY_WEBHOOK_SECRET', '') || undefined,
    /** The API's origin without the version (tests point it at a local fake). */
    apiUrl: env('RAZORPAY_API_URL', 'https://api.razorpay.com').replace(/\/$/, ''),
  },
});

export default config;
