/**
 * The one API client (axios) for the app and the site's forms: same origin /api, the stored
 * token as the default Authorization header, and the 401 rule: clear the session and go
 * to / (unless on a signed-out screen: SIGNED_OUT_ROUTES).
 */
import axios, { AxiosError } from 'axios';
import { SIGNED_OUT_ROUTES, clearSession, readSession } from 'contracts';

export const api = axios.create({ baseURL: '/api', timeout: 20000, headers: { 'Content-Type': 'application/json' } });

/** Called on a 401; the mount point provides navigation (Gatsby's navigate). */
let onUnauthorized: () => void = () => {
  window.location.assign('/');
};
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn;
};

export function setAuthToken(token: string | null): void {
  if (token) api.defaults.headers.common.Authorization = token;
  else delete api.defaults.headers.common.Authorization;
}

if (typeof window !== 'undefined') setAuthToken(readSession().accesstoken);

api.interceptors.response.use(undefined, (error: AxiosError) => {
  if (error.response?.status === 401 && typeof window !== 'undefined') {
    const path = window.location.pathname.replace(/\/$/, '');
    if (!(SIGNED_OUT_ROUTES as readonly string[]).includes(path)) {
      clearSession();
      setAuthToken(null);
      onUnauthorized();
    }
  }
  return Promise.reject(error);
});

// Reading its errors needs no client: errors.ts, re-exported for the screens that import them from here.
export { errorMessage, failureMessage } from './errors';
