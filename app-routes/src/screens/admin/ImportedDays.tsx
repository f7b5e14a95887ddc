/**
 * Admin → Prices, under the import forms: the closes kept per trading day from each exchange over
 * the server's window (the latest trading days first, earlier windows on request), each trading day
 * without an import marked "Missing", and the indices known with their first and last day. Loaded
 * again whenever `version` changes (after each import), the answer on screen kept meanwhile.
 */
import * as React from 'react';
import { addDays, type PriceDaysAnswer } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { useLoadEffect } from '../../ui/useLoadEffect';
import { formatDate, formatWeekday } from './format';
import { LoadFailed, Loading } from './parts';

/** One exchange's cell of a day: the closes kept, a trading day with none, or neither (a weekend day another exchange traded). */
type Cell = number | 'missing' | null;

/** Every day the answer names, newest first, with each exchange's cell (in the answer's order of exchanges). */
export function dayRows(answer: PriceDaysAnswer): { date: string; cells: Cell[] }[] {
  const byExchange = answer.exchanges.map((e) => ({
    rows: new Map(e.days.map((d) => [d.date, d.rows])),
    missing: new Set(e.missing),
  }));
  const dates = [...new Set(answer.exchanges.flatMap((e) => [...e.days.map((d) => d.date), ...e.missing]))].sort().reverse();
  return dates.map((date) => ({
    date,
    cells: byExchange.map((e) => e.rows.get(date) ?? (e.missing.has(date) ? 'missing' : null)),
  }));
}

const count = (n: number) => n.toLocaleString('en-IN');

function DayCell({ cell }: { cell: Cell }) {
  if (cell === 'missing') return <span className="badge text-bg-warning">Missing</span>;
  if (cell === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">none</span>
      </>
    );
  return <>{count(cell)}</>;
}

function DaysTable({ answer }: { answer: PriceDaysAnswer }) {
  return (
    // Its own scroll box (a quarter of a year is 60 rows), reachable by keyboard and named by its caption.
    <div
      className="table-responsive border rounded mb-2"
      style={{ maxHeight: '24rem' }}
      tabIndex={0}
      role="region"
      aria-labelledby="imported-days-caption"
    >
      <table className="table table-sm small mb-0">
        <caption id="imported-days-caption" className="caption-top px-2">
          Closes per trading day, newest first, {formatDate(answer.from)} to {formatDate(answer.to)}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ position: 'sticky', top: 0 }}>
              Day
            </th>
            {answer.exchanges.map((e) => (
              <th key={e.exchange} scope="col" className="text-end" style={{ position: 'sticky', top: 0 }}>
                {e.exchange}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dayRows(answer).map((row) => (
            <tr key={row.date}>
              <th scope="row" className="fw-normal text-nowrap">
                {formatWeekday(row.date)}
              </th>
              {row.cells.map((cell, i) => (
                <td key={answer.exchanges[i].exchange} className="text-end">
                  <DayCell cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function IndicesTable({ indices }: { indices: PriceDaysAnswer['indices'] }) {
  if (indices.length === 0) return <p className="mb-0">No index closes imported yet.</p>;
  return (
    // Many indices, or long names, can outgrow a phone: a scroll box reachable by keyboard, named by its caption.
    <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="imported-indices-caption">
      <table className="table table-sm small mb-0">
        <caption id="imported-indices-caption" className="visually-hidden">
          Indices with closes, by name
        </caption>
        <thead>
          <tr>
            <th scope="col">Index</th>
            <th scope="col">First day</th>
            <th scope="col">Last day</th>
            <th scope="col" className="text-end">
              Days
            </th>
          </tr>
        </thead>
        <tbody>
          {indices.map((i) => (
            <tr key={i.name}>
              <th scope="row" className="fw-normal text-break">
                {i.name}
              </th>
              <td>{formatDate(i.first)}</td>
              <td>{formatDate(i.last)}</td>
              <td className="text-end">{count(i.days)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ImportedDays({ version }: { version: number }) {
  const [answer, setAnswer] = React.useState<PriceDaysAnswer | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [loading, setLoading] = React.useState(true);
  const [retry, setRetry] = React.useState(0);
  /** The window's last day; undefined: the latest trading day. */
  const [to, setTo] = React.useState<string | undefined>();
  useLoadEffect(
    () => {
      setLoading(true);
      return endpoints.priceDays(to);
    },
    [version, retry, to],
    {
      done: (a) => {
        setAnswer(a);
        setFailed(false);
        setLoading(false);
      },
      failed: () => {
        setFailed(true);
        setLoading(false);
      },
    },
  );
  return (
    <section className="card-soft p-3 p-md-4 mb-4" aria-labelledby="imported-days-title" aria-busy={loading}>
      <h2 id="imported-days-title" className="h5">
        Imported days
      </h2>
      <p className="form-text mt-0">
        The closes kept per trading day, Monday to Friday: an exchange holiday shows as missing too. A day both exchanges give keeps NSE’s
        closes, so BSE’s count is of the shares NSE does not list.
      </p>
      {failed && <LoadFailed text="The imported days could not be loaded." onRetry={() => setRetry((n) => n + 1)} />}
      {!answer && !failed && <Loading label="Loading the imported days…" className="py-3" />}
      {answer && (
        <>
          <p className="mb-2 fw-semibold">
            {answer.exchanges.map((e) => `${e.exchange}: ${e.missing.length ? `${e.missing.length} missing` : 'none missing'}`).join(' · ')}
          </p>
          <DaysTable answer={answer} />
          <div className="d-flex flex-wrap gap-2 mb-4">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={loading}
              onClick={() => setTo(addDays(answer.from, -1))}
            >
              Earlier days
            </button>
            {to && (
              <button type="button" className="btn btn-sm btn-outline-primary" disabled={loading} onClick={() => setTo(undefined)}>
                Latest days
              </button>
            )}
          </div>
          <h3 className="h6">Indices</h3>
          <IndicesTable indices={answer.indices} />
        </>
      )}
    </section>
  );
}
