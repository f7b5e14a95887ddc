/**
 * The one API client (axios) for the app and the site's forms: same origin /api, the stored
 * token as the default Authorization header, and the 401 rule: clear the session and go
 * to / (unless on a signed-out screen: SIGNED_OUT_ROUTES). An administrator's call refused
 * until they turn on two-factor sign-in (ADMIN_MFA=required) goes to the enrolment screen.
 */
import axios, { AxiosError } from 'axios';
import { MFA_ENROLMENT_REQUIRED, SIGNED_OUT_ROUTES, clearSession, readSession, type ApiErrorBody } from 'contracts';

export const api = axios.create({ baseURL: '/api', timeout: 20000, headers: { 'Content-Type': 'application/json' } });

/** Called on a 401; the mount point provides navigation (Gatsby's navigate). */
let onUnauthorized: () => void = () => {
  window.location.assign('/');
};
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn;
};

/** Called on an admin call refused until the administrator enrols; the mount point provides navigation. */
let onMfaEnrolment: () => void = () => {};
export const setMfaEnrolmentHandler = (fn: () => void) => {
  onMfaEnrolment = fn;
};

export function setAuthToken(token: string | null): void {
  if (token) api.defaults.headers.common.Authorization = token;
  else delete api.defaults.headers.common.Authorization;
}

if (typeof window !== 'undefined') setAuthToken(readSession().accesstoken);

api.interceptors.response.use(undefined, (error: AxiosError<Partial<ApiErrorBody>>) => {
  const details = error.response?.data?.error?.details as { code?: string } | undefined;
  if (error.response?.status === 403 && details?.code === MFA_ENROLMENT_REQUIRED) onMfaEnrolment();
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
