import * as React from 'react';
import { NEWS_TEXTS, type Stock } from 'contracts';
import ExternalLink from '../../ui/ExternalLink';
import ResearchCall from './ResearchCall';
import { BellIcon, NewBadge } from './NewsBell';

/** One assigned stock: number, name, description, its research call, codes, report link, and the bell for its updates. */
export default function StockCard({ stock, number, onUpdates }: { stock: Stock; number: number; onUpdates: () => void }) {
  const updates = stock.update?.length ?? 0;
  const newUpdates = stock.update?.filter((u) => u.isNew).length ?? 0;
  return (
    <article className="card-soft h-100 p-4 d-flex flex-column" aria-labelledby={`stock-${stock.id}`}>
      <div className="d-flex align-items-start gap-3">
        <span className="badge rounded-pill text-bg-primary fs-6" aria-label={`Stock ${number}`}>
          {number}
        </span>
        <h2 id={`stock-${stock.id}`} className="h5 flex-grow-1 mb-1 text-break">
          {stock.name}
          {stock.isNew && <NewBadge />}
        </h2>
        {updates > 0 && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary position-relative"
            onClick={onUpdates}
            aria-label={`Updates for ${stock.name} (${updates}${newUpdates ? `, ${newUpdates} new` : ''})`}
          >
            <BellIcon size={18} />
            <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger" aria-hidden="true">
              {updates}
            </span>
          </button>
        )}
        {newUpdates > 0 && (
          <span className="badge text-bg-warning text-uppercase align-self-center" data-testid="new-updates">
            {newUpdates} {NEWS_TEXTS.badge}
          </span>
        )}
      </div>
      <p className="text-body-secondary my-3">{stock.description}</p>
      <ResearchCall stock={stock} />
      <dl className="row small mb-3">
        <dt className="col-5">ISIN code</dt>
        <dd className="col-7 mb-1">{stock.code}</dd>
        {stock.bseCode && (
          <>
            <dt className="col-5">BSE code</dt>
            <dd className="col-7 mb-1">{stock.bseCode}</dd>
          </>
        )}
        {stock.nseCode && (
          <>
            <dt className="col-5">NSE code</dt>
            <dd className="col-7 mb-1">{stock.nseCode}</dd>
          </>
        )}
      </dl>
      {/* The private report's signed link to a copy stamped for this subscriber, else the legacy link. */}
      <ExternalLink className="btn btn-success mt-auto align-self-start" href={stock.reportUrl ?? stock.reportLink}>
        Download Full Report
      </ExternalLink>
    </article>
  );
}
