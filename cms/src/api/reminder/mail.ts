/**
 * The renewal reminder a subscriber is mailed: an instalment falling due (its amount, the day, a
 * link to pay in My Account) or the plan ending (its last day, a link to renew). Not
 * transactional: it carries the headers and the footer that let the subscriber turn reminders off.
 */
import { APP_ROUTES, longDay, STANDARD_WARNING } from 'contracts';
import { headerText, layoutMail, type Firm, type FooterLink, type Mail } from '../../lib/mailer';
import { rupees } from '../order/receipt';
import { lastDayBefore, type DueReminder } from './milestones';

export interface ReminderFacts {
  reminder: Pick<DueReminder, 'kind' | 'dueDay' | 'amount'>;
  plan: string;
  client: { name: string; email: string };
  /** The site's origin: the link goes to My Account there. */
  siteOrigin: string;
  /** The footer's "Manage alerts · Unsubscribe" links, and List-Unsubscribe and List-Unsubscribe-Post (none in production on http). */
  unsubscribe: { footer: FooterLink[]; headers: Record<string, string> };
}

const greeting = (name: string) => (name ? `Dear ${name},` : 'Hello,');

export function reminderMail(firm: Firm, facts: ReminderFacts): Mail {
  const { reminder, plan } = facts;
  const url = `${facts.siteOrigin}${APP_ROUTES.myAccount}`;
  const instalment = reminder.kind === 'instalment';
  const amount = rupees(reminder.amount ?? 0);
  const subject = instalment
    ? `Your ${plan} instalment of ${amount} is due on ${longDay(reminder.dueDay)}`
    : `Your ${plan} plan ends on ${longDay(lastDayBefore(reminder.dueDay))}`;
  const paragraphs = instalment
    ? [
        greeting(facts.client.name),
        `The next instalment of your ${plan} subscription, ${amount}, is due on ${longDay(reminder.dueDay)}.`,
        'Pay it in My Account before then so that your research keeps coming without a break.',
      ]
    : [
        greeting(facts.client.name),
        `Your ${plan} subscription runs until ${longDay(lastDayBefore(reminder.dueDay))}.`,
        'To keep receiving our research after that, choose a plan in My Account.',
      ];
  const { text, html } = layoutMail(firm, {
    heading: instalment ? 'Your instalment is due soon' : 'Your plan ends soon',
    paragraphs,
    button: { label: instalment ? 'Pay the instalment' : 'Open My Account', url },
    after: [STANDARD_WARNING, `You receive this reminder because you subscribe to ${plan}. You can turn reminders off in My Account.`],
    footerLinks: facts.unsubscribe.footer,
  });
  return {
    from: `"${headerText(firm.firmName)}" <${firm.supportEmail}>`,
    to: facts.client.email,
    subject: headerText(subject),
    text,
    html,
    headers: facts.unsubscribe.headers,
  };
}
