/**
 * Grievance tickets: a grievance sent through the site's form becomes a ticket with a reference
 * number (GRV-<year>-<number within the year>), and its complainant is acknowledged at once (at
 * most GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY a day per address); the month's complaint data is
 * computed from the tickets (report.ts), a stranger's once confirmed (confirmation.ts).
 */
import crypto from 'node:crypto';
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY, grievanceReference, type ComplaintReport, type LeadContext } from 'contracts';
import { isUniqueViolation } from '../../../lib/db';
import { todayInFirm } from '../../../lib/dates';
import { leadOutbox } from '../../lead-outbox/services/lead-outbox';
import { leadOutboxWorker } from '../../lead-outbox/worker';
import type { Destination, LeadEvent } from '../../lead-outbox/delivery';
import { complaintReport } from '../report';
import { deadlineDigest, type DeadlineDigest, type OpenTicket } from '../deadlines';
import { deadlineDigestMail } from '../mail';
import { firmDetails, sendMail } from '../../../lib/mailer';
import { keyBudget } from '../../../lib/rate-limit';
import { leads, type NewLead } from '../../lead/services/lead';
import { isRegisteredClient, tokenHash, confirmationToken } from '../confirmation';
import { serviceOf } from '../../../lib/services';
import type { Entry, Fields, WithRelations } from '../../../lib/entries';

export const GRIEVANCE = 'api::grievance.grievance' as const;
/** Two grievances received in the same instant race for a number: the loser takes the next one. */
const NUMBER_ATTEMPTS = 20;
/** Acknowledgements per address (lower-cased), a rolling day; every instance spends from the same budget. */
const acknowledgements = keyBudget('grievance-acks', GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY, 24 * 3600);

/**
 * A ticket; its reference is set when it is opened (the schema cannot require it: Strapi's create runs first).
 * awaitingConfirmation: a stranger's grievance not yet confirmed through the acknowledgement's link: not counted.
 */
export type GrievanceRecord = WithRelations<
  Entry<
    typeof GRIEVANCE,
    | 'receivedAt'
    | 'channel'
    | 'impersonation'
    | 'ticketStatus'
    | 'resolvedAt'
    | 'resolutionNote'
    | 'name'
    | 'email'
    | 'mobile'
    | 'message'
    | 'history'
    | 'awaitingConfirmation'
    | 'confirmedAt'
  >,
  { reference: string }
>;

/** A grievance as the form sends it: the ticket's complainant fields, with the address and message the form requires (the schema does not). */
export type NewGrievance = Fields<typeof GRIEVANCE, 'name' | 'email' | 'mobile' | 'message', 'email' | 'message'>;

/** The same grievance sent twice on one day (a double submit) is one ticket. */
const submissionKey = (g: NewGrievance, now: Date) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([g.email.toLowerCase(), g.message.trim(), todayInFirm(now)]))
    .digest('hex');

/** The next ticket number of a year (the database's unique reference decides between racing callers). */
export async function nextSerial(strapi: Core.Strapi, year: number): Promise<number> {
  const [last] = (await strapi.db.query(GRIEVANCE).findMany({
    where: { reference: { $startsWith: grievanceReference(year, 0).slice(0, 9) } },
    orderBy: { serial: 'desc' },
    limit: 1,
  })) as Array<{ serial: number | null }>;
  return (last?.serial ?? 0) + 1;
}

