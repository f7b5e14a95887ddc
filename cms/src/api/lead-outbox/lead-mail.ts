/**
 * The firm's notification mail for one lead: every field the lead gave (what the visitor sent,
 * the page, the campaign parameters, the referrer, the consent version, the time), in the firm's
 * mail layout, which escapes every value.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Firm, Mail } from '../../lib/mailer';
import { layoutMail } from '../../lib/mailer';
import { FIRM_TIME_ZONE } from '../../lib/dates';
import type { LeadEvent } from './delivery';

/** 'consentVersion' → 'Consent version'; utm_* stay as marketers know them. */
const label = (field: string) =>
  field.startsWith('utm_')
    ? field
    : field[0].toUpperCase() + field.slice(1).replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a} ${b.toLowerCase()}`);

const shown = (value: unknown): string => {
  if (value instanceof Date || (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value))) {
    const at = new Date(value as string | Date);
    if (!Number.isNaN(at.getTime())) return `${format(at, 'd MMM yyyy, HH:mm:ss', { in: tz(FIRM_TIME_ZONE) })} IST`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The lead's fields with a value (lead-data.ts: its collection's attributes, in order), as "Label: value" lines; its id is named below them. */
export function leadFieldLines(lead: Record<string, unknown>): string[] {
  return Object.entries(lead)
    .filter(([field, value]) => field !== 'id' && value !== null && value !== undefined && String(value).trim() !== '')
    .map(([field, value]) => `${label(field)}: ${shown(value)}`);
}

export function leadNotification(firm: Firm, event: LeadEvent): Mail {
  const { lead } = event;
  const what = typeof lead.source === 'string' && lead.source ? `${event.kind} (${lead.source})` : event.kind;
  const heading = `${event.type === 'lead.updated' ? 'Updated' : 'New'} ${what}`;
  const who = [lead.name, lead.email, lead.mobile, lead.phone].find((v) => typeof v === 'string' && v.trim() !== '') ?? `#${lead.id}`;
  const { text, html } = layoutMail(firm, {
    heading,
    paragraphs: leadFieldLines(lead),
    after: [
      event.type === 'lead.updated'
        ? 'The same person sent this form again today: the record was updated with what they sent now.'
        : 'The lead is stored in the CMS.',
      `Record ${event.collection} #${lead.id}, event ${event.id}.`,
    ],
  });
  return {
    from: `${firm.firmName} website <${firm.supportEmail}>`,
    to: firm.supportEmail,
    subject: `[${what}] ${who}${event.type === 'lead.updated' ? ' (updated)' : ''}`,
    text,
    html,
  };
}
