/**
 * Reading the API's errors, without the client itself (axios): screens that send only on a click
 * load the client then (lazy-endpoints.ts), and still read its errors.
 */
import type { AxiosError } from 'axios';
import { CALL_FAILURE_TEXTS, type ApiErrorBody } from 'contracts';

/** Answers of a proxy in front of the service (the site server, nginx) when the service is down or slow. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/**
 * The service could not be reached: a proxy's 502/503/504, no answer at all (axios's 'Network
 * Error', a timeout), or the API client's chunk not loading. A screen says so, never a refusal.
 */
export function unreachable(error: unknown): boolean {
  const e = error as Partial<AxiosError> | null | undefined;
  const status = e?.response?.status;
  if (status === undefined) return Boolean(e?.isAxiosError) || e?.name === 'ChunkLoadError';
  return UNREACHABLE_STATUSES.has(status);
}

/**
 * The server's message from the API's error shape, or a fallback; "temporarily unavailable"
 * when the service could not be reached (a proxy's message would name the CMS).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (unreachable(error)) return CALL_FAILURE_TEXTS.unavailable;
  const data = (error as AxiosError<Partial<ApiErrorBody>>)?.response?.data;
  return data?.error?.message || fallback;
}

/**
 * A failed call in words a visitor can act on, never axios's own ('Request failed with status code
 * 400', 'Network Error'): the server's message for a refusal (4xx); for a 429 that gives none,
 * "too many attempts"; "temporarily unavailable" when the service could not be reached (502, 503,
 * 504 from the proxy in front of it, whose message would name the CMS; no answer at all; the API
 * client's chunk not loading); else `fallback` (a 500 says nothing a visitor can use).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (unreachable(error)) return CALL_FAILURE_TEXTS.unavailable;
  const status = (error as Partial<AxiosError> | null | undefined)?.response?.status;
  if (status === undefined) return fallback;
  if (status === 429) return errorMessage(error, CALL_FAILURE_TEXTS.tooMany);
  return status >= 400 && status < 500 ? errorMessage(error, fallback) : fallback;
}
