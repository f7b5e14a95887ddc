/** Alerts go out from their outbox: what earlier runs left pending is sent from the start on. */
import type { Lifecycle } from '../../lib/lifecycle';
import { closeBulkMail } from '../../lib/mailer';
import { alertWorker, startAlertWorker } from './worker';

export const alertDeliveryLifecycle: Lifecycle = {
  bootstrap(strapi) {
    startAlertWorker(strapi);
  },
  /** A stop waits for the batch under way to be sent and recorded, then closes the SMTP pool. */
  async destroy(strapi) {
    await alertWorker(strapi)?.stop();
    closeBulkMail(strapi);
  },
};
