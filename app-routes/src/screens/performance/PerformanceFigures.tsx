/**
 * A track record as figures: the notional portfolio against its benchmark (value, returns, hits
 * and misses), its chart (lazily loaded) with the same points in a table beside it, and each call
 * with its return, its benchmark's over the same days and its status. My Account shows the
 * subscriber's; the admin screen every call's, per plan and in total.
 */
import * as React from 'react';
import Table from 'react-bootstrap/Table';
import Spinner from 'react-bootstrap/Spinner';
import { formatINR, PERFORMANCE_TEXTS as T, type PerformanceAnswer } from 'contracts';

const PerformanceChart = React.lazy(() => import(/* webpackChunkName: "performance-chart" */ './PerformanceChart'));

const CHART_HEIGHT = 300;
const pct = (v: string | null) => (v === null ? '—' : `${v} %`);
const money = (v: string) => formatINR(Number(v));
/** A trading day short enough for a narrow table cell: "2 Jan 2023". */
const shortDay = (v: string) =>
  new Date(`${v}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const day = (v: string | null) => (v ? shortDay(v) : '—');

export default function PerformanceFigures({ answer, caption }: { answer: PerformanceAnswer; caption: string }) {
  const { portfolio: p, benchmark } = answer;
  if (answer.calls.length === 0) return <p className="text-body-secondary mb-0">{T.empty}</p>;
  return (
    <>
      <dl className="row g-2 small mb-3" data-testid="portfolio-figures">
        <Figure label="Invested (notional)" value={money(p.invested)} />
        <Figure label="Value now" value={money(p.value)} />
        <Figure label="Portfolio return" value={pct(p.returnPct)} />
        <Figure label={`${benchmark} return`} value={pct(p.benchmarkReturnPct)} />
        <Figure label="Calls ahead / behind" value={`${p.hits} / ${p.misses}`} />
        <Figure label="Prices as of" value={day(answer.asOf)} />
      </dl>
      {p.series.length > 1 && (
        <div role="img" aria-label={T.chartLabel(benchmark)} style={{ minHeight: CHART_HEIGHT }} data-testid="performance-chart">
          <React.Suspense
            fallback={
              <Spinner animation="border" size="sm" role="status">
                <span className="visually-hidden">Loading the chart…</span>
              </Spinner>
            }
          >
            <PerformanceChart series={p.series} benchmark={benchmark} height={CHART_HEIGHT} />
          </React.Suspense>
        </div>
      )}
      {p.series.length > 0 && (
        <details className="small mb-3">
          <summary>The chart&rsquo;s figures, week by week</summary>
          <Table responsive size="sm" className="mb-0">
            <caption className="visually-hidden">{T.chartLabel(benchmark)}</caption>
            <thead>
              <tr>
                <th scope="col">Week ending</th>
                <th scope="col">Invested</th>
                <th scope="col">Portfolio</th>
                <th scope="col">{benchmark}</th>
              </tr>
            </thead>
            <tbody>
              {p.series.map((s) => (
                <tr key={s.date}>
                  <td className="text-nowrap">{shortDay(s.date)}</td>
                  <td>{formatINR(s.invested)}</td>
                  <td>{formatINR(s.value)}</td>
                  <td>{formatINR(s.benchmark)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </details>
      )}
      <Table responsive size="sm" className="small mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Call</th>
            <th scope="col">Entry</th>
            <th scope="col">Last close</th>
            <th scope="col">Return</th>
            <th scope="col">{benchmark}</th>
            <th scope="col">Difference</th>
            <th scope="col">Annualised</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {answer.calls.map((c) => (
            <tr key={c.stockId}>
              <th scope="row" className="fw-normal">
                {c.name}
              </th>
              <td className="text-nowrap">
                {c.entryPrice ?? '—'}
                <span className="d-block text-body-secondary">{day(c.entryDate)}</span>
              </td>
              <td className="text-nowrap">
                {c.lastPrice ?? '—'}
                <span className="d-block text-body-secondary">{day(c.lastDate)}</span>
              </td>
              <td>{pct(c.returnPct)}</td>
              <td>{pct(c.benchmarkReturnPct)}</td>
              <td>{pct(c.differencePct)}</td>
              <td>{pct(c.cagrPct)}</td>
              <td>{T.status[c.status]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="col-6 col-md-4">
      <dt className="fw-normal text-body-secondary">{label}</dt>
      <dd className="h6 mb-0">{value}</dd>
    </div>
  );
}

/** The disclaimer SEBI requires beside past performance, and what the figures leave out. */
export function PerformanceDisclaimer({ amount }: { amount: number }) {
  return (
    <div className="small text-body-secondary mt-3" data-testid="performance-disclaimer">
      <p className="mb-1 fw-semibold">{T.disclaimer}</p>
      <p className="mb-1">{T.dividends}</p>
      <p className="mb-0">{T.method(formatINR(amount))}</p>
    </div>
  );
}
