/**
 * The admin tables: a search box over chosen fields and client-side pages (25 rows each), so
 * lists of thousands of rows stay quick to render and to read. Loading and empty states too.
 */
import * as React from 'react';
import { Loading } from './parts';

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  /** The row's header cell (<th scope="row">), e.g. its name. */
  rowHeader?: boolean;
  className?: string;
  /** Header shown to assistive technology only (e.g. an actions column). */
  hiddenHeader?: boolean;
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => React.Key;
  /** The text a row is found by (lower-cased here). */
  searchText: (row: T) => string;
  searchHint?: string;
  emptyText: React.ReactNode;
  loading?: boolean;
  pageSize?: number;
  /** Noun for the count line, e.g. "stocks". */
  noun?: string;
}

const number = new Intl.NumberFormat('en-IN');

export default function DataTable<T>({ caption, columns, rows, rowKey, searchText, searchHint, emptyText, loading = false, pageSize = 25, noun = 'rows' }: Props<T>) {
  const id = React.useId();
  const [query, setQuery] = React.useState('');
  const [page, setPage] = React.useState(1);
  const deferred = React.useDeferredValue(query);
  const topRef = React.useRef<HTMLDivElement>(null);

  const index = React.useMemo(() => rows.map((row) => searchText(row).toLowerCase()), [rows, searchText]);
  const filtered = React.useMemo(() => {
    const terms = deferred.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (terms.length === 0) return rows;
    return rows.filter((_, i) => terms.every((t) => index[i].includes(t)));
  }, [rows, index, deferred]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const start = (current - 1) * pageSize;
  const visible = filtered.slice(start, start + pageSize);

  const go = (p: number) => {
    setPage(p);
    topRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  if (loading) return <div className="card-soft"><Loading /></div>;
  if (rows.length === 0) return <div className="card-soft p-4 p-md-5 text-center text-secondary">{emptyText}</div>;

  return (
    <div className="card-soft p-3 p-md-4" ref={topRef}>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-sm-8 col-lg-6">
          <label htmlFor={`${id}-search`} className="form-label fw-semibold mb-1">Search</label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            value={query}
            onChange={(e) => { setQuery(e.target.value); setPage(1); }}
            aria-describedby={searchHint ? `${id}-hint` : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          {searchHint && <div id={`${id}-hint`} className="form-text">{searchHint}</div>}
        </div>
        <div className="col-sm-4 col-lg-6 text-sm-end small text-secondary" aria-live="polite">
          {filtered.length === 0
            ? `No ${noun} match`
            : `Showing ${number.format(start + 1)}–${number.format(start + visible.length)} of ${number.format(filtered.length)} ${noun}`}
        </div>
      </div>

      {filtered.length === 0 ? (
        <p className="text-center text-secondary py-4 mb-0">No matches for “{deferred.trim()}”.</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0" style={{ minWidth: 640 }}>
              <caption className="visually-hidden">{caption}</caption>
              <thead className="table-light">
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className={`text-nowrap ${c.className ?? ''}`}>
                      {c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {visible.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c) => (c.rowHeader
                      ? <th key={c.header} scope="row" className={`fw-semibold ${c.className ?? ''}`}>{c.cell(row)}</th>
                      : <td key={c.header} className={c.className}>{c.cell(row)}</td>))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3" aria-label={`${caption} pages`}>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => go(current - 1)} disabled={current <= 1}>
              <span aria-hidden="true">‹ </span>Previous
            </button>
            <span className="small text-secondary">Page {current} of {pageCount}</span>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => go(current + 1)} disabled={current >= pageCount}>
              Next<span aria-hidden="true"> ›</span>
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
