/**
 * The admin tables: a search box and pages of 25 rows, so lists of thousands of rows stay quick
 * to render and to read. Either the table searches and pages the rows it is given (stocks), or
 * the server does and the table shows the page it got (`remote`: the users list). Loading and
 * empty states too.
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

/** Paging and search done by the server: `rows` is the current page of `total`. */
export interface RemotePaging {
  total: number;
  page: number;
  onPage: (page: number) => void;
  query: string;
  onQuery: (query: string) => void;
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => React.Key;
  /** The text a row is found by (lower-cased here); not used with `remote`. */
  searchText?: (row: T) => string;
  remote?: RemotePaging;
  searchHint?: string;
  emptyText: React.ReactNode;
  loading?: boolean;
  pageSize?: number;
  /** Noun for the count line, e.g. "stocks". */
  noun?: string;
}

const number = new Intl.NumberFormat('en-IN');

export default function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  searchText,
  searchHint,
  emptyText,
  loading = false,
  pageSize = 25,
  noun = 'rows',
  remote,
}: Props<T>) {
  const id = React.useId();
  const [localQuery, setLocalQuery] = React.useState('');
  const [localPage, setLocalPage] = React.useState(1);
  const query = remote ? remote.query : localQuery;
  const deferred = React.useDeferredValue(query);
  const topRef = React.useRef<HTMLDivElement>(null);

  const index = React.useMemo(
    () => (remote || !searchText ? [] : rows.map((row) => searchText(row).toLowerCase())),
    [rows, searchText, remote],
  );
  const filtered = React.useMemo(() => {
    const terms = deferred.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (remote || terms.length === 0) return rows;
    return rows.filter((_, i) => terms.every((t) => index[i].includes(t)));
  }, [rows, index, deferred, remote]);

  const total = remote ? remote.total : filtered.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(remote ? remote.page : localPage, pageCount);
  const start = (current - 1) * pageSize;
  const visible = remote ? rows : filtered.slice(start, start + pageSize);

  const setQuery = (q: string) => {
    if (remote) {
      remote.onQuery(q);
      remote.onPage(1);
    } else {
      setLocalQuery(q);
      setLocalPage(1);
    }
  };
  const go = (p: number) => {
    if (remote) remote.onPage(p);
    else setLocalPage(p);
    topRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  if (loading)
    return (
      <div className="card-soft">
        <Loading />
      </div>
    );
  if (total === 0 && query.trim() === '') return <div className="card-soft p-4 p-md-5 text-center text-secondary">{emptyText}</div>;

  return (
    <div className="card-soft p-3 p-md-4" ref={topRef}>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-sm-8 col-lg-6">
          <label htmlFor={`${id}-search`} className="form-label fw-semibold mb-1">
            Search
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={searchHint ? `${id}-hint` : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          {searchHint && (
            <div id={`${id}-hint`} className="form-text">
              {searchHint}
            </div>
          )}
        </div>
        <div className="col-sm-4 col-lg-6 text-sm-end small text-secondary" aria-live="polite">
          {total === 0
            ? `No ${noun} match`
            : `Showing ${number.format(start + 1)}–${number.format(start + visible.length)} of ${number.format(total)} ${noun}`}
        </div>
      </div>

      {total === 0 ? (
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
                    {columns.map((c) =>
                      c.rowHeader ? (
                        <th key={c.header} scope="row" className={`fw-semibold ${c.className ?? ''}`}>
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td key={c.header} className={c.className}>
                          {c.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3" aria-label={`${caption} pages`}>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => go(current - 1)} disabled={current <= 1}>
              <span aria-hidden="true">‹ </span>Previous
            </button>
            <span className="small text-secondary">
              Page {current} of {pageCount}
            </span>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => go(current + 1)}
              disabled={current >= pageCount}
            >
              Next<span aria-hidden="true"> ›</span>
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
