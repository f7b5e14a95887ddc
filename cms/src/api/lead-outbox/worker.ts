/**
 * The outbox worker of one CMS instance: claims due entries, delivers each to its destination,
 * and on failure schedules the next attempt with exponential backoff (delivery.ts) until it
 * succeeds or RETRY_FOR_MS (lib/outbox-claim.ts) has passed. It wakes when a lead is queued (nudge), when the next
 * retry is due, and at least every IDLE_POLL_MS for entries other instances queued or left.
 *
 * Delivery is at least once: an instance stopped between a receiver's 2xx and recording it
 * sends that event again after the claim's lease, with the same X-Lead-Event-Id.
 */
import axios from 'axios';
import type { Core } from '@strapi/strapi';
import { startWorkerLoop } from '../../lib/poll-loop';
import { firmDetails, sendMail } from '../../lib/mailer';
import type { LeadsConfig } from '../../../config/leads';
import { emailMarketingRequest, REQUEST_TIMEOUT_MS, webhookRequest, type Destination, type LeadEvent } from './delivery';
import { retryAt as nextTry, sleepUntilDue } from '../../lib/outbox-claim';
import { leadData } from './lead-data';
import { leadNotification } from './lead-mail';
import { acknowledgementMail, resolutionMail, type TicketMailFacts } from '../grievance/mail';
import type { GrievanceRecord } from '../grievance/services/grievance';
import { confirmationUrl } from '../grievance/confirmation';
import { leadOutbox, type OutboxEntry } from './services/lead-outbox';
import { sendReceipt } from '../order/receipt';
import { sendReminder } from '../reminder/send';
import { sendCancellationMail } from '../order/cancellation-mail';

const IDLE_POLL_MS = 5_000;
const BATCH = 10;
/** Longer than any one attempt (REQUEST_TIMEOUT_MS), so a claim never runs out under a live attempt. */
const LEASE_MS = 6 * REQUEST_TIMEOUT_MS;

/** A destination that is not (or no longer) configured: its entries are given up at once, not retried for days. */
class NotConfigured extends Error {}

function describe(err: unknown): string {
  if (axios.isAxiosError(err)) return err.response ? `HTTP ${err.response.status}` : `${err.code ?? 'request failed'}: ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}

async function deliver(strapi: Core.Strapi, destination: Destination, event: LeadEvent, now: Date): Promise<void> {
  const config = strapi.config.get('leads') as LeadsConfig;
  const http = { timeout: REQUEST_TIMEOUT_MS, maxRedirects: 0 };
  switch (destination) {
    case 'firm-mail':
      return sendMail(strapi, leadNotification(await firmDetails(strapi), event));
    case 'webhook': {
      if (!config.webhook) throw new NotConfigured('LEAD_WEBHOOK_URL is no longer set');
      const { body, headers } = webhookRequest(event, config.webhook.secret, now);
      // The body goes out exactly as signed (a string: axios does not serialise it again).
      await axios.post(config.webhook.url, body, { ...http, headers });
      return;
    }
    case 'email-marketing': {
      if (!config.emailMarketing) throw new NotConfigured('EMAIL_MARKETING_API_URL is no longer set');
      const { url, body } = emailMarketingRequest(event, config.emailMarketing);
      await axios.post(url, body, http);
      return;
    }
    case 'receipt-mail':
      return sendReceipt(strapi, event);
    case 'reminder-mail':
      return sendReminder(strapi, event, now);
    case 'cancellation-firm':
      return sendCancellationMail(strapi, event, 'firm');
    case 'cancellation-subscriber':
      return sendCancellationMail(strapi, event, 'subscriber');
    case 'grievance-ack': {
      // A grievance destination's lead is the ticket's row, queued only when it has an email (grievance.mailComplainant).
      const ticket = event.lead as TicketMailFacts & Pick<GrievanceRecord, 'awaitingConfirmation'>;
      // The confirmation link is made again here from the reference: its token is stored nowhere.
      const confirmUrl = ticket.awaitingConfirmation ? confirmationUrl(strapi, ticket.reference) : null;
      return sendMail(strapi, acknowledgementMail(await firmDetails(strapi), ticket, confirmUrl));
    }
    case 'grievance-resolution':
      // As above: the ticket's row.
      return sendMail(strapi, resolutionMail(await firmDetails(strapi), event.lead as TicketMailFacts));
    default:
      throw new NotConfigured(`unknown destination ${String(destination)}`);
  }
}

export interface LeadOutboxWorker {
  /** Look for due entries now (a lead was just queued). */
  nudge(): void;
  /** Stop waking up and wait for the attempts under way to be recorded. */
  stop(): Promise<void>;
}

const workers = new WeakMap<Core.Strapi, LeadOutboxWorker>();

/** The running worker of this CMS instance, if started. */
export const leadOutboxWorker = (strapi: Core.Strapi): LeadOutboxWorker | undefined => workers.get(strapi);

export function startLeadOutboxWorker(strapi: Core.Strapi): LeadOutboxWorker {
  const outbox = leadOutbox(strapi);
  const retry = (strapi.config.get('leads') as LeadsConfig).retry;

  async function attempt(entry: OutboxEntry): Promise<void> {
    const now = new Date();
    try {
      if (!entry.payload) throw new NotConfigured('the entry has no payload');
      const event = { ...entry.payload, lead: leadData(strapi, entry.payload.collection, entry.payload.lead) };
      await deliver(strapi, entry.destination, event, now);
      await outbox.delivered(entry, new Date());
    } catch (err) {
      const failures = entry.attempts + 1;
      const retryAt = nextTry(failures, entry.createdAt, now, retry, err instanceof NotConfigured);
      await outbox.failed(entry, describe(err), now, retryAt);
      const what = `[lead-outbox] ${entry.destination} delivery of ${entry.leadUid} #${entry.leadId} (event ${entry.eventId}) failed`;
      if (retryAt) strapi.log.warn(`${what}, attempt ${failures}: ${describe(err)}; next attempt at ${retryAt.toISOString()}`);
      else strapi.log.error(`${what} for good after ${failures} attempts: ${describe(err)}`);
    }
  }

  /** One pass: claim and deliver what is due (in parallel); answers how long to sleep. */
  async function pass(): Promise<number> {
    const now = new Date();
    const due = await outbox.due(now, BATCH);
    const claimed: OutboxEntry[] = [];
    for (const entry of due) if (await outbox.claim(entry.id, now, LEASE_MS)) claimed.push(entry);
    await Promise.all(claimed.map(attempt));
    if (due.length === BATCH) return 0;
    return sleepUntilDue(await outbox.nextDueAt(new Date()), IDLE_POLL_MS);
  }

  return startWorkerLoop(strapi, workers, 'lead-outbox', pass, IDLE_POLL_MS);
}
