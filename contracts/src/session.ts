/**
 * The browser's session: localStorage keys name, phone, email, accesstoken and user
 * (JSON {id, first_name, email, phone, admin}). Changes are announced with a "session" window
 * event so the site's header follows without a reload. The app writes it; the site's header
 * reads it.
 */
export interface SessionUser {
  id: number;
  first_name: string;
  email: string;
  phone: string;
  admin: number;
}
export interface Session {
  user: SessionUser | null;
  accesstoken: string | null;
}

const KEYS = ['name', 'phone', 'email', 'accesstoken', 'user'] as const;

/**
 * The browser's window, as far as the session uses it: typed here rather than by the DOM library,
 * so that Node programs that read the contracts (the origin server's) type-check without the DOM.
 */
interface SessionWindow {
  localStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  dispatchEvent(event: Event): boolean;
}
const window = globalThis as unknown as SessionWindow;
const announce = () => window.dispatchEvent(new Event('session'));

export function readSession(): Session {
  try {
    const accesstoken = window.localStorage.getItem('accesstoken');
    const user = JSON.parse(window.localStorage.getItem('user') || 'null');
    return accesstoken && user && typeof user === 'object' ? { user, accesstoken } : { user: null, accesstoken: accesstoken || null };
  } catch {
    return { user: null, accesstoken: null };
  }
}

export function saveSession(accesstoken: string, user: SessionUser): void {
  const ls = window.localStorage;
  ls.setItem('accesstoken', accesstoken);
  ls.setItem('user', JSON.stringify({ id: user.id, first_name: user.first_name, email: user.email, phone: user.phone, admin: user.admin }));
  ls.setItem('name', user.first_name);
  ls.setItem('email', user.email);
  ls.setItem('phone', user.phone ?? '');
  announce();
}

export function clearSession(): void {
  for (const k of KEYS) window.localStorage.removeItem(k);
  announce();
}
