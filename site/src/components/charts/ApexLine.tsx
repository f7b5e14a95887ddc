/**
 * The chart itself. Loaded only in the browser, only when scrolled into view (see LazyChart):
 * the core build plus the line type and legend keep the chunk about half the default entry.
 */
import * as React from 'react';
import Chart from 'react-apexcharts/core';
import type { ApexAxisChartSeries } from 'apexcharts';
import 'apexcharts/line';
import 'apexcharts/features/legend';

export interface ApexLineProps {
  options: Record<string, unknown>;
  series: ApexAxisChartSeries;
  height: number;
}

export default function ApexLine({ options, series, height }: ApexLineProps) {
  return <Chart type="line" options={options} series={series} height={height} width="100%" />;
}
