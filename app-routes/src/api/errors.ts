/**
 * Reading the API's errors, without the client itself (axios): screens that send only on a click
 * load the client then (lazy-endpoints.ts), and still read its errors.
 */
import type { AxiosError } from 'axios';
import { CALL_FAILURE_TEXTS, type ApiErrorBody } from 'contracts';

/** The server's message from the API's error shape, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as AxiosError<Partial<ApiErrorBody>>)?.response?.data;
  return data?.error?.message || fallback;
}

/** Answers of a proxy in front of the service (the site server, nginx) when the service is down or slow. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/**
 * A failed call in words a visitor can act on, never axios's own ('Request failed with status code
 * 400', 'Network Error'): the server's message for a refusal (4xx); for a 429 that gives none,
 * "too many attempts"; "temporarily unavailable" when the service could not be reached (502, 503,
 * 504 from the proxy in front of it, whose message would name the CMS; no answer at all; the API
 * client's chunk not loading); else `fallback` (a 500 says nothing a visitor can use).
 */
export function failureMessage(error: unknown, fallback: string): string {
  const e = error as Partial<AxiosError<Partial<ApiErrorBody>>> | null | undefined;
  const status = e?.response?.status;
  if (status === undefined) return e?.isAxiosError || e?.name === 'ChunkLoadError' ? CALL_FAILURE_TEXTS.unavailable : fallback;
  if (UNREACHABLE_STATUSES.has(status)) return CALL_FAILURE_TEXTS.unavailable;
  if (status === 429) return errorMessage(error, CALL_FAILURE_TEXTS.tooMany);
  return status >= 400 && status < 500 ? errorMessage(error, fallback) : fallback;
}
