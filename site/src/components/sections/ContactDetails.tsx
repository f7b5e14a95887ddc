import * as React from 'react';
import { graphql } from 'gatsby';
import { safeHref } from 'contracts';
import SectionShell from '../ui/SectionShell';
import { useSettings } from '../../hooks/useSettings';
import { whatsappChatUrl } from '../../lib/format';
import * as styles from './ContactDetails.module.scss';

export type ContactDetailsSection = Queries.ContactDetailsSectionFragment;

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');
/** "+919876543210" → "+91 98765 43210"; other formats are shown as entered. */
const prettyPhone = (phone: string) => {
  const m = /^\+91(\d{5})(\d{5})$/.exec(digits(phone));
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
};

const PLATFORMS: Record<string, { label: string; icon: React.ReactNode }> = {
  facebook: {
    label: 'Facebook',
    icon: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z" />,
  },
  instagram: {
    label: 'Instagram',
    icon: (
      <path
        fillRule="evenodd"
        d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm5-3.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z"
      />
    ),
  },
  linkedin: {
    label: 'LinkedIn',
    icon: (
      <path d="M4 9h3.6v11H4zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.6 9H13v1.6c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.4 2.4 4.4 5.6V20h-3.6v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V20H9.6z" />
    ),
  },
  twitter: {
    label: 'X (Twitter)',
    icon: <path d="M17.7 3.5h3l-6.6 7.6 7.8 9.4h-6.1l-4.8-5.8-5.5 5.8h-3l7-7.6-7.4-9.4h6.2l4.3 5.4zm-1 15.3h1.7L7.4 5.1H5.6z" />,
  },
  youtube: {
    label: 'YouTube',
    icon: <path fillRule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5.2-3z" />,
  },
  telegram: {
    label: 'Telegram',
    icon: (
      <path d="M21.4 4.1 2.9 11.2c-1 .4-1 1.5 0 1.8l4.6 1.4 1.8 5.5c.2.6 1 .8 1.5.3l2.6-2.4 4.8 3.5c.6.4 1.4.1 1.6-.6l3.1-14.5c.2-.9-.6-1.6-1.5-1.1zM9.6 14.2l8.2-6.9-6.4 7.9-.3 3.1z" />
    ),
  },
  whatsapp: {
    label: 'WhatsApp',
    icon: (
      <path
        fillRule="evenodd"
        d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zm0 2a7.5 7.5 0 1 1-3.9 13.9l-.4-.2-2.3.6.6-2.2-.2-.4A7.5 7.5 0 0 1 12 4.5zM9.2 7.8c-.3 0-.7.1-1 .5-.4.4-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.4 2.5 1 3 .8 3.5.7.6-.1 1.7-.7 2-1.4.2-.7.2-1.2.2-1.4-.1-.1-.3-.2-.6-.3l-1.8-.9c-.3-.1-.5-.1-.7.1l-.8 1c-.2.2-.3.2-.6.1-.3-.2-1.2-.5-2.3-1.4-.8-.8-1.4-1.7-1.5-2-.2-.3 0-.4.1-.6l.5-.5.3-.5v-.5l-.8-2c-.2-.5-.4-.5-.6-.5z"
      />
    ),
  },
};
const fallbackIcon = (
  <path d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM8 18a4 4 0 0 1-2.8-6.8l2.1-2.1 1.4 1.4-2.1 2.1a2 2 0 0 0 2.8 2.8l2.1-2.1 1.4 1.4-2.1 2.1A4 4 0 0 1 8 18zm8.7-4.5-1.4-1.4 2.1-2.1a2 2 0 0 0-2.8-2.8l-2.1 2.1-1.4-1.4 2.1-2.1a4 4 0 0 1 5.6 5.6z" />
);

function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The firm's address, phones, emails, hours, social links and registration numbers (from Site settings). */
export default function ContactDetails({ section }: { section: ContactDetailsSection; index: number }) {
  const s = useSettings();
  // CMS URLs: only what the one safe-link rule lets through (never javascript: or data:).
  const social = s.socialLinks.flatMap((l) => {
    const href = safeHref(l.url);
    return href ? [{ ...l, url: href }] : [];
  });
  return (
    <SectionShell anchor={section.anchor} heading={section.heading}>
      <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">
        <div className="col">
          <div className={`card-soft h-100 ${styles.card}`}>
            <h3 className={styles.title}>Visit us</h3>
            <address className="mb-3">{s.address}</address>
            <p className={styles.label}>Office hours</p>
            <p className="mb-0">{s.officeHours}</p>
          </div>
        </div>
        <div className="col">
          <div className={`card-soft h-100 ${styles.card}`}>
            <h3 className={styles.title}>Call us</h3>
            <ul className={styles.list}>
              {s.phones.map((p) => (
                <li key={p.value}>
                  <span className={styles.label}>{p.label}</span>
                  <a href={`tel:${digits(p.value)}`}>{p.value}</a>
                </li>
              ))}
              {s.whatsappNumber && (
                <li>
                  <span className={styles.label}>WhatsApp</span>
                  <a
                    href={whatsappChatUrl(s.whatsappNumber)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`WhatsApp ${prettyPhone(s.whatsappNumber)} (opens in a new tab)`}
                  >
                    {prettyPhone(s.whatsappNumber)}
                  </a>
                </li>
              )}
            </ul>
          </div>
        </div>
        <div className="col">
          <div className={`card-soft h-100 ${styles.card}`}>
            <h3 className={styles.title}>Write to us</h3>
            <ul className={styles.list}>
              {s.emails.map((e) => (
                <li key={e.value}>
                  <span className={styles.label}>{e.label}</span>
                  <a href={`mailto:${e.value}`} className={styles.email}>
                    {e.value}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      {/* Registration and social links share a strip under the three contact cards. */}
      <div className={`card-soft ${styles.card} ${styles.strip}`}>
        <div>
          <h3 className={styles.title}>Registration</h3>
          <dl className={styles.reg}>
            <div>
              <dt>SEBI Research Analyst Reg. No.</dt>
              <dd>{s.sebiRegistrationNumber}</dd>
            </div>
            <div>
              <dt>BSE Enlistment No.</dt>
              <dd>{s.bseEnlistmentNumber}</dd>
            </div>
            {s.registrationValidity && (
              <div>
                <dt>Validity</dt>
                <dd>{s.registrationValidity}</dd>
              </div>
            )}
          </dl>
        </div>
        {social.length > 0 && (
          <div>
            <h3 className={styles.title}>Follow us</h3>
            <ul className={styles.socialList}>
              {social.map((l) => {
                const p = PLATFORMS[l.platform.toLowerCase()];
                const label = p?.label ?? l.platform.charAt(0).toUpperCase() + l.platform.slice(1);
                return (
                  <li key={l.url}>
                    <a
                      href={l.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={label}
                      title={label}
                      className={styles.socialLink}
                    >
                      <Icon>{p?.icon ?? fallbackIcon}</Icon>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </SectionShell>
  );
}

export const query = graphql`
  fragment ContactDetailsSection on STRAPI__COMPONENT_SECTIONS_CONTACT_DETAILS {
    anchor
    heading
  }
`;
