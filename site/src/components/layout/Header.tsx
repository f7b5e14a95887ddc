import * as React from 'react';
import { Link } from 'gatsby';
import { APP_ROUTES, isAdministrator } from 'contracts';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import CmsImage from '../ui/CmsImage';
import CmsLink from '../ui/CmsLink';
import { useNavigation } from '../../hooks/useNavigation';
import { useSettings } from '../../hooks/useSettings';
import { useSession } from '../../hooks/useSession';
import * as styles from './Header.module.scss';

/**
 * Site header: the menu editors keep in the CMS (Navigation). Account links follow the
 * stored session once hydrated, in a slot of fixed size.
 */
export default function Header() {
  const settings = useSettings();
  const { headerLinks } = useNavigation();
  const { ready, user } = useSession();
  return (
    <Navbar expand="lg" bg="white" sticky="top" className={styles.bar} collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to="/" className="d-flex align-items-center gap-2" aria-label={`${settings.firmName} home`}>
          {settings.logo ? (
            <CmsImage image={settings.logo} alt={settings.firmName} loading="eager" />
          ) : (
            <span className={styles.brandName}>{settings.firmName}</span>
          )}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav" aria-label="Menu" />
        <Navbar.Collapse id="site-nav">
          <Nav className="ms-auto align-items-lg-center" as="ul">
            {headerLinks.map(({ href, label }) => (
              <Nav.Item as="li" key={`${href} ${label}`}>
                <CmsLink href={href} className="nav-link" activeClassName="active">
                  {label}
                </CmsLink>
              </Nav.Item>
            ))}
          </Nav>
          <div className={`${styles.account} ${ready ? '' : styles.pending}`} data-testid="account-links">
            {user ? (
              <>
                <Link to={APP_ROUTES.myAccount} className="btn btn-outline-primary btn-sm">
                  My Account
                </Link>
                {isAdministrator(user) && (
                  <Link to={APP_ROUTES.admin} className="btn btn-primary btn-sm">
                    Admin
                  </Link>
                )}
              </>
            ) : (
              <>
                <Link to={APP_ROUTES.login} className="btn btn-outline-primary btn-sm">
                  Login
                </Link>
                <Link to={APP_ROUTES.signup} className="btn btn-success btn-sm">
                  Sign up
                </Link>
              </>
            )}
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
