/**
 * Log level: "info" by default (start-up, warnings, errors). LOG_LEVEL=http adds a line per
 * request; it is left off because it costs the API a noticeable share of its throughput.
 */
export default ({ env }: { env: (key: string, fallback?: string) => string }) => ({
  level: env('LOG_LEVEL', 'info'),
});
