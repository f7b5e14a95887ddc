import * as React from 'react';
import { HeadProps, navigate, PageProps } from 'gatsby';
import { AppRoutes, screenTitle } from 'app-routes';
import Layout from '../components/layout/Layout';
import Seo from '../components/layout/Seo';
import PrivacyNotice from '../components/ui/PrivacyNotice';
import { useSettings } from '../hooks/useSettings';

/**
 * Mount point of the client-only routes (contracts' CLIENT_ONLY_PREFIXES: /login, /signup,
 * /forgot-password, /reset-password, /myaccount, /admin/*). The app renders only after mount: the static HTML cannot know the
 * deep path or the session, and rendering it during hydration would mismatch.
 */
export default function AppMount({ location }: PageProps) {
  const { supportEmail, firmName } = useSettings();
  // The signup form shows the same privacy notice as the site's forms.
  const privacyNotice = <PrivacyNotice className="small text-muted mt-3 mb-0" />;
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <Layout>
      <div className="container py-5" style={{ minHeight: '60vh' }}>
        {mounted ? (
          <AppRoutes
            pathname={location.pathname}
            search={location.search}
            navigate={navigate}
            supportEmail={supportEmail}
            firmName={firmName}
            privacyNotice={privacyNotice}
          />
        ) : (
          <div className="spinner-border text-primary" role="status">
            <span className="visually-hidden">Loading…</span>
          </div>
        )}
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title={screenTitle(location.pathname)}
      description="Your account with us: sign in, manage your subscription and read your research reports."
      path={location.pathname}
      noindex
    />
  );
}
