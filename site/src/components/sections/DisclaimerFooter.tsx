import * as React from 'react';
import { graphql, Link } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import MultilineText from '../ui/MultilineText';
import { useSettings } from '../../hooks/useSettings';
import { usePlaceholders } from '../../hooks/usePlaceholders';
import { isFilled } from '../../lib/cms-data';
import * as styles from './DisclaimerFooter.module.scss';

export type DisclaimerFooterSection = Queries.DisclaimerFooterSectionFragment;

/**
 * Landing pages' footer: disclaimer summary, the full text on request, and how to reach the firm. The
 * registration itself is the layout's RegulatoryIdentity, right below: not repeated here.
 */
export default function DisclaimerFooter({ section }: { section: DisclaimerFooterSection; index: number }) {
  const s = useSettings();
  const fill = usePlaceholders();
  const [open, setOpen] = React.useState(false);
  const bodyRef = React.useRef<HTMLDivElement>(null);
  const bodyId = `disclaimer-body${React.useId()}`;
  // The button disappears once used, so move focus to the text it revealed.
  React.useEffect(() => {
    if (open) bodyRef.current?.focus();
  }, [open]);
  if (!isFilled(section, 'summary', 'body')) return null;
  // The summary is usually the risk warning itself: then show it once, styled as the warning.
  const summaryIsWarning = section.summary.includes(s.riskWarning);
  const phone = s.phones[0];
  return (
    <SectionShell heading={section.heading || 'Disclaimer'} tone="dark" className={styles.footer}>
      <p className={summaryIsWarning ? 'risk-warning' : styles.summary}>{section.summary}</p>
      {!open && (
        <button
          type="button"
          className={`btn btn-outline-light btn-sm ${styles.more}`}
          aria-expanded="false"
          aria-controls={bodyId}
          onClick={() => setOpen(true)}
        >
          Read more Desclaimer
        </button>
      )}
      {/* In the static HTML but hidden until asked for; paragraphs are separated by blank lines. */}
      <div id={bodyId} ref={bodyRef} tabIndex={-1} hidden={!open} className={styles.body}>
        {fill
          .text(section.body)
          .split(/\n\s*\n/)
          .map((para, i) => (
            <p key={i}>
              <MultilineText text={para.trim()} />
            </p>
          ))}
      </div>
      <p className={styles.link}>
        <Link to="/disclaimer">Read the full disclaimer</Link>
      </p>

      <div className={styles.identity}>
        <p className={styles.firm}>{s.firmName}</p>
        <p className="mb-1">{s.address}</p>
        <p className="mb-0">
          {phone && (
            <>
              <a href={`tel:${phone.value.replace(/[^\d+]/g, '')}`}>{phone.value}</a>
              {' · '}
            </>
          )}
          <a href={`mailto:${s.supportEmail}`}>{s.supportEmail}</a>
          {' · '}
          {s.officeHours}
        </p>
      </div>
      {!summaryIsWarning && <p className="risk-warning mt-4 mb-0">{s.riskWarning}</p>}
    </SectionShell>
  );
}

export const query = graphql`
  fragment DisclaimerFooterSection on STRAPI__COMPONENT_SECTIONS_DISCLAIMER_FOOTER {
    heading
    summary
    body
  }
`;
