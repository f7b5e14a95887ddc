/** The monthly complaint data: its checks on every save and its scheduled jobs. */
import type { Lifecycle } from '../../lib/lifecycle';
import { checkComplaintData } from './rules';
import { scheduleComplaintDataJobs } from './schedule';

export const complaintDataLifecycle: Lifecycle = {
  // A document-service middleware: registered before the server starts (Strapi's rule).
  register: checkComplaintData,
  bootstrap: scheduleComplaintDataJobs,
};
