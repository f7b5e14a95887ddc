import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import LazyChart from '../charts/LazyChart';
import ChartPlaceholder from '../charts/ChartPlaceholder';
import { usePageData } from '../../lib/page-data';
import { useSettings } from '../../hooks/useSettings';
import { formatDate, percentChange } from '../../lib/format';

export type StockChartSection = Queries.StockChartSectionFragment;

const HEIGHT = 340;

/** Sample stocks' price history with a picker; the figure is the % change from the first to the last high. */
export default function StockChart({ section }: { section: StockChartSection; index: number }) {
  const { stockSeries } = usePageData();
  const { illustrationNote, riskWarning } = useSettings();
  const [selected, setSelected] = React.useState(0);
  const series = stockSeries[selected];
  if (!series) return null;
  const first = series.points[0]?.high ?? 0;
  const last = series.points[series.points.length - 1]?.high ?? 0;
  const change = first ? percentChange(first, last) : 0;
  const options = {
    chart: {
      id: 'sample-stock',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
    },
    colors: ['#0f8a5a'],
    stroke: { width: 3, curve: 'smooth' },
    xaxis: { type: 'datetime' },
    yaxis: { labels: { formatter: (v: number) => `₹${Math.round(v)}` } },
    tooltip: { x: { format: 'MMM yyyy' } },
    grid: { borderColor: '#e5e9f0' },
  };
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} intro={section.intro}>
      <div className="card-soft p-3 p-lg-4">
        <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Choose a sample stock">
          {stockSeries.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className={`btn btn-sm rounded-pill ${i === selected ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
            >
              {s.name}
            </button>
          ))}
        </div>
        <p className="mb-2" aria-live="polite">
          <strong>{series.name}</strong>:{' '}
          <span className="fs-4 fw-bold text-success" data-testid="stock-change">
            {change >= 0 ? '+' : ''}
            {change}%
          </span>{' '}
          <span className="text-body-secondary small">
            from the first to the last high, {formatDate(series.points[0].date)} –{' '}
            {formatDate(series.points[series.points.length - 1].date)}
          </span>
        </p>
        <LazyChart
          label={`${series.name} high prices over time, ${change}% change`}
          height={HEIGHT}
          options={options}
          series={[{ name: `${series.name} (High)`, data: series.points.map((p) => [Date.parse(p.date), p.high]) }]}
          fallback={<ChartPlaceholder height={HEIGHT} text="Loading chart…" />}
        />
      </div>
      <p className="small mt-3 mb-1">{illustrationNote}</p>
      <p className="risk-warning mb-0">{riskWarning}</p>
    </SectionShell>
  );
}

export const query = graphql`
  fragment StockChartSection on STRAPI__COMPONENT_SECTIONS_STOCK_CHART {
    anchor
    heading
    intro
  }
`;
