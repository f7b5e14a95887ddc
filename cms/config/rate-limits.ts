import type { Core } from '@strapi/strapi';
import { positiveNumber, wholeNumber } from './lib/checked';

/** Rate limits and the client IP they key on. */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Multiplies every rate limit (tests and benchmarks raise it). */
  factor: positiveNumber('RATE_LIMIT_FACTOR', env('RATE_LIMIT_FACTOR', '1'), '1'),
  /**
   * Proxies in front of the CMS whose X-Forwarded-For entries are trusted: 1 = the site server
   * only; 2 = a load balancer or CDN in front of the site server; 0 = clients connect directly.
   */
  trustProxyHops: wholeNumber('TRUST_PROXY_HOPS', env('TRUST_PROXY_HOPS', '1'), { min: 0, unit: 'proxies' }),
});

export default config;
