import * as React from 'react';
import { APP_ROUTES, isAdministrator } from 'contracts';
import { useApp } from '../session/AppContext';
import Spinner from 'react-bootstrap/Spinner';

/**
 * Route guard and page redirects: no stored token → /; no user → /login;
 * an admin page for a user who is not an administrator → /myaccount.
 */
export default function Guard({ admin = false, children }: { admin?: boolean; children: React.ReactNode }) {
  const { session, navigate } = useApp();
  const target = !session.accesstoken
    ? '/'
    : !session.user
      ? APP_ROUTES.login
      : admin && !isAdministrator(session.user)
        ? APP_ROUTES.myAccount
        : null;
  React.useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  if (target)
    return (
      <div className="py-5 text-center">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Redirecting…</span>
        </Spinner>
      </div>
    );
  return <>{children}</>;
}
