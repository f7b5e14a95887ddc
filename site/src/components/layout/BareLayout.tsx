import * as React from 'react';
import { Link } from 'gatsby';
import { safeHref } from 'contracts';
import CmsImage from '../ui/CmsImage';
import { useSettings } from '../../hooks/useSettings';
import TrackingPixel from './TrackingPixel';
import RegulatoryIdentity from './RegulatoryIdentity';
import * as styles from './BareLayout.module.scss';

type StickyCta = NonNullable<NonNullable<Queries.PageTemplateQuery['page']>['stickyCta']>;

/** Room left above an anchor that the sticky header's button does not name (the header's height and some air). */
const HEADER_CLEARANCE = -100;
/** The sticky button's offset when the CMS has none (the field's default there: the form's -200). */
const CTA_OFFSET = -200;

/**
 * Scrolls to an anchor of this page, `offset` pixels from the viewport's top (the landing pages'
 * -200 to the form, -100 to pricing): smoothly, unless the visitor asks their system for reduced motion.
 */
export function scrollToAnchor(target: string, offset: number) {
  let el: HTMLElement | null;
  try {
    el = document.getElementById(decodeURIComponent(target.slice(1)));
  } catch {
    return false; // malformed escapes: no anchor of ours, the browser does as it likes
  }
  if (!el) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY + offset, behavior: reduce ? 'auto' : 'smooth' });
  return true;
}

/**
 * On a landing page with a sticky header, every link to an #anchor of the page (the header's
 * Join button, the hero's, any other) scrolls there itself instead of jumping under the header:
 * to the sticky button's target with its offset, to anything else clear of the header.
 */
function useInPageScrolling(cta: StickyCta | null | undefined) {
  React.useEffect(() => {
    if (!cta) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const href = (e.target as Element | null)?.closest?.('a[href^="#"]')?.getAttribute('href');
      if (!href || href === '#') return;
      if (scrollToAnchor(href, href === cta.target ? (cta.offset ?? CTA_OFFSET) : HEADER_CLEARANCE)) e.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [cta]);
}

/** The sticky header's button: an #anchor on this page (useInPageScrolling scrolls to it); any other target (the CMS allows none) renders no button. */
function StickyButton({ cta }: { cta: StickyCta }) {
  const href = safeHref(cta.target);
  if (!href?.startsWith('#')) return null;
  return (
    <a href={href} className="btn-cta">
      {cta.label}
    </a>
  );
}

/**
 * Landing pages: no site header or footer, only the regulatory identity SEBI requires on every page. An optional slim header with a call to
 * action stays on screen; once the page scrolls past the header's initial top it gets the
 * "is-sticky" class (shadow). It is position: sticky from the start, so nothing shifts.
 */
export default function BareLayout({ stickyCta, children }: { stickyCta?: StickyCta | null; children: React.ReactNode }) {
  const settings = useSettings();
  const header = React.useRef<HTMLElement>(null);
  const [stuck, setStuck] = React.useState(false);
  useInPageScrolling(stickyCta);
  React.useEffect(() => {
    if (!header.current) return;
    const top = header.current.getBoundingClientRect().top + window.scrollY;
    const onScroll = () => setStuck(window.scrollY > top);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <>
      {stickyCta && (
        <header ref={header} className={`${styles.header} ${stuck ? `${styles.stuck} is-sticky` : ''}`}>
          <div className="container d-flex align-items-center justify-content-between">
            {/* A div: the logo's wrapper is a div, which a span may not hold. */}
            <div className="d-flex align-items-center gap-2">
              <CmsImage image={settings.logo} alt="" loading="eager" />
              <span className={styles.name}>{settings.firmName}</span>
            </div>
            <StickyButton cta={stickyCta} />
          </div>
        </header>
      )}
      <main id="main">{children}</main>
      {/* No site footer here, but the registration, the standard warning and the redress links are on every page. */}
      <footer className="bg-light py-4">
        <div className="container">
          <RegulatoryIdentity tone="light" />
        </div>
      </footer>
      <TrackingPixel />
      {!stickyCta && (
        <p className="visually-hidden">
          <Link to="/">{settings.firmName} home</Link>
        </p>
      )}
    </>
  );
}
