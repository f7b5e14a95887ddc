/**
 * The complaint data's schedule (India's calendar): just after midnight, so the 1st's run prepares
 * the month that just ended, and each hour of the working day, which prepares it if an earlier run
 * could not and, from the 3rd while it is not published, warns the compliance officer (once a day).
 */
import type { Core } from '@strapi/strapi';
import { FIRM_TIME_ZONE } from '../../lib/dates';
import { complaintData } from './services/complaint-data';
import { scheduledOnce } from '../../lib/db-lock';

export function scheduleComplaintDataJobs(strapi: Core.Strapi): void {
  strapi.cron.add({
    complaintDataPublication: {
      // Once per tick across instances (every instance's cron fires it).
      // A failure is logged and counted there; the next run retries.
      task: scheduledOnce(strapi, 'complaintDataPublication', async () => {
        await complaintData(strapi).sendPublicationReminder();
      }),
      options: { rule: '0 10 0,9-18 * * *', tz: FIRM_TIME_ZONE },
    },
  });
}
