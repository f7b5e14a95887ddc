/**
 * A stock's research call on the subscriber's card: action, entry range, target, stop-loss,
 * horizon, the rationale, the signing analyst, the amendment note and the disclosures in words.
 * The rationale is Markdown written by the firm; it is shown as plain paragraphs (React escapes
 * every character), so nothing in it can run or load in the subscriber's page.
 */
import * as React from 'react';
import { disclosureLines, type Stock } from 'contracts';

const rupees = (n: number | null | undefined) =>
  n === null || n === undefined ? null : `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** Paragraphs at blank lines, line breaks kept, Markdown's emphasis and list marks dropped. */
function paragraphs(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.replace(/^\s*(?:[-*+]|#{1,6})\s+/, '').replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export default function ResearchCall({ stock }: { stock: Stock }) {
  if (!stock.action) return null;
  const low = rupees(stock.entryLow);
  const high = rupees(stock.entryHigh);
  const entry = low && high && low !== high ? `${low} – ${high}` : (low ?? high);
  const rows: [string, string | null][] = [
    ['Entry', entry],
    ['Target', rupees(stock.target)],
    ['Stop-loss', rupees(stock.stopLoss)],
    ['Horizon', stock.horizonMonths ? `${stock.horizonMonths} months` : null],
  ];
  const latest = stock.amendments?.[stock.amendments.length - 1];
  const d = stock.disclosures;
  return (
    <section className="research-call mb-3" aria-label={`Research call on ${stock.name}`}>
      <p className="mb-2">
        <span
          className={`badge fs-6 ${stock.action === 'Buy' ? 'text-bg-success' : stock.action === 'Hold' ? 'text-bg-secondary' : 'text-bg-danger'}`}
        >
          {stock.action}
        </span>
      </p>
      <dl className="row small mb-2">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <React.Fragment key={k}>
              <dt className="col-5">{k}</dt>
              <dd className="col-7 mb-1">{v}</dd>
            </React.Fragment>
          ))}
      </dl>
      {latest && (
        <p className="small alert alert-warning py-2 mb-2" style={{ overflowWrap: 'anywhere' }}>
          Amended on {day(latest.date)}: {latest.reason}
        </p>
      )}
      {stock.rationale && (
        <div className="small mb-2" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {paragraphs(stock.rationale).map((p, i) => (
            <p key={i} className="mb-2">
              {p}
            </p>
          ))}
        </div>
      )}
      {stock.analyst && <p className="small mb-2">Research analyst: {stock.analyst}</p>}
      {d && (
        <div className="small">
          <p className="fw-semibold mb-1">Disclosures</p>
          <ul className="mb-0 ps-3" style={{ overflowWrap: 'anywhere' }}>
            {disclosureLines(d).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
