/**
 * One id per request, from the origin through the CMS and back: the client's `X-Request-Id` when
 * it is well-formed (contracts' isRequestId), else a new UUID. It is put on the request (so the
 * proxy passes it to the CMS, which logs it too), on the answer's header, and into every error
 * answer the origin gives itself (server.ts's sendJson; the CMS adds it to its own).
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { isRequestId, REQUEST_ID_HEADER } from 'contracts';

const ids = new WeakMap<http.ServerResponse, string>();

export function assignRequestId(req: http.IncomingMessage, res: http.ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = isRequestId(given) ? given : crypto.randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  ids.set(res, id);
  return id;
}

/** The id of the request this answers (undefined before assignRequestId). */
export const requestIdOf = (res: http.ServerResponse): string | undefined => ids.get(res);
