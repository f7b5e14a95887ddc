import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import { usePageData, type ComplaintData as Data } from '../../lib/page-data';
import * as styles from './ComplaintData.module.scss';

type ComplaintDataSection = Queries.ComplaintDataSectionFragment;
type Cell = string | null;

/** "2025-07-31" → "31-07-2025" (a calendar date: no Date object, so no time-zone drift). */
const formatMonthEnding = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return d && m && y ? `${d}-${m}-${y}` : iso;
};

/** A stored value, or '-' when the cell is empty. */
const show = (value: Cell | undefined): string => (value && value.trim() ? value : '-');

const isGrandTotal = (label: string) => /^grand total$/i.test(label.trim());

interface Column<Row> {
  header: string;
  cell: (row: Row) => Cell | undefined;
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
            const total = isGrandTotal(label(row));
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

type MonthlyRow = Data['monthlyRows'][number];
type TrendRow = Pick<Data['monthlyTrend'][number], 'carriedForward' | 'received' | 'resolved' | 'pending'>;

const MONTHLY_COLUMNS: Column<MonthlyRow>[] = [
  { header: 'Pending at the end of last month', cell: (r) => r.pendingLastMonth },
  { header: 'Received', cell: (r) => r.received },
  { header: 'Resolved*', cell: (r) => r.resolved },
  { header: 'Total Pending#', cell: (r) => r.totalPending },
  { header: 'Pending complaints > 3 months', cell: (r) => r.pendingOverThreeMonths },
  { header: 'Average Resolution time^ (in days)', cell: (r) => r.averageResolutionDays },
];

const trendColumns = <Row extends TrendRow>(period: 'month' | 'year'): Column<Row>[] => [
  { header: `Carried forward from previous ${period}`, cell: (r) => r.carriedForward },
  { header: 'Received', cell: (r) => r.received },
  { header: 'Resolved*', cell: (r) => r.resolved },
  { header: 'Pending#', cell: (r) => r.pending },
];
const MONTH_TREND_COLUMNS = trendColumns<Data['monthlyTrend'][number]>('month');
const YEAR_TREND_COLUMNS = trendColumns<Data['annualTrend'][number]>('year');

/** Investor complaints data in SEBI's format for research analysts (spec §2.12). */
export default function ComplaintData({ section, index }: { section: ComplaintDataSection; index: number }) {
  const { complaintData: data } = usePageData();
  // Sub-headings sit one level under the section heading, or take its place when there is none.
  const H = section.heading ? 'h3' : 'h2';
  const id = `complaints-${index}`;

  if (!data) {
    return (
      <SectionShell anchor={section.anchor} heading={section.heading}>
        <p>The complaints data is being updated. Please check again shortly.</p>
      </SectionShell>
    );
  }

  const monthEnding = formatMonthEnding(data.monthEnding);
  return (
    <SectionShell anchor={section.anchor} heading={section.heading}>
      <H className={styles.subheading}>Data for the month ending - {monthEnding}</H>
      <p className="small text-body-secondary d-lg-none mb-2">Scroll the tables sideways to see all columns.</p>
      <DataTable
        id={`${id}-month`}
        caption={`Complaints received, resolved and pending in the month ending ${monthEnding}, by source`}
        labelHeader="Received from"
        label={(r) => r.receivedFrom}
        columns={MONTHLY_COLUMNS}
        rows={data.monthlyRows}
      />
      {data.impersonationNote && <p className={styles.note}>{data.impersonationNote}</p>}

      <H className={styles.subheading}>Trend of monthly disposal of complaints</H>
      <DataTable
        id={`${id}-monthly`}
        caption="Complaints carried forward, received, resolved and pending, by month"
        labelHeader="Month"
        label={(r) => r.month}
        columns={MONTH_TREND_COLUMNS}
        rows={data.monthlyTrend}
      />

      <H className={styles.subheading}>Trend of annual disposal of complaints</H>
      <DataTable
        id={`${id}-annual`}
        caption="Complaints carried forward, received, resolved and pending, by financial year"
        labelHeader="Year"
        label={(r) => r.year}
        columns={YEAR_TREND_COLUMNS}
        rows={data.annualTrend}
      />

      {data.footnotes.length > 0 && (
        <ul className={`list-unstyled small ${styles.footnotes}`}>
          {data.footnotes.map((f, i) => (
            <li key={i}>{f.text}</li>
          ))}
        </ul>
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
