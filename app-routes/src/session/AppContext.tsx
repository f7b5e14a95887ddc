/**
 * What every screen of the app shares: the session (with its login and logout
 * transitions), the current location, and navigation (Gatsby's navigate, handed in by the mount).
 */
import * as React from 'react';
import { APP_ROUTES, clearSession, readSession, saveSession, Session, SessionUser } from 'contracts';
import { setAuthToken, setMfaEnrolmentHandler, setUnauthorizedHandler } from '../api/client';

export interface AppLocation {
  pathname: string;
  search: string;
}
export type Navigate = (to: string, opts?: { replace?: boolean }) => void;

interface AppContextValue {
  session: Session;
  location: AppLocation;
  navigate: Navigate;
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
  drawer: boolean;
  setDrawer: (open: boolean) => void;
  /** The firm's support email (from the CMS, handed in by the mount). */
  supportEmail: string;
  /** The firm's name (from the CMS), Razorpay Checkout's `name` when paying an instalment. */
  firmName: string;
  /** The privacy notice the site shows under its forms (from the CMS, rendered by the mount), for the signup form. */
  privacyNotice?: React.ReactNode;
}

const AppContext = React.createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const ctx = React.useContext(AppContext);
  if (!ctx) throw new Error('useApp outside AppProvider');
  return ctx;
}

export function AppProvider({
  location,
  navigate,
  supportEmail,
  firmName = '',
  privacyNotice,
  children,
}: {
  location: AppLocation;
  navigate: Navigate;
  supportEmail: string;
  firmName?: string;
  privacyNotice?: React.ReactNode;
  children: React.ReactNode;
}) {
  const [session, setSession] = React.useState<Session>(() => readSession());
  const [drawer, setDrawer] = React.useState(false);
  React.useEffect(() => {
    setUnauthorizedHandler(() => {
      setSession({ user: null, accesstoken: null });
      navigate('/');
    });
    setMfaEnrolmentHandler(() => navigate(APP_ROUTES.twoFactor));
    const sync = () => setSession(readSession());
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, [navigate]);
  const value = React.useMemo<AppContextValue>(
    () => ({
      session,
      location,
      navigate,
      drawer,
      setDrawer,
      supportEmail,
      firmName,
      privacyNotice,
      signIn: (token, user) => {
        saveSession(token, user);
        setAuthToken(token);
        setSession({ accesstoken: token, user });
      },
      signOut: () => {
        clearSession();
        setAuthToken(null);
        setSession({ user: null, accesstoken: null });
      },
    }),
    [session, location, navigate, drawer, supportEmail, firmName, privacyNotice],
  );
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/** Query parameter from the current location. */
export const useQueryParam = (name: string): string | null => new URLSearchParams(useApp().location.search).get(name);
