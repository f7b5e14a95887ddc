/**
 * One lead call sent to the CMS as a whole request with its whole answer read back (leads are small):
 * the origin's intake (lead-intake.ts) needs the CMS's status before it answers the visitor, and
 * the replayer (lead-replay.ts) needs it before it lets go of a kept lead.
 */
import http from 'node:http';
import type { SpooledLead } from './lead-spool';

export interface CmsAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Longer than any lead call takes; a CMS that does not answer in this time is treated as away. */
const ANSWER_TIMEOUT_MS = 30_000;

/** Sends `lead` to the CMS at `cmsUrl`; rejects when no whole answer came back (refused, reset, timed out). */
export function sendLead(cmsUrl: string, agent: http.Agent, lead: SpooledLead): Promise<CmsAnswer> {
  const body = Buffer.from(lead.body, 'utf8');
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(lead.target, cmsUrl), {
      method: 'POST',
      agent,
      headers: { ...lead.headers, 'content-length': String(body.length) },
      timeout: ANSWER_TIMEOUT_MS,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('the CMS did not answer in time'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end(body);
  });
}

/** Answers that mean the CMS (or a proxy in front of it) could not take the request now. */
export const CMS_AWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
