import * as React from 'react';
import type { ApexLineProps } from './ApexLine';

const ApexLine = React.lazy(() => import('./ApexLine'));

/**
 * Reserves the chart's height (no layout shift) and mounts ApexCharts only once the box nears
 * the viewport, so no chart code is in the first load and `gatsby build` never runs it.
 */
export default function LazyChart({ label, fallback, ...props }: ApexLineProps & { label: string; fallback: React.ReactNode }) {
  const box = React.useRef<HTMLDivElement>(null);
  const [visible, setVisible] = React.useState(false);
  React.useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div ref={box} role="img" aria-label={label} style={{ minHeight: props.height }} className="position-relative">
      {visible ? (
        <React.Suspense fallback={fallback}>
          <ApexLine {...props} />
        </React.Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
