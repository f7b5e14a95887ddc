/**
 * The compliance desk's schedule: the deadline digest every morning in India (and again each hour
 * of the working day, which sends only what an earlier run could not: a ticket is mailed once a day).
 */
import type { Core } from '@strapi/strapi';
import { FIRM_TIME_ZONE } from '../../lib/dates';
import { grievances } from './services/grievance';
import { scheduledOnce } from '../../lib/db-lock';

export function scheduleGrievanceJobs(strapi: Core.Strapi): void {
  strapi.cron.add({
    grievanceDeadlineDigest: {
      // Once per tick across instances (every instance's cron fires it).
      // A failure is logged and counted there; the next run retries.
      task: scheduledOnce(strapi, 'grievanceDeadlineDigest', async () => {
        const sent = await grievances(strapi).sendDeadlineDigest();
        if (sent.mailedTo)
          strapi.log.info(
            `[grievance] deadline digest to ${sent.mailedTo}: ${sent.overdue.length} overdue, ${sent.approaching.length} approaching`,
          );
      }),
      options: { rule: '0 0 9-18 * * *', tz: FIRM_TIME_ZONE },
    },
  });
}
