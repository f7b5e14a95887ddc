/**
 * Reading the API's errors, without the client itself (axios): screens that send only on a click
 * load the client then (lazy-endpoints.ts), and still read its errors.
 */
import type { AxiosError } from 'axios';
import type { ApiErrorBody } from 'contracts';

/** The server's message from the API's error shape, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as AxiosError<Partial<ApiErrorBody>>)?.response?.data;
  return data?.error?.message || fallback;
}

/** The raw error the newsletter, returns and welcome forms show (spec §8): the server's message, else the client's. */
export const rawErrorMessage = (error: unknown): string => errorMessage(error, error instanceof Error ? error.message : String(error));
