import type { Core } from '@strapi/strapi';
import { wholeNumber } from './lib/checked';

/** Lifetimes of the API's access tokens (src/api/access-token), in seconds. */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** A login token (14 days). */
  sessionTtlSeconds: wholeNumber('ACCESS_TOKEN_TTL_SECONDS', env('ACCESS_TOKEN_TTL_SECONDS', String(14 * 24 * 3600)), {
    min: 1,
    unit: 'seconds',
  }),
  /** A password-reset link (an hour). */
  resetTtlSeconds: wholeNumber('RESET_TOKEN_TTL_SECONDS', env('RESET_TOKEN_TTL_SECONDS', '3600'), { min: 1, unit: 'seconds' }),
});

export default config;
