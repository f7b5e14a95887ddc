/**
 * Log level: "info" by default (start-up, warnings, errors, and one line per request: the
 * request-id middleware's). LOG_LEVEL=http adds Strapi's own line per request as well.
 * Every line is JSON (config/lib/log-lines.ts); npm start shows them pretty in its terminal.
 */
import { winstonFormat } from './lib/log-lines';

export default ({ env }: { env: (key: string, fallback?: string) => string }) => ({
  level: env('LOG_LEVEL', 'info'),
  format: winstonFormat,
});
