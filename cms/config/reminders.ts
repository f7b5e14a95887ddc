import type { Core } from '@strapi/strapi';

/**
 * Renewal reminders (src/api/reminder/). sweepSeconds: how often each CMS instance looks for
 * reminders that have fallen due (each is queued once, whichever instance finds it first).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  sweepSeconds: Math.max(1, env.int('REMINDERS_SWEEP_SECONDS', 3600)),
});

export default config;
