/** The compliance officer's warning that last month's complaint data is not on the website yet (pure). */
import { layoutMail, type Firm, type Mail } from '../../lib/mailer';

export function publicationReminderMail(firm: Firm, to: string, o: { month: string; due: string }): Mail {
  const month = o.month.replace(',', '');
  const { text, html } = layoutMail(firm, {
    heading: `The complaint data for ${month} is not published`,
    paragraphs: [
      `The investor complaint data for ${month} must be on the website by ${o.due} (SEBI, Investor Charter for research analysts, Annexure B).`,
      'A draft prepared from the grievance tickets is waiting in the CMS panel: Content Manager → Complaint data. Review its figures and publish it.',
    ],
  });
  return {
    from: `${firm.firmName} compliance desk <${firm.supportEmail}>`,
    to,
    subject: `[Complaint data] ${month} not published: due by ${o.due}`,
    text,
    html,
  };
}
