/**
 * The signature every webhook the CMS sends carries (the lead webhook, the alert webhook) and the
 * check a receiver of one makes (POST /api/Mail/events takes the same scheme): `sha256=<hex
 * HMAC-SHA256 of the raw body with the shared secret>`, as GitHub and Stripe-style receivers
 * expect. One definition, so the two webhooks cannot drift apart.
 */
import crypto from 'node:crypto';

/** `sha256=<hex HMAC-SHA256 of the raw body with the secret>`. */
export function webhookSignature(rawBody: string, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Does a received body carry this signature? (What a receiver does; constant time.) */
export function signatureMatches(rawBody: string, header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(webhookSignature(rawBody, secret));
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The names of a webhook's three headers: the event's id, the Unix time it is sent, its signature. */
export interface SignedHeaderNames {
  id: string;
  timestamp: string;
  signature: string;
}

/**
 * A webhook request: the event as JSON with the moment it is sent (`sentAt`, also the timestamp
 * header in Unix seconds). The signature covers the raw body, `sentAt` included, so a receiver
 * can refuse an old body replayed; the event's id stays the same across retries, so it can drop a
 * repeat. The body must go out exactly as returned (a string: not serialised again).
 */
export function signedJsonRequest(
  event: { id: string },
  secret: string,
  now: Date,
  names: SignedHeaderNames,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ ...event, sentAt: now.toISOString() });
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      [names.id]: event.id,
      [names.timestamp]: String(Math.floor(now.getTime() / 1000)),
      [names.signature]: webhookSignature(body, secret),
    },
  };
}
