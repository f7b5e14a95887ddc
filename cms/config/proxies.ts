import type { Core } from '@strapi/strapi';
import proxyaddr from 'proxy-addr';
import { wholeNumber } from './lib/checked';

/**
 * TRUSTED_PROXIES: comma-separated addresses and CIDR ranges (proxy-addr's notation, its names
 * loopback, linklocal and uniquelocal included), each checked by proxy-addr itself so the start
 * stops on what it would not understand. Empty: no proxy is trusted.
 */
function proxyList(raw: string): string[] {
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch (err) {
      throw new Error(
        `TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges (got "${raw}": ${(err as Error).message}).`,
      );
    }
  }
  return entries;
}

/**
 * Whose X-Forwarded-For and X-Forwarded-Proto the CMS believes (src/lib/client-address.ts): the
 * client's address, which rate limits key on, and whether it came over HTTPS (HSTS).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** The proxies in front of the CMS: the site server and nginx connect from 127.0.0.1. */
  trusted: proxyList(env('TRUSTED_PROXIES', '127.0.0.1')),
  /**
   * At most this many of them in a row, each in `trusted`: 1 = the site server or nginx; 2 = a
   * load balancer in front of nginx; 0 = clients connect directly (nothing forwarded is believed).
   */
  hops: wholeNumber('TRUST_PROXY_HOPS', env('TRUST_PROXY_HOPS', '1'), { min: 0, unit: 'proxies' }),
});

export default config;
