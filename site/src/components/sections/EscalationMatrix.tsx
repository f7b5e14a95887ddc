import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import { usePageData } from '../../lib/page-data';
import { useSettings } from '../../hooks/useSettings';
import { usePlaceholders } from '../../hooks/usePlaceholders';
import * as styles from './EscalationMatrix.module.scss';

export type EscalationMatrixSection = Queries.EscalationMatrixSectionFragment;

const COLUMNS = ['Designation', 'Contact person', 'Address', 'Contact number', 'Email ID', 'Working hours'];

/** "+91 00000 00001" → "tel:+910000000001". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An email address that may wrap only before its "@" (never mid-word). */
const Email = ({ address }: { address: string }) => {
  const at = address.indexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      <span className="text-nowrap">{address.slice(0, at)}</span>
      <wbr />
      <span className="text-nowrap">{address.slice(at)}</span>
    </>
  );
};

/**
 * The grievance escalation matrix, one row per level in order. A horizontally
 * scrollable table on small screens, with the designation column kept in view.
 */
export default function EscalationMatrix({ section, index }: { section: EscalationMatrixSection; index: number }) {
  const fill = usePlaceholders();
  // A row may name the officers and the address of Site settings as {field} placeholders.
  const escalationContacts = usePageData().escalationContacts.map((c) => ({
    ...c,
    contactPerson: fill.text(c.contactPerson),
    address: fill.text(c.address),
    phone: fill.text(c.phone),
  }));
  const { supportEmail } = useSettings();
  const captionId = `escalation-${index}-caption`;

  return (
    <SectionShell anchor={section.anchor} heading={section.heading} intro={section.intro}>
      {escalationContacts.length === 0 ? (
        <p>
          The escalation contacts are being updated. Meanwhile, please write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      ) : (
        <>
          <p className="small text-body-secondary d-lg-none mb-2">Scroll the table sideways to see all columns.</p>
          {/* Focusable so keyboard users can scroll the table sideways. */}
          <div className={`table-responsive ${styles.scroller}`} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={`table table-bordered align-top mb-0 ${styles.table}`}>
              <caption id={captionId} className="visually-hidden">
                Grievance escalation contacts, in order of escalation
              </caption>
              <thead className="table-light">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {escalationContacts.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className={styles.designation}>
                      {c.designation}
                    </th>
                    <td className={styles.person}>{c.contactPerson}</td>
                    <td className={styles.address}>{c.address}</td>
                    <td className="text-nowrap">
                      <a href={telHref(c.phone)}>{c.phone}</a>
                    </td>
                    <td>
                      <ul className={`list-unstyled mb-0 ${styles.emails}`}>
                        {[c.email, c.alternateEmail]
                          .filter((e): e is string => !!e)
                          .map((email) => (
                            <li key={email}>
                              <a href={`mailto:${email}`}>
                                <Email address={email} />
                              </a>
                            </li>
                          ))}
                      </ul>
                    </td>
                    <td className={styles.hours}>{c.workingHours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </SectionShell>
  );
}

export const query = graphql`
  fragment EscalationMatrixSection on STRAPI__COMPONENT_SECTIONS_ESCALATION_MATRIX {
    anchor
    heading
    intro
  }
`;
