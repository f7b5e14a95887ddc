import * as React from 'react';
import { readSession, SessionUser } from 'contracts';

/** The stored session as the header needs it, read after hydration. */
export interface SessionView {
  ready: boolean;
  user: SessionUser | null;
}

/** `ready` is false during SSR and the first client render, so markup matches and nothing flashes. */
export function useSession(): SessionView {
  const [view, setView] = React.useState<SessionView>({ ready: false, user: null });
  React.useEffect(() => {
    const update = () => setView({ ready: true, user: readSession().user });
    update();
    // Other tabs and the app's login/logout (which dispatches "session") keep the header current.
    window.addEventListener('storage', update);
    window.addEventListener('session', update);
    return () => {
      window.removeEventListener('storage', update);
      window.removeEventListener('session', update);
    };
  }, []);
  return view;
}