const grievanceService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The grievance form's call: spends one of the address's acknowledgements (a repeat costs none),
   * then stores the lead and opens the ticket. Answers the seconds to wait when the address has
   * none left, and then stores and mails nothing.
   */
  async receive(lead: NewLead, context?: LeadContext, now: Date = new Date()): Promise<{ retryAfter: number } | null> {
    const g = { name: lead.name, email: lead.email, mobile: lead.mobile, message: lead.otherQuery ?? '' };
    const address = lead.email.trim().toLowerCase();
    // A repeat (a double submit) sends nothing again, so it costs nothing.
    const known = await strapi.db.query(GRIEVANCE).findOne({ where: { dedupeKey: submissionKey(g, now) }, select: ['id'] });
    if (!known) {
      const retryAfter = await acknowledgements.spend(address);
      if (retryAfter) return { retryAfter };
    }
    await leads(strapi).record(lead, context, now);
    const { repeat } = await this.open(g, now);
    // Lost a race with the same submission: the other call acknowledged it.
    if (!known && repeat) await acknowledgements.giveBack(address);
    return null;
  },

  /** Opens the ticket of a grievance received now, or answers the one this same submission opened already. */
  async open(g: NewGrievance, now: Date = new Date()): Promise<{ ticket: GrievanceRecord; repeat: boolean }> {
    const rows = strapi.db.query(GRIEVANCE);
    const dedupeKey = submissionKey(g, now);
    const year = Number(todayInFirm(now).slice(0, 4));
    const awaitingConfirmation = !(await isRegisteredClient(strapi, g.email));
    for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
      const existing = (await rows.findOne({ where: { dedupeKey } })) as GrievanceRecord | null;
      if (existing) return { ticket: existing, repeat: true };
      const serial = await nextSerial(strapi, year);
      const reference = grievanceReference(year, serial);
      try {
        const ticket = (await rows.create({
          data: {
            reference,
            serial,
            dedupeKey,
            receivedAt: now,
            channel: 'direct',
            impersonation: false,
            ticketStatus: 'open',
            name: g.name ?? null,
            email: g.email,
            mobile: g.mobile ?? null,
            message: g.message,
            history: [{ at: now.toISOString(), status: 'open', by: 'website form' }],
            awaitingConfirmation,
            confirmTokenHash: awaitingConfirmation ? tokenHash(confirmationToken(strapi, reference)) : null,
          },
        })) as GrievanceRecord;
        await this.mailComplainant(ticket, 'grievance-ack', now);
        return { ticket, repeat: false };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    throw new Error('could not number a grievance ticket: too many received at once');
  },

  /**
   * Queues a mail to the ticket's complainant in the durable outbox (it retries while the relay is
   * down; the ticket is stored whatever happens to the mail).
   */
  async mailComplainant(ticket: GrievanceRecord, destination: Extract<Destination, 'grievance-ack' | 'grievance-resolution'>, now: Date) {
    if (!ticket.email) return;
    try {
      const event: LeadEvent = {
        id: crypto.randomUUID(),
        type: destination === 'grievance-ack' ? 'lead.created' : 'lead.updated',
        occurredAt: now.toISOString(),
        kind: 'grievance ticket',
        collection: GRIEVANCE,
        lead: { ...ticket },
      };
      // The worker is woken once the ticket's change is committed (a panel save runs in the audit
      // trail's transaction): woken before, it would find nothing and wait for its next round.
      await strapi.db.transaction(async ({ onCommit }) => {
        await leadOutbox(strapi).enqueue(event, [destination], { uid: GRIEVANCE, id: ticket.id }, now);
        onCommit(() => leadOutboxWorker(strapi)?.nudge());
      });
    } catch (err) {
      strapi.log.error(`[grievance] could not queue the ${destination} mail of ${ticket.reference}: ${(err as Error).message}`);
    }
  },

  /**
   * Mails the compliance officer (Site settings, else the support address) the open tickets at day
   * 14 or 18, and those past the deadline, once a day: the tickets are claimed for the day in one
   * conditional update, so another instance's run (or a second run) finds nothing to send; a failed
   * mail gives the claim back for the next run.
   */
  async sendDeadlineDigest(now: Date = new Date()): Promise<DeadlineDigest & { mailedTo: string | null }> {
    const rows = strapi.db.query(GRIEVANCE);
    const today = todayInFirm(now);
    const open = (await rows.findMany({
      where: { ticketStatus: 'open' },
      select: ['id', 'reference', 'receivedAt', 'name', 'remindedOn'],
    })) as Array<OpenTicket & { remindedOn: string | null }>;
    const digest = deadlineDigest(
      open.filter((t) => String(t.remindedOn ?? '').slice(0, 10) !== today).map((t) => ({ ...t, receivedAt: new Date(t.receivedAt) })),
      now,
    );
    const ids = [...digest.approaching, ...digest.overdue].map((l) => l.id);
    if (ids.length === 0) return { ...digest, mailedTo: null };
    const claim = { id: { $in: ids }, $or: [{ remindedOn: { $null: true } }, { remindedOn: { $ne: today } }] };
    const { count } = await rows.updateMany({ where: claim, data: { remindedOn: today } });
    if (count === 0) return { approaching: [], overdue: [], mailedTo: null };
    const firm = await firmDetails(strapi);
    const settings = await strapi.documents('api::site-setting.site-setting').findFirst({ status: 'published' });
    const to = (settings?.complianceOfficerEmail as string | undefined) || firm.supportEmail;
    try {
      await sendMail(strapi, deadlineDigestMail(firm, to, digest));
    } catch (err) {
      await rows.updateMany({ where: { id: { $in: ids }, remindedOn: today }, data: { remindedOn: null } });
      throw err;
    }
    return { ...digest, mailedTo: to };
  },

  /** The ticket of an acknowledgement's link, unchanged (following the link only shows the Confirm button). */
  async byConfirmToken(token: string): Promise<{ reference: string; confirmed: boolean } | null> {
    const ticket = (await strapi.db
      .query(GRIEVANCE)
      .findOne({ where: { confirmTokenHash: tokenHash(token) }, select: ['reference', 'awaitingConfirmation'] })) as Pick<
      GrievanceRecord,
      'reference' | 'awaitingConfirmation'
    > | null;
    return ticket && { reference: ticket.reference, confirmed: !ticket.awaitingConfirmation };
  },

  /**
   * The complainant pressed Confirm on the link's page: the ticket now counts in the complaint data
   * (a second press, or two at once, change nothing more). Answers the ticket's reference and receipt, or null
   * for a token of no ticket.
   */
  async confirm(token: string, now: Date = new Date()): Promise<{ reference: string; receivedAt: string } | null> {
    const rows = strapi.db.query(GRIEVANCE);
    const ticket = (await rows.findOne({ where: { confirmTokenHash: tokenHash(token) } })) as GrievanceRecord | null;
    if (!ticket) return null;
    if (ticket.awaitingConfirmation) {
      const history = Array.isArray(ticket.history) ? ticket.history : [];
      await rows.updateMany({
        where: { id: ticket.id, awaitingConfirmation: true },
        data: {
          awaitingConfirmation: false,
          confirmedAt: now,
          history: [...history, { at: now.toISOString(), status: 'confirmed', by: 'the complainant, by the link in the acknowledgement' }],
        },
      });
    }
    return { reference: ticket.reference, receivedAt: new Date(ticket.receivedAt).toISOString() };
  },

  /** The month's complaint data ('YYYY-MM'), from every ticket but strangers' unconfirmed ones. */
  async report(month: string): Promise<ComplaintReport> {
    const tickets = (await strapi.db.query(GRIEVANCE).findMany({
      select: ['channel', 'impersonation', 'receivedAt', 'resolvedAt', 'ticketStatus', 'awaitingConfirmation'],
    })) as Array<
      Pick<GrievanceRecord, 'channel' | 'impersonation' | 'receivedAt' | 'resolvedAt' | 'ticketStatus' | 'awaitingConfirmation'>
    >;
    return complaintReport(
      month,
      // A stranger's grievance its sender has not confirmed is not counted as received (see confirmation.ts).
      tickets
        .filter((t) => !t.awaitingConfirmation)
        .map((t) => ({
          channel: t.channel,
          impersonation: !!t.impersonation,
          receivedAt: new Date(t.receivedAt),
          resolvedAt: t.ticketStatus !== 'open' && t.resolvedAt ? new Date(t.resolvedAt) : null,
        })),
    );
  },
});

export default factories.createCoreService(GRIEVANCE, grievanceService);

export const grievances = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof grievanceService>>(strapi, GRIEVANCE);
