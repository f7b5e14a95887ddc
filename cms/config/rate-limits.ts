import type { Core } from '@strapi/strapi';
import { positiveNumber } from './lib/checked';

/** Rate limits (the client address they key on: config/proxies.ts). */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Multiplies every rate limit (tests and benchmarks raise it). */
  factor: positiveNumber('RATE_LIMIT_FACTOR', env('RATE_LIMIT_FACTOR', '1'), '1'),
});

export default config;
