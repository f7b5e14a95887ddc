/**
 * Grievance tickets: a grievance sent through the site's form becomes a ticket with a reference
 * number (GRV-<year>-<number within the year>), and its complainant is acknowledged at once; the
 * month's complaint data is computed from the tickets (report.ts).
 */
import crypto from 'node:crypto';
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { grievanceReference, type ComplaintReport, type GrievanceChannel } from 'contracts';
import { isUniqueViolation } from '../../../lib/db';
import { todayInFirm } from '../../../lib/dates';
import { leadOutbox } from '../../lead-outbox/services/lead-outbox';
import { leadOutboxWorker } from '../../lead-outbox/worker';
import type { Destination, LeadEvent } from '../../lead-outbox/delivery';
import { complaintReport } from '../report';
import { deadlineDigest, type DeadlineDigest, type OpenTicket } from '../deadlines';
import { deadlineDigestMail } from '../mail';
import { firmDetails, sendMail } from '../../../lib/mailer';

export const GRIEVANCE = 'api::grievance.grievance' as const;
/** Two grievances received in the same instant race for a number: the loser takes the next one. */
const NUMBER_ATTEMPTS = 20;

export interface GrievanceRecord {
  id: number;
  reference: string;
  receivedAt: string;
  channel: GrievanceChannel;
  impersonation: boolean;
  ticketStatus: 'open' | 'resolved' | 'closed';
  resolvedAt: string | null;
  resolutionNote: string | null;
  name: string | null;
  email: string | null;
  mobile: string | null;
  message: string | null;
  history: unknown;
}

export interface NewGrievance {
  name?: string;
  email: string;
  mobile?: string;
  message: string;
}

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
  /** Opens the ticket of a grievance received now, or answers the one this same submission opened already. */
  async open(g: NewGrievance, now: Date = new Date()): Promise<{ ticket: GrievanceRecord; repeat: boolean }> {
    const rows = strapi.db.query(GRIEVANCE);
    const dedupeKey = submissionKey(g, now);
    const year = Number(todayInFirm(now).slice(0, 4));
    for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
      const existing = (await rows.findOne({ where: { dedupeKey } })) as GrievanceRecord | null;
      if (existing) return { ticket: existing, repeat: true };
      const serial = await nextSerial(strapi, year);
      try {
        const ticket = (await rows.create({
          data: {
            reference: grievanceReference(year, serial),
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
      await leadOutbox(strapi).enqueue(event, [destination], { uid: GRIEVANCE, id: ticket.id }, now);
      leadOutboxWorker(strapi)?.nudge();
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

  /** The month's complaint data ('YYYY-MM'), from every ticket. */
  async report(month: string): Promise<ComplaintReport> {
    const tickets = (await strapi.db.query(GRIEVANCE).findMany({
      select: ['channel', 'impersonation', 'receivedAt', 'resolvedAt', 'ticketStatus'],
    })) as Array<Pick<GrievanceRecord, 'channel' | 'impersonation' | 'receivedAt' | 'resolvedAt' | 'ticketStatus'>>;
    return complaintReport(
      month,
      tickets.map((t) => ({
        channel: t.channel,
        impersonation: !!t.impersonation,
        receivedAt: new Date(t.receivedAt),
        resolvedAt: t.ticketStatus !== 'open' && t.resolvedAt ? new Date(t.resolvedAt) : null,
      })),
    );
  },
});

export default factories.createCoreService(GRIEVANCE, grievanceService);

export const grievances = (strapi: Core.Strapi) => strapi.service(GRIEVANCE) as unknown as ReturnType<typeof grievanceService>;
