import * as React from 'react';

/** The stored session of spec §3 (localStorage keys "user" and "accesstoken"), read after hydration. */
export interface StoredUser { id: number; first_name: string; email: string; phone?: string; admin: number }
export interface SessionView { ready: boolean; user: StoredUser | null }

export function readStoredSession(): StoredUser | null {
  try {
    if (!window.localStorage.getItem('accesstoken')) return null;
    const user = JSON.parse(window.localStorage.getItem('user') || 'null');
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}

/** `ready` is false during SSR and the first client render, so markup matches and nothing flashes. */
export function useSession(): SessionView {
  const [view, setView] = React.useState<SessionView>({ ready: false, user: null });
  React.useEffect(() => {
    const update = () => setView({ ready: true, user: readStoredSession() });
    update();
    // Other tabs and the app's login/logout (which dispatches "session") keep the header current.
    window.addEventListener('storage', update);
    window.addEventListener('session', update);
    return () => { window.removeEventListener('storage', update); window.removeEventListener('session', update); };
  }, []);
  return view;
}
