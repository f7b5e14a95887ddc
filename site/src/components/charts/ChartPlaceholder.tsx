import * as React from 'react';

/** What stands in the chart's reserved box before it loads (and for crawlers / no-JS). */
export default function ChartPlaceholder({ height, text }: { height: number; text: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center text-body-secondary small bg-body-tertiary rounded" style={{ height }}>
      {text}
    </div>
  );
}
