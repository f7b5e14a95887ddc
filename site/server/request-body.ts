/**
 * Request bodies on their way to the CMS: read here, within the API's limit, before anything is
 * proxied. An oversized body is refused by its Content-Length or, when it is streamed without
 * one, as soon as the counted bytes pass the limit, so the CMS never sees it and the client gets
 * a clean 413 instead of a reset connection.
 */
import type { IncomingMessage } from 'node:http';

/** The CMS's own JSON limit (cms/config/middlewares.ts). */
export const MAX_BODY_BYTES = 64 * 1024;
/** After a 413 the rest of a body is read and dropped (so the client can read the answer), up to this. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

export type BodyResult = { body: Buffer } | { tooLarge: true };

export function readBodyWithin(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ tooLarge: true });
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
