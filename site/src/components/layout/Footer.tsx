import * as React from 'react';
import CmsLink from '../ui/CmsLink';
import { useNavigation } from '../../hooks/useNavigation';
import { useSettings } from '../../hooks/useSettings';
import RegulatoryIdentity from './RegulatoryIdentity';
import * as styles from './Footer.module.scss';

/** Site footer: the regulatory links editors keep in the CMS, the regulatory identity, contact, risk warning. */
export default function Footer() {
  const s = useSettings();
  const nav = useNavigation();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className="row g-4">
          <div className="col-lg-5">
            <p className={styles.name}>{s.firmName}</p>
            {s.tagline && <p className="mb-2">{s.tagline}</p>}
            {s.registrationValidity && <p className="mb-0 small">Registration validity: {s.registrationValidity}</p>}
          </div>
          <nav className="col-6 col-lg-3" aria-label={nav.footerTitle}>
            <p className={styles.title}>{nav.footerTitle}</p>
            <ul className="list-unstyled mb-0">
              {nav.footerLinks.map(({ href, label }) => (
                <li key={`${href} ${label}`}>
                  <CmsLink href={href}>{label}</CmsLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-6 col-lg-4">
            <p className={styles.title}>Contact</p>
            <address className="mb-0">
              {s.address}
              <br />
              {s.phones.map((p) => (
                <React.Fragment key={p.value}>
                  <a href={`tel:${p.value.replace(/\s+/g, '')}`}>{p.value}</a>
                  <br />
                </React.Fragment>
              ))}
              <a href={`mailto:${s.supportEmail}`}>{s.supportEmail}</a>
              <br />
              {s.officeHours}
            </address>
          </div>
        </div>
        <hr className={styles.rule} />
        <RegulatoryIdentity />
        <p className="small mt-2 mb-2">{s.footerDisclaimer}</p>
        <p className="small mb-2">
          <strong>{s.riskWarning}</strong>
        </p>
        <p className="small mb-0">
          © {new Date().getFullYear()} {s.firmName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
