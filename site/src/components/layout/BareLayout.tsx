import * as React from 'react';
import { Link } from 'gatsby';
import { safeHref } from 'contracts';
import CmsImage from '../ui/CmsImage';
import { useSettings } from '../../hooks/useSettings';
import TrackingPixel from './TrackingPixel';
import * as styles from './BareLayout.module.scss';

type StickyCta = NonNullable<NonNullable<Queries.PageTemplateQuery['page']>['stickyCta']>;

/** Smooth scroll to an anchor with the landing pages' offsets (-200 to the form, -100 to pricing). */
export function scrollToAnchor(target: string, offset = -200) {
  const el = document.querySelector(target);
  if (!el) return;
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY + offset, behavior: 'smooth' });
}

/** The sticky header's button: scrolls to an #anchor on this page; any other target (the CMS allows none) renders no button. */
function StickyButton({ cta }: { cta: StickyCta }) {
  const href = safeHref(cta.target);
  if (!href?.startsWith('#')) return null;
  return (
    <a
      href={href}
      className="btn-cta"
      onClick={(e) => {
        e.preventDefault();
        scrollToAnchor(href, cta.offset ?? -200);
      }}
    >
      {cta.label}
    </a>
  );
}

/**
 * Landing pages: no site header or footer (spec §2.1). An optional slim header with a call to
 * action stays on screen; once the page scrolls past the header's initial top it gets the
 * "is-sticky" class (shadow). It is position: sticky from the start, so nothing shifts.
 */
export default function BareLayout({ stickyCta, children }: { stickyCta?: StickyCta | null; children: React.ReactNode }) {
  const settings = useSettings();
  const header = React.useRef<HTMLElement>(null);
  const [stuck, setStuck] = React.useState(false);
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
            <span className="d-flex align-items-center gap-2">
              <CmsImage image={settings.logo} alt="" loading="eager" />
              <span className={styles.name}>{settings.firmName}</span>
            </span>
            <StickyButton cta={stickyCta} />
          </div>
        </header>
      )}
      <main id="main">{children}</main>
      <TrackingPixel />
      {!stickyCta && (
        <p className="visually-hidden">
          <Link to="/">{settings.firmName} home</Link>
        </p>
      )}
    </>
  );
}
