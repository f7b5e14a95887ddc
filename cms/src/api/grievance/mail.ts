/**
 * The complainant's mails: the acknowledgement sent at once (the reference, the 21-day timeline and
 * the escalation path) and the resolution; and the compliance officer's deadline digest. Pure, in the firm's mail layout (which escapes every value).
 *
 * The form is open to anyone and names any address, so the complainant's mails quote nothing the
 * form was sent with (not the details, not the name): the firm's own sender would otherwise carry a
 * stranger's text and links to whoever they named.
 */
import type { GrievanceRecord } from './services/grievance';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { REDRESSAL_DAYS, SCORES_URL, SMART_ODR_URL } from 'contracts';
import { layoutMail, type Firm, type Mail } from '../../lib/mailer';
import { FIRM_TIME_ZONE } from '../../lib/dates';
import type { DeadlineDigest, DigestLine } from './deadlines';

/** resolutionNote: written by the firm's staff. A type (not an interface), so a lead's stored row narrows to it. */
export type TicketMailFacts = Pick<GrievanceRecord, 'reference' | 'receivedAt' | 'resolutionNote'> & { email: string };

const inIndia = (at: string | Date, pattern: string) => format(new Date(at), pattern, { in: tz(FIRM_TIME_ZONE) });
/** The last day of the redressal period: receipt plus 21 calendar days. */
export const resolveBy = (receivedAt: string | Date) => new Date(new Date(receivedAt).getTime() + REDRESSAL_DAYS * 24 * 3600 * 1000);

/** The escalation path, with the portals' addresses of Site settings (the pages link the same). */
const escalation = (firm: Firm) => [
  `If you are not satisfied with our response, or have not heard from us within ${REDRESSAL_DAYS} days, you can lodge your complaint with SEBI on SCORES 2.0: ${firm.scoresUrl || SCORES_URL}.`,
  `If you are still not satisfied after SCORES, you can seek online dispute resolution through SMART ODR: ${firm.smartOdrUrl || SMART_ODR_URL}.`,
];

const sender = (firm: Firm) => `${firm.firmName} grievance desk <${firm.supportEmail}>`;

/** `confirmUrl`: the link that confirms a grievance from an address that is not a registered client's (confirmation.ts). */
export function acknowledgementMail(firm: Firm, t: TicketMailFacts, confirmUrl: string | null = null): Mail {
  const { text, html } = layoutMail(firm, {
    heading: `We have received your grievance: ${t.reference}`,
    paragraphs: [
      'Dear investor,',
      `Your grievance was received on ${inIndia(t.receivedAt, 'd MMM yyyy, HH:mm')} IST. Its reference number is ${t.reference}: please quote it in any message about it.`,
      `We will resolve it within ${REDRESSAL_DAYS} calendar days of receipt, that is by ${inIndia(resolveBy(t.receivedAt), 'd MMM yyyy')}.`,
      ...(confirmUrl
        ? ['Please confirm that you sent this grievance with the button below. If you did not send it, you can ignore this email.']
        : []),
    ],
    ...(confirmUrl ? { button: { label: 'I sent this grievance', url: confirmUrl } } : {}),
    after: escalation(firm),
  });
  return { from: sender(firm), to: t.email, subject: `Grievance ${t.reference} received`, text, html };
}

export function resolutionMail(firm: Firm, t: TicketMailFacts): Mail {
  const { text, html } = layoutMail(firm, {
    heading: `Your grievance ${t.reference} is resolved`,
    paragraphs: [
      'Dear investor,',
      `Your grievance received on ${inIndia(t.receivedAt, 'd MMM yyyy')} (reference ${t.reference}) has been resolved.`,
      ...(t.resolutionNote ? [`Resolution: ${t.resolutionNote}`] : []),
    ],
    after: escalation(firm),
  });
  return { from: sender(firm), to: t.email, subject: `Grievance ${t.reference} resolved`, text, html };
}

/** The compliance officer's daily digest: the tickets approaching the 21-day deadline and those past it. */
export function deadlineDigestMail(firm: Firm, to: string, digest: DeadlineDigest): Mail {
  const line = (l: DigestLine) =>
    `${l.reference} — day ${l.day}, due ${inIndia(`${l.dueDay}T12:00:00Z`, 'd MMM yyyy')}${l.name ? ` — ${l.name}` : ''}`;
  const paragraphs = [
    ...(digest.overdue.length ? [`Past the ${REDRESSAL_DAYS}-day deadline (${digest.overdue.length}):`, ...digest.overdue.map(line)] : []),
    ...(digest.approaching.length ? [`Approaching the deadline (${digest.approaching.length}):`, ...digest.approaching.map(line)] : []),
  ];
  const { text, html } = layoutMail(firm, {
    heading: 'Grievance tickets to resolve',
    paragraphs,
    after: ['Work them in the CMS panel: Content Manager → Grievance ticket.'],
  });
  const count = digest.overdue.length + digest.approaching.length;
  return {
    from: sender(firm),
    to,
    subject: `[Grievances] ${digest.overdue.length} overdue, ${count - digest.overdue.length} approaching the deadline`,
    text,
    html,
  };
}
