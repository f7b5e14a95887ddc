/**
 * The monthly publication of the complaint data: the previous month's entry is prepared from the
 * grievance tickets as a draft (once: a second call, or another instance's, finds it), and while it
 * is not published the compliance officer is warned from the 3rd (the entry's title in the panel,
 * and a mail once a day). The officer reviews the draft and publishes it in the panel.
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { COMPLAINT_DATA_WARNING_FROM_DAY, complaintMonthLabel } from 'contracts';
import { isUniqueViolation } from '../../../lib/db';
import { todayInFirm } from '../../../lib/dates';
import { firmDetails, sendMail } from '../../../lib/mailer';
import { grievances } from '../../grievance/services/grievance';
import { dueDay, entryFromReport, previousMonth, warningTitle } from '../entry';
import { publicationReminderMail } from '../mail';
import { serviceOf } from '../../../lib/services';

export const COMPLAINT_DATA = 'api::complaint-data.complaint-data' as const;

export interface Prepared {
  month: string;
  documentId: string;
  /** False when the month's entry existed already (it is left as it is). */
  created: boolean;
  published: boolean;
}

export interface Reminder {
  month: string;
  published: boolean;
  /** Where the warning went, or null when none was due (or it went earlier today). */
  mailedTo: string | null;
}

const complaintDataService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The month's draft row (every document has one, published or not), or null. */
  async draftOf(month: string): Promise<{ id: number; documentId: string } | null> {
    return (await strapi.db.query(COMPLAINT_DATA).findOne({ where: { month, publishedAt: { $null: true } } })) as {
      id: number;
      documentId: string;
    } | null;
  },

  async isPublished(month: string): Promise<boolean> {
    return (await strapi.db.query(COMPLAINT_DATA).count({ where: { month, publishedAt: { $notNull: true } } })) > 0;
  },

  /**
   * The month's entry, made from the tickets as a draft unless it exists. Racing callers: the
   * database's unique index on the month's draft decides, and the loser answers the winner's entry.
   */
  async prepare(month: string, now: Date = new Date()): Promise<Prepared> {
    const answer = async (documentId: string, created: boolean) => ({
      month,
      documentId,
      created,
      published: await this.isPublished(month),
    });
    const existing = await this.draftOf(month);
    if (existing) return answer(existing.documentId, false);
    const report = await grievances(strapi).report(month);
    try {
      const doc = await strapi.documents(COMPLAINT_DATA).create({ data: { ...entryFromReport(report), preparedAt: now } as never });
      strapi.log.info(`[complaint-data] ${month} prepared from the tickets as a draft`);
      return answer(doc.documentId, true);
    } catch (err) {
      const winner = await this.draftOf(month);
      if (winner && (isUniqueViolation(err) || /unique/i.test((err as Error).message))) return answer(winner.documentId, false);
      throw err;
    }
  },

  /**
   * The previous month's entry prepared if it is not yet (the 1st's run may have failed), then,
   * from the 3rd while it is not published: the draft's title in the panel turns into a warning,
   * and the compliance officer (Site settings, else the support address) is mailed, once a day: the
   * day is claimed on the draft in one conditional update, so a second run finds nothing to send;
   * a failed mail gives the claim back for the next run.
   */
  async sendPublicationReminder(now: Date = new Date()): Promise<Reminder> {
    const today = todayInFirm(now);
    const month = previousMonth(today.slice(0, 7));
    await this.prepare(month, now);
    if (await this.isPublished(month)) return { month, published: true, mailedTo: null };
    if (Number(today.slice(8, 10)) < COMPLAINT_DATA_WARNING_FROM_DAY) return { month, published: false, mailedTo: null };

    const rows = strapi.db.query(COMPLAINT_DATA);
    const draft = { month, publishedAt: { $null: true } };
    await rows.updateMany({ where: draft, data: { title: warningTitle(month) } });
    const claim = { ...draft, $or: [{ reminderSentOn: { $null: true } }, { reminderSentOn: { $ne: today } }] };
    const { count } = await rows.updateMany({ where: claim, data: { reminderSentOn: today } });
    if (count === 0) return { month, published: false, mailedTo: null };
    const firm = await firmDetails(strapi);
    const settings = await strapi.documents('api::site-setting.site-setting').findFirst({ status: 'published' });
    const to = (settings?.complianceOfficerEmail as string | undefined) || firm.supportEmail;
    try {
      await sendMail(strapi, publicationReminderMail(firm, to, { month: complaintMonthLabel(month), due: dueDay(month) }));
    } catch (err) {
      await rows.updateMany({ where: { ...draft, reminderSentOn: today }, data: { reminderSentOn: null } });
      throw err;
    }
    strapi.log.info(`[complaint-data] ${month} is not published: ${to} reminded`);
    return { month, published: false, mailedTo: to };
  },
});

export default factories.createCoreService(COMPLAINT_DATA, complaintDataService);

export const complaintData = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof complaintDataService>>(strapi, COMPLAINT_DATA);
