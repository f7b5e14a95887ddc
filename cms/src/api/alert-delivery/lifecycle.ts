/** Alerts go out from their outbox: what earlier runs left pending is sent from the start on. */
import type { Core } from '@strapi/strapi';
import { keepReadOnly } from '../../lib/read-only';
import type { Lifecycle } from '../../lib/lifecycle';
import { closeBulkMail } from '../../lib/mailer';
import { alertWorker, startAlertWorker } from './worker';
import { alertDeliveries } from './services/alert-delivery';

const ALERT = 'api::alert-delivery.alert-delivery';
export const DELIVERY_LOG_READ_ONLY =
  'The alert delivery log is written by the CMS as it sends alerts: its rows cannot be added, changed or deleted by hand.';

export const alertDeliveryLifecycle: Lifecycle = {
  async bootstrap(strapi: Core.Strapi) {
    // The panel shows the log (compliance staff read it) through the document service; the outbox
    // itself writes through the query layer and knex, so refusing documents' writes keeps the
    // evidence as sent without slowing the worker.
    keepReadOnly(strapi, ALERT, DELIVERY_LOG_READ_ONLY);
    await alertDeliveries(strapi).giveDocumentIds();
    startAlertWorker(strapi);
  },
  /** A stop waits for the batch under way to be sent and recorded, then closes the SMTP pool. */
  async destroy(strapi) {
    await alertWorker(strapi)?.stop();
    closeBulkMail(strapi);
  },
};
