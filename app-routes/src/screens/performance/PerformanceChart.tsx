/**
 * The notional portfolio against its benchmark as a line chart. ApexCharts is loaded with this
 * module only (PerformanceFigures imports it lazily): it is never in the first bundle, and the
 * static build never runs it. The core build with the line type and legend, as the site's charts.
 */
import * as React from 'react';
import Chart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/features/legend';
import type { ApexOptions } from 'apexcharts';
import type { PortfolioPoint } from 'contracts';

export interface PerformanceChartProps {
  series: PortfolioPoint[];
  benchmark: string;
  height: number;
}

const rupees = (v: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(v)}`;

export default function PerformanceChart({ series, benchmark, height }: PerformanceChartProps) {
  const lines = [
    { name: 'Portfolio', data: series.map((p) => ({ x: p.date, y: p.value })) },
    { name: benchmark, data: series.map((p) => ({ x: p.date, y: p.benchmark })) },
    { name: 'Invested', data: series.map((p) => ({ x: p.date, y: p.invested })) },
  ];
  const options: ApexOptions = {
    chart: { id: 'performance', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false } },
    stroke: { width: [3, 2, 1], dashArray: [0, 0, 4], curve: 'straight' },
    colors: ['#198754', '#0d6efd', '#6c757d'],
    xaxis: { type: 'datetime', labels: { datetimeUTC: true } },
    yaxis: { labels: { formatter: rupees } },
    tooltip: { x: { format: 'dd MMM yyyy' }, y: { formatter: rupees } },
    legend: { position: 'top' },
  };
  return <Chart type="line" options={options} series={lines} height={height} width="100%" />;
}
