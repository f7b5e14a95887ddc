import * as React from 'react';
import { graphql } from 'gatsby';
import { GRAND_TOTAL, complaintMonthEnding, complaintMonthLabel } from 'contracts';
import SectionShell from '../ui/SectionShell';
import { usePageData, type ComplaintMonth } from '../../lib/page-data';
import * as styles from './ComplaintData.module.scss';

type ComplaintDataSection = Queries.ComplaintDataSectionFragment;
type Cell = number | string | null | undefined;

/** A figure as published: the CMS requires every one (0 where none), so a missing one reads 0, never a dash. */
const show = (value: Cell): string => String(value ?? 0);

/** The day an entry was published, in India (the firm's calendar), e.g. "3 November 2026". */
const publishedOn = (at: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(at));

/** A trend row's label: a month ('2025-04' → 'April, 2025'), a financial year ('2025-26') or Grand Total. */
const periodLabel = (period: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(period) ? complaintMonthLabel(period) : period);

interface Column<Row> {
  header: string;
  cell: (row: Row) => Cell;
}

/**
 * One SEBI-format table: Sr. No., a row label (row header) and value columns. Rows are numbered
 * 1..n except the Grand Total row, which is unnumbered and bold.
 */
function DataTable<Row>({
  id,
  caption,
  labelHeader,
  label,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  labelHeader: string;
  label: (row: Row) => string;
  columns: Column<Row>[];
  rows: Row[];
}) {
  let n = 0;
  return (
    // Focusable so keyboard users can scroll a wide table sideways on phones.
    <div className={`table-responsive ${styles.scroller}`} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={`table table-bordered mb-0 ${styles.table}`}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {caption}
        </caption>
        <thead className="table-light">
          <tr>
            <th scope="col">Sr. No.</th>
            <th scope="col">{labelHeader}</th>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const total = label(row) === GRAND_TOTAL;
            return (
              <tr key={i} className={total ? styles.total : undefined}>
                <td className="text-center">{total ? '' : ++n}</td>
                <th scope="row">{label(row)}</th>
                {columns.map((c) => (
                  <td key={c.header} className="text-center">
                    {show(c.cell(row))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type MonthlyRow = ComplaintMonth['monthlyRows'][number];
type TrendRow = ComplaintMonth['monthlyTrend'][number];

// Annexure B's headings and notes, word for word (SEBI, Investor Charter for research analysts, June 2025).
const MONTHLY_COLUMNS: Column<MonthlyRow>[] = [
  { header: 'Pending at the end of last month', cell: (r) => r.pendingLastMonth },
  { header: 'Received', cell: (r) => r.received },
  { header: 'Resolved*', cell: (r) => r.resolved },
  { header: 'Total Pending#', cell: (r) => r.totalPending },
  { header: 'Pending complaints > 3 months', cell: (r) => r.pendingOver3Months },
  { header: 'Average Resolution time^ (in days)', cell: (r) => r.averageResolutionDays },
];
const trendColumns = (period: 'month' | 'year'): Column<TrendRow>[] => [
  { header: `Carried forward from previous ${period}`, cell: (r) => r.carriedForward },
  { header: 'Received', cell: (r) => r.received },
  { header: 'Resolved*', cell: (r) => r.resolved },
  { header: 'Pending#', cell: (r) => r.pending },
];
const MONTH_TREND_COLUMNS = trendColumns('month');
const YEAR_TREND_COLUMNS = trendColumns('year');

const IMPERSONATION = 'Number of complaints received during month against the RA due to impersonation by some other entity:';
const IMPERSONATION_NOTE =
  'Note: In case of any complaints received against the RA due to impersonation of the RA by some other entity, the RA may adjust the number of such complaints from total number of received/resolved complaints while preparing the above table. Further, RA must close such impersonation related complaints after following the due process as specified by SEBI/RAASB.';
const MONTH_NOTES = [
  '* Inclusive of complaints of previous months resolved in the current month.',
  '# Inclusive of complaints pending as on the last day of the month.',
  '^ Average Resolution time is the sum total of time taken to resolve each complaint, in days, in the current month divided by total number of complaints resolved in the current month.',
];
const YEAR_NOTES = ['* Should include complaints of previous years.', '# Inclusive of complaints pending as on the last day of the year.'];

const Notes = ({ lines }: { lines: string[] }) => (
  <ul className={`list-unstyled small ${styles.footnotes}`}>
    {lines.map((line) => (
      <li key={line}>{line}</li>
    ))}
  </ul>
);

/** One published month's three tables, in Annexure B's order, with its notes. */
function MonthTables({ data, id, H }: { data: ComplaintMonth; id: string; H: 'h2' | 'h3' | 'h4' }) {
  const ending = complaintMonthEnding(data.month);
  return (
    <>
      <DataTable
        id={`${id}-month`}
        caption={`Complaints received, resolved and pending in the month ending ${ending}, by source`}
        labelHeader="Received from"
        label={(r) => r.source}
        columns={MONTHLY_COLUMNS}
        rows={data.monthlyRows}
      />
      <p className={styles.note}>
        {IMPERSONATION} <strong>{show(data.impersonation)}</strong>
      </p>
      <p className={`small ${styles.note}`}>{IMPERSONATION_NOTE}</p>
      <Notes lines={MONTH_NOTES} />

      <H className={styles.subheading}>Trend of monthly disposal of complaints</H>
      <DataTable
        id={`${id}-monthly`}
        caption="Complaints carried forward, received, resolved and pending, by month of the financial year"
        labelHeader="Month"
        label={(r) => periodLabel(r.period)}
        columns={MONTH_TREND_COLUMNS}
        rows={data.monthlyTrend}
      />
      <Notes lines={MONTH_NOTES.slice(0, 2)} />

      <H className={styles.subheading}>Trend of annual disposal of complaints</H>
      <DataTable
        id={`${id}-annual`}
        caption="Complaints carried forward, received, resolved and pending, by financial year"
        labelHeader="Year"
        label={(r) => periodLabel(r.period)}
        columns={YEAR_TREND_COLUMNS}
        rows={data.annualTrend}
      />
      <Notes lines={YEAR_NOTES} />
    </>
  );
}

/**
 * Investor complaints data in SEBI's format for research analysts (SEBI's Annexure B): the
 * latest published month, prepared from the firm's grievance tickets, and the earlier months in an
 * archive (expandable, so the page stays static and readable without script).
 */
export default function ComplaintData({ section, index }: { section: ComplaintDataSection; index: number }) {
  const { complaintMonths } = usePageData();
  // Sub-headings sit one level under the section heading, or take its place when there is none.
  const H = section.heading ? 'h3' : 'h2';
  const id = `complaints-${index}`;
  const [latest, ...earlier] = complaintMonths;

  if (!latest) {
    return (
      <SectionShell anchor={section.anchor} heading={section.heading}>
        <p>The complaints data is being updated. Please check again shortly.</p>
      </SectionShell>
    );
  }

  return (
    <SectionShell anchor={section.anchor} heading={section.heading}>
      <H className={styles.subheading} data-complaint-month={latest.month}>
        Data for the month ending - {complaintMonthEnding(latest.month)}
      </H>
      <p className={`small text-body-secondary ${styles.published}`}>Published on {publishedOn(latest.publishedAt)}</p>
      <p className="small text-body-secondary d-lg-none mb-2">Scroll the tables sideways to see all columns.</p>
      <MonthTables data={latest} id={id} H={H} />

      {earlier.length > 0 && (
        <>
          <H className={styles.subheading}>Earlier months</H>
          <div className={styles.archive}>
            {earlier.map((m) => (
              <details key={m.month} className={styles.archived} data-complaint-month={m.month}>
                <summary>
                  {complaintMonthLabel(m.month).replace(',', '')}{' '}
                  <span className="small text-body-secondary">
                    (month ending {complaintMonthEnding(m.month)}, published on {publishedOn(m.publishedAt)})
                  </span>
                </summary>
                <MonthTables data={m} id={`${id}-${m.month}`} H={H === 'h2' ? 'h3' : 'h4'} />
              </details>
            ))}
          </div>
        </>
      )}
    </SectionShell>
  );
}

export const query = graphql`
  fragment ComplaintDataSection on STRAPI__COMPONENT_SECTIONS_COMPLAINT_DATA {
    anchor
    heading
  }
`;
