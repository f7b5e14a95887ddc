/**
 * What compliance staff do to a ticket in the CMS panel, checked where it is saved (every way of
 * saving goes through the database, so these are lifecycles; a ValidationError is answered 400):
 * - a ticket entered by hand (one that came through SCORES or elsewhere) gets the next reference
 *   number, and its receipt cannot be in the future;
 * - the reference number never changes;
 * - resolving or closing needs a resolution note; the resolution time is set then (and cleared if
 *   the ticket is reopened), and every status change joins the ticket's history with who made it;
 * - once resolved, the complainant is mailed the resolution.
 */
import type { Event } from '@strapi/database';
import { grievanceReference } from 'contracts';
import { errors } from '../../../../lib/http';
import { todayInFirm } from '../../../../lib/dates';
import { GRIEVANCE, grievances, nextSerial, type GrievanceRecord } from '../../services/grievance';

type Data = Partial<GrievanceRecord> & { serial?: number; updatedBy?: number | { id: number } | null; createdBy?: number | null };
/** A type, not an interface: it is stored in the ticket's JSON field, whose type takes object types only. */
type HistoryEntry = {
  at: string;
  status: string;
  by: string;
};

const refuse = (path: string, message: string) =>
  new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });

const dataOf = (event: Event) => (event.params?.data ?? {}) as Data;

/** "Name Surname <email>" of the panel user saving, or 'CMS' when it is not one. */
async function who(data: Data): Promise<string> {
  const raw = data.updatedBy ?? data.createdBy;
  const id = typeof raw === 'object' && raw ? raw.id : raw;
  if (typeof id !== 'number') return 'CMS';
  const user = (await strapi.db.query('admin::user').findOne({ where: { id } })) as {
    firstname?: string;
    lastname?: string;
    email?: string;
  } | null;
  return user ? `${[user.firstname, user.lastname].filter(Boolean).join(' ')} <${user.email}>`.trim() : 'CMS';
}

function checkResolution(data: Data, before: Partial<GrievanceRecord>): void {
  const status = data.ticketStatus ?? before.ticketStatus;
  const note = data.resolutionNote !== undefined ? data.resolutionNote : before.resolutionNote;
  if (status && status !== 'open' && !(note ?? '').trim())
    throw refuse('resolutionNote', 'Write the resolution note before marking the ticket resolved or closed.');
}

export default {
  async beforeCreate(event: Event) {
    const data = dataOf(event);
    if (data.reference) return; // opened from the site's form (services/grievance.ts numbered it)
    const receivedAt = data.receivedAt ? new Date(data.receivedAt) : new Date();
    if (receivedAt.getTime() > Date.now() + 60_000) throw refuse('receivedAt', 'The date received cannot be in the future.');
    checkResolution(data, {});
    const year = Number(todayInFirm(receivedAt).slice(0, 4));
    data.serial = await nextSerial(strapi, year);
    data.reference = grievanceReference(year, data.serial);
    data.receivedAt = receivedAt.toISOString();
    const status = data.ticketStatus ?? 'open';
    if (status !== 'open' && !data.resolvedAt) data.resolvedAt = new Date().toISOString();
    data.history = [{ at: new Date().toISOString(), status, by: await who(data) }];
  },

  async beforeUpdate(event: Event) {
    const data = dataOf(event);
    const where = event.params?.where as { id?: number } | undefined;
    if (!where?.id) return;
    const before = (await strapi.db.query(GRIEVANCE).findOne({ where: { id: where.id } })) as GrievanceRecord | null;
    if (!before) return;
    if (data.reference !== undefined && data.reference !== before.reference)
      throw refuse('reference', 'The reference number cannot be changed.');
    if (data.receivedAt && new Date(data.receivedAt).getTime() > Date.now() + 60_000)
      throw refuse('receivedAt', 'The date received cannot be in the future.');
    checkResolution(data, before);
    const status = data.ticketStatus ?? before.ticketStatus;
    if (status === before.ticketStatus) return;
    const now = new Date().toISOString();
    data.resolvedAt = status === 'open' ? null : (before.resolvedAt ?? now);
    const history = Array.isArray(before.history) ? (before.history as HistoryEntry[]) : [];
    data.history = [...history, { at: now, status, by: await who(data) }];
    (event.state as Record<string, unknown>).newlyResolved = before.ticketStatus === 'open' && status !== 'open';
  },

  async afterUpdate(event: Event) {
    if (!(event.state as Record<string, unknown>).newlyResolved) return;
    const ticket = event.result as GrievanceRecord;
    await grievances(strapi).mailComplainant(ticket, 'grievance-resolution', new Date());
  },
};
