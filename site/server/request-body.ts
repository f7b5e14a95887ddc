/**
 * Request bodies on their way to the CMS: read here, within the API's limit, before anything is
 * proxied. An oversized body is refused by its Content-Length or, when it is streamed without
 * one, as soon as the counted bytes pass the limit, so the CMS never sees it and the client gets
 * a clean 413 instead of a reset connection.
 *
 * One route takes more: an administrator's PDF report (POST /api/Reports, up to
 * REPORT_UPLOAD_MAX_BODY_BYTES). Its body is streamed to the CMS through a byte counter
 * (cms-proxy.ts) rather than held here: 20 MB per upload in the origin's memory would be the
 * cheapest way to exhaust it.
 */
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { isPriceUpload, isReportUpload, PRICE_MESSAGES, REPORT_MESSAGES, REPORT_UPLOAD_MAX_BODY_BYTES } from 'contracts';

/** The CMS's own JSON limit (cms/config/middlewares.ts). */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * After a 413 the rest of a body is read and dropped (so the client can read the answer), up to
 * this: twice the largest body any route takes, so a report a little over its limit is drained
 * whole and its sender reads the 413 (cut off at 16 MB, a 21 MB upload met a reset instead).
 */
const DRAIN_LIMIT_BYTES = 2 * REPORT_UPLOAD_MAX_BODY_BYTES;

/**
 * The route's body limit, whether its body is streamed to the CMS instead of read here first, and
 * the message of its 413 (an upload's own, as the CMS words the same refusal).
 */
export function bodyPolicy(method: string | undefined, pathname: string): { limit: number; stream: boolean; tooLarge: string } {
  if (isReportUpload(method, pathname)) return { limit: REPORT_UPLOAD_MAX_BODY_BYTES, stream: true, tooLarge: REPORT_MESSAGES.tooLarge };
  // A price import takes a file up to the report's size (PRICE_FILE_MAX_BYTES).
  if (isPriceUpload(method, pathname)) return { limit: REPORT_UPLOAD_MAX_BODY_BYTES, stream: true, tooLarge: PRICE_MESSAGES.tooLarge };
  return { limit: MAX_BODY_BYTES, stream: false, tooLarge: 'The request body is too large.' };
}

/** Refused up front by the Content-Length it announces. */
export function announcesMoreThan(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Passes a body on while counting it; past `limit` bytes (a chunked body that grows too large)
 * it stops passing anything and calls `onOver` once.
 */
export function byteLimit(limit: number, onOver: () => void): Transform {
  let size = 0;
  let over = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (over) return done();
      size += chunk.length;
      if (size <= limit) return done(null, chunk);
      over = true;
      onOver();
      done();
    },
  });
}

export type BodyResult = { body: Buffer } | { tooLarge: true };

export function readBodyWithin(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  if (announcesMoreThan(req, limit)) return Promise.resolve({ tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        resolve({ tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve({ body: Buffer.concat(chunks, size) }));
    req.once('error', reject);
    req.once('aborted', () => reject(new Error('request aborted')));
  });
}

/** Reads and drops what is left of a refused body, so the answer reaches the client; gives up past a bound. */
export function drain(req: IncomingMessage): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}
