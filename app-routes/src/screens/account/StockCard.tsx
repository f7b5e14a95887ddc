import * as React from 'react';
import type { Stock } from 'contracts';
import ExternalLink from '../../ui/ExternalLink';
import ResearchCall from './ResearchCall';

/** One assigned stock: number, name, description, its research call, codes, report link, and the bell for its updates. */
export default function StockCard({ stock, number, onUpdates }: { stock: Stock; number: number; onUpdates: () => void }) {
  const updates = stock.update?.length ?? 0;
  return (
    <article className="card-soft h-100 p-4 d-flex flex-column" aria-labelledby={`stock-${stock.id}`}>
      <div className="d-flex align-items-start gap-3">
        <span className="badge rounded-pill text-bg-primary fs-6" aria-label={`Stock ${number}`}>
          {number}
        </span>
        <h2 id={`stock-${stock.id}`} className="h5 flex-grow-1 mb-1">
          {stock.name}
        </h2>
        {updates > 0 && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary position-relative"
            onClick={onUpdates}
            aria-label={`Updates for ${stock.name} (${updates})`}
          >
            <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
              <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm.995-14.901a1 1 0 1 0-1.99 0A5.002 5.002 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901z" />
            </svg>
            <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger" aria-hidden="true">
              {updates}
            </span>
          </button>
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
