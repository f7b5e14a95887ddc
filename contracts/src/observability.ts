/**
 * What the origin, the CMS and their operators share about watching the product run: the request
 * id that ties one call's log lines together across processes, and the CMS's readiness answer the
 * origin's /readyz is built from.
 */
import * as yup from 'yup';
import type { ApiErrorBody } from './api';

/** The header a request id travels in: from the client (optional), origin → CMS, and back in the answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A client's id is taken as it is only when it is this (a UUID, a load balancer's hex id): short
 * and plain, so that it can go into a log line and a header without escaping. Anything else is
 * replaced by one of our own.
 */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const isRequestId = (value: unknown): value is string => typeof value === 'string' && REQUEST_ID.test(value);

/**
 * An error answer of the API's one shape with the request id added (`error.details.requestId`),
 * so that whoever reports an error hands over the id that finds its log lines. A copy: the body
 * may be a cached object other answers share. Anything else is answered as it is.
 */
export function withRequestId<T>(body: T, requestId: string | undefined): T {
  if (!requestId || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const error = (body as Partial<ApiErrorBody>).error;
  if (!error || typeof error !== 'object' || !error.details || typeof error.details !== 'object' || Array.isArray(error.details))
    return body;
  return { ...body, error: { ...error, details: { ...error.details, requestId } } };
}

/** The CMS's readiness, read by the origin's /readyz. */
export const CMS_READINESS_PATH = '/api/health/ready';

export interface CmsReadiness {
  /** A query went to the database and came back. */
  database: 'ok';
  /** The lead outbox's entries neither delivered nor given up, and how long the oldest has waited (null: none). */
  outbox: { depth: number; oldestAgeSeconds: number | null };
}

export const cmsReadinessSchema: yup.ObjectSchema<CmsReadiness> = yup.object({
  database: yup
    .string()
    .oneOf(['ok' as const])
    .defined(),
  outbox: yup
    .object({
      depth: yup.number().integer().min(0).defined(),
      oldestAgeSeconds: yup.number().min(0).nullable().defined(),
    })
    .defined(),
});
