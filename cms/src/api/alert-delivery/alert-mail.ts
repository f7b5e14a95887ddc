/**
 * The alert a subscriber gets when research is published: the stock, the action and prices, the
 * rationale's first paragraphs rendered from its Markdown (rationale.ts), a link to My Account
 * (never the report: report links are for entitled subscribers signed in), when it was published
 * in India's time, the firm's registration number and the standard warning, and a footer to the
 * alert settings and the one-click unsubscribe link (Gmail's and Yahoo's bulk-sender rules want
 * one visible besides the List-Unsubscribe header). Plain text and HTML through the firm's mail
 * layout, which escapes every value. Pure: the worker hands it what it read from the register
 * entry and the stock, and the subscriber's links.
 */
import { APP_ROUTES, STANDARD_WARNING, type AlertKind } from 'contracts';
import type { Firm, FooterLink, Mail } from '../../lib/mailer';
import { layoutMail } from '../../lib/mailer';
import { firmTime } from '../../lib/dates';
import type { RegisterEntry, RegisterKind } from '../research-register/chain';
import { renderRationale, type RenderedRationale } from './rationale';

/** How long the webhook's plain extract of the rationale may be, in characters (an ellipsis marks a cut). */
export const RATIONALE_EXTRACT_CHARS = 280;

/** A new stock is a new call; an update or an amendment of a call is an update. */
export const alertKindOf = (kind: RegisterKind): AlertKind => (kind === 'call' ? 'calls' : 'updates');

/** What the alert says, from the register entry's content and the stock's row. */
export interface AlertFacts {
  kind: RegisterKind;
  stockName: string;
  /** What subscribers know the stock by: its NSE symbol, else its BSE code, else its ISIN. */
  symbol: string;
  action: string | null;
  entryLow: number | null;
  entryHigh: number | null;
  target: number | null;
  stopLoss: number | null;
  rationale: string;
  /** An update's type ("Target revised"); an amendment's reason. */
  note: string | null;
  publishedAt: string;
}

type Content = Record<string, unknown>;
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : v == null || v === '' ? null : Number(v) || null;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The facts of a register entry (its content is the JSON the publishing service recorded) about `stock`. */
export function alertFacts(
  entry: Pick<RegisterEntry, 'kind' | 'content' | 'recordedAt'>,
  stock: { name: string; code: string; nseCode?: string | null; bseCode?: string | null },
): AlertFacts {
  const recorded = JSON.parse(entry.content) as Content;
  // An amendment records its target's merged research content under `content`, and its reason.
  const research = entry.kind === 'amendment' ? ((recorded.content as Content | undefined) ?? {}) : recorded;
  return {
    kind: entry.kind,
    stockName: stock.name,
    symbol: stock.nseCode || stock.bseCode || stock.code,
    action: str(research.action) || null,
    entryLow: num(research.entryLow),
    entryHigh: num(research.entryHigh),
    target: num(research.target),
    stopLoss: num(research.stopLoss),
    rationale: str(research.rationale) || str(research.description),
    note: entry.kind === 'amendment' ? str(recorded.reason) || null : entry.kind === 'update' ? str(recorded.type) || null : null,
    publishedAt: entry.recordedAt,
  };
}

/** The first `max` characters of `text` as one plain line, cut at a word with an ellipsis. */
export function extract(text: string, max: number = RATIONALE_EXTRACT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export function alertSubject(f: AlertFacts): string {
  const what = f.action ? `${f.action} ${f.symbol}` : f.symbol;
  if (f.kind === 'call') return `New call: ${what}`;
  if (f.kind === 'update') return `Update: ${what}${f.note ? ` (${f.note})` : ''}`;
  return `Amended: ${what}`;
}

/** The lines of prices the research gives. */
function priceLines(f: AlertFacts): string[] {
  const entry =
    f.entryLow !== null && f.entryHigh !== null && f.entryLow !== f.entryHigh
      ? `${rupees(f.entryLow)} – ${rupees(f.entryHigh)}`
      : f.entryLow !== null || f.entryHigh !== null
        ? rupees((f.entryLow ?? f.entryHigh)!)
        : null;
  return [
    ...(f.action ? [`Action: ${f.action}`] : []),
    ...(entry ? [`Entry: ${entry}`] : []),
    ...(f.target !== null ? [`Target: ${rupees(f.target)}`] : []),
    ...(f.stopLoss !== null ? [`Stop loss: ${rupees(f.stopLoss)}`] : []),
  ];
}

/** The registration number and the standard warning every alert carries, by mail or by the webhook. */
export const alertDisclaimer = (firm: Pick<Firm, 'sebiRegistrationNumber'>) =>
  `SEBI Research Analyst Reg. No. ${firm.sebiRegistrationNumber}. ${STANDARD_WARNING}`;

/**
 * The rationale of `f` rendered (null when there is none), once per facts object: the worker keeps
 * one per publication, so a publication's thousands of alerts render it once (a few milliseconds each).
 */
const rendered = new WeakMap<AlertFacts, RenderedRationale | null>();
export function renderedRationale(f: AlertFacts): RenderedRationale | null {
  if (!rendered.has(f)) rendered.set(f, f.rationale.trim() ? renderRationale(f.rationale) : null);
  return rendered.get(f)!;
}

/** Said after a rationale cut at a block. */
const FULL_RATIONALE = 'The full rationale is in My Account.';

/** Where one subscriber's alert links: the site, and the footer to their alert settings and own unsubscribe link. */
export interface AlertLinks {
  siteOrigin: string;
  footer: FooterLink[];
}

/** The whole message to one subscriber (headers such as Message-ID are the sender's). */
export function alertMail(firm: Firm, f: AlertFacts, to: string, links: AlertLinks): Mail {
  const heading =
    f.kind === 'call' ? `New call: ${f.stockName}` : f.kind === 'update' ? `Update: ${f.stockName}` : `Amended: ${f.stockName}`;
  const rationale = renderedRationale(f);
  const more = rationale?.cut ? FULL_RATIONALE : null;
  const { text, html } = layoutMail(firm, {
    heading,
    paragraphs: [
      `${f.stockName} (${f.symbol})`,
      ...(f.note ? [f.kind === 'amendment' ? `Reason for the amendment: ${f.note}` : f.note] : []),
      ...priceLines(f),
    ],
    rendered: rationale
      ? { html: rationale.html + (more ? `<p>${more}</p>` : ''), text: rationale.text + (more ? `\n\n${more}` : '') }
      : undefined,
    button: { label: 'Read it in My Account', url: `${links.siteOrigin}${APP_ROUTES.myAccount}` },
    after: [`Published ${firmTime(f.publishedAt)}. You receive this as a subscriber entitled to this stock.`, alertDisclaimer(firm)],
    footerLinks: links.footer,
  });
  return { from: `${firm.firmName} <${firm.supportEmail}>`, to, subject: alertSubject(f), text, html };
}
