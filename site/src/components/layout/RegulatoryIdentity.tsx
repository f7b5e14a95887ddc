import * as React from 'react';
import { safeHref, STANDARD_WARNING } from 'contracts';
import { useSettings } from '../../hooks/useSettings';
import * as styles from './RegulatoryIdentity.module.scss';

/** A redress portal's link; the CMS refuses an unsafe address, and safeHref keeps one from older data off the page. */
function Portal({ href, children }: { href: string; children: React.ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return <>{children}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * What SEBI requires on every page and advertisement of a research analyst: the registration, the
 * standard warning (contracts' STANDARD_WARNING, never typed into content) and the escalation
 * portals, SCORES 2.0 and SMART ODR. The one place that renders it; every layout (standard, bare
 * landing pages, the client-only app) includes it, so no page can lose it. Values from Site settings.
 */
export default function RegulatoryIdentity({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const s = useSettings();
  return (
    <section className={`${styles.identity} ${styles[tone]}`} aria-label="Regulatory information" data-regulatory-identity="">
      <p className="mb-1">
        {s.registeredName} · SEBI-registered {s.registrationType || 'Research Analyst'} · Registration No.{' '}
        <strong data-registration-number="">{s.sebiRegistrationNumber}</strong> · BSE enlistment No. {s.bseEnlistmentNumber}
        {s.cin && <> · CIN {s.cin}</>}
      </p>
      <p className="mb-1" data-standard-warning="">
        {STANDARD_WARNING}
      </p>
      <p className="mb-0">
        Not satisfied with our response to a complaint? Lodge it with SEBI on <Portal href={s.scoresUrl}>SCORES 2.0</Portal>, and then, if
        still unresolved, through online dispute resolution on <Portal href={s.smartOdrUrl}>SMART ODR</Portal>.
      </p>
    </section>
  );
}
