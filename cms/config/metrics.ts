import type { Core } from '@strapi/strapi';
import { wholeNumber } from './lib/checked';

/**
 * This instance's Prometheus metrics (src/lib/metrics.ts) on 127.0.0.1:CMS_METRICS_PORT/metrics.
 * Unset or empty: not served. Each instance of a deployment gives its own port.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const raw = env('CMS_METRICS_PORT', '').trim();
  return { port: raw ? wholeNumber('CMS_METRICS_PORT', raw, { min: 1, max: 65535 }) : null };
};
