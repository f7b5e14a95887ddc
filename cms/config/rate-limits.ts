import type { Core } from '@strapi/strapi';

/**
 * Rate limits and the client IP they key on. Both come from the environment and are checked
 * here, at start: a typo must stop the CMS with a clear message, not silently disable the limits
 * (Number('abc') is NaN, and every comparison with NaN lets calls through).
 */
function positiveNumber(name: string, raw: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number (got "${raw}"). Unset it for the default 1.`);
  }
  return value;
}

function hopCount(name: string, raw: string): number {
  if (!/^\d{1,2}$/.test(raw.trim())) throw new Error(`${name} must be a whole number of proxies, 0 or more (got "${raw}").`);
  return Number(raw.trim());
}

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Multiplies every rate limit (tests and benchmarks raise it). */
  factor: positiveNumber('RATE_LIMIT_FACTOR', env('RATE_LIMIT_FACTOR', '1')),
  /**
   * Proxies in front of the CMS whose X-Forwarded-For entries are trusted: 1 = the site server
   * only; 2 = a load balancer or CDN in front of the site server; 0 = clients connect directly.
   */
  trustProxyHops: hopCount('TRUST_PROXY_HOPS', env('TRUST_PROXY_HOPS', '1')),
});

export default config;
