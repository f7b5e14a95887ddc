/**
 * Hydration deferred until a part of the page is needed. The server renders the part in full (its
 * HTML is in the static page, for readers, crawlers and no-JS); during the first hydration the
 * browser keeps that HTML as it is, without the code that made it, until the part nears the
 * viewport, and only then loads and hydrates it. After the first page, parts render at once
 * (client-side navigation has no server HTML to keep).
 */
import * as React from 'react';

interface Gate {
  open: boolean;
  opened: Promise<void>;
  release: () => void;
}

function newGate(open: boolean): Gate {
  let release!: () => void;
  const opened = new Promise<void>((r) => (release = r));
  const gate: Gate = { open, opened, release: () => {} };
  gate.release = () => {
    gate.open = true;
    release();
  };
  return gate;
}

const noSubscription = () => () => {};

/**
 * True while React hydrates server HTML (it reads the server snapshot then), false when it renders
 * in the browser from scratch (a client-side navigation) and on the server. A page's sections
 * hydrate after its shell, in boundaries of their own (components/sections), so "the first render
 * is over" is no signal: a section can hydrate after it.
 */
function useHydrating(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof window !== 'undefined',
  );
}

/**
 * False in the server's HTML and while React hydrates it, true once the component is live (at
 * once when it renders in the browser from scratch). A form's submit button waits for it: sent
 * before the page's scripts run, a form would go as a plain request, its fields in the URL.
 */
export function useLive(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Suspends (React keeps the server's HTML in place) until the gate opens. */
function Wait({ gate, children }: { gate: Gate; children: React.ReactNode }) {
  if (!gate.open) throw gate.opened;
  return <>{children}</>;
}

/**
 * The boundary, memoized: once hydrated, the box re-renders (useHydrating's value changes), and
 * new props reaching a boundary that has not hydrated yet make React drop its server HTML and
 * render the fallback (nothing) until the gate opens.
 */
const Gated = React.memo(function Gated({ gate, children }: { gate: Gate; children: React.ReactNode }) {
  return (
    <React.Suspense fallback={null}>
      <Wait gate={gate}>{children}</Wait>
    </React.Suspense>
  );
});

/**
 * A box (`as`, with `className`) whose content hydrates once the box comes within `margin` of the
 * viewport. Put only what renders the same on the server and in the browser inside (no effects
 * that the page needs before the box is seen), and render the box from a memoized component: new
 * children before hydration can make React replace the server's HTML with nothing until the gate opens.
 */
export function HydrateWhenVisible({
  as: Tag = 'div',
  className,
  margin = '200px',
  children,
}: {
  as?: 'div' | 'section';
  className?: string;
  margin?: string;
  children: React.ReactNode;
}) {
  const box = React.useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  // Decided once, on the first render: hydrating keeps the server's HTML until the box is near.
  const [gate] = React.useState(() => newGate(!hydrating));
  React.useEffect(() => {
    const el = box.current;
    if (gate.open || !el) return;
    if (!('IntersectionObserver' in window)) return gate.release();
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.release(), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [gate, margin]);
  return (
    <Tag ref={box} className={className}>
      <Gated gate={gate}>{children}</Gated>
    </Tag>
  );
}
