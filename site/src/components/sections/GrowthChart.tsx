import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import LazyChart from '../charts/LazyChart';
import ChartPlaceholder from '../charts/ChartPlaceholder';
import { usePageData } from '../../lib/page-data';
import { useSettings } from '../../hooks/useSettings';

export type GrowthChartSection = Queries.GrowthChartSectionFragment;

const HEIGHT = 340;

/** Cumulative growth of the portfolio against the mid-cap index (CMS single type "Portfolio growth chart"). */
export default function GrowthChart({ section }: { section: GrowthChartSection; index: number }) {
  const { growthChart } = usePageData();
  const { riskWarning } = useSettings();
  if (!growthChart) return null;
  const { points, portfolioLabel, indexLabel } = growthChart;
  const options = {
    chart: { id: 'growth', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit' },
    colors: ['#0f8a5a', '#13315c'],
    stroke: { width: [4, 3], curve: 'straight', dashArray: [0, 6] },
    markers: { size: 4 },
    xaxis: { categories: points.map((p) => String(p.year)) },
    yaxis: { labels: { formatter: (v: number) => `₹${Math.round(v)}` } },
    legend: { position: 'top' },
    grid: { borderColor: '#e5e9f0' },
  };
  const last = points[points.length - 1];
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} intro={section.intro} tone="muted">
      <div className="card-soft p-3 p-lg-4">
        <h3 className="h6 text-body-secondary mb-3">{growthChart.title}</h3>
        <LazyChart
          label={`${growthChart.title}: ${portfolioLabel} ₹${last?.portfolio} against ${indexLabel} ₹${last?.index} in ${last?.year}`}
          height={HEIGHT}
          options={options}
          series={[
            { name: portfolioLabel, data: points.map((p) => p.portfolio) },
            { name: indexLabel, data: points.map((p) => p.index) },
          ]}
          fallback={<ChartPlaceholder height={HEIGHT} text="Loading chart…" />}
        />
        {growthChart.note && <p className="small text-body-secondary mt-2 mb-0">{growthChart.note}</p>}
      </div>
      <p className="risk-warning mt-3 mb-0">{riskWarning}</p>
    </SectionShell>
  );
}

export const query = graphql`
  fragment GrowthChartSection on STRAPI__COMPONENT_SECTIONS_GROWTH_CHART {
    anchor
    heading
    intro
  }
`;
