/**
 * The lead calls (contracts' LEAD_CALLS) at the origin: no lead is lost while the CMS is away.
 *
 * A lead is checked here with the schema the CMS checks it with (a refusal is the CMS's own 400),
 * then sent to the CMS. When the CMS cannot take it (no connection, no whole answer, or 502/503/504)
 * it is kept in the spool (lead-spool.ts) and the visitor gets the answer of a stored lead; the
 * replayer (lead-replay.ts) hands it over later. Requests that are not a checkable JSON lead (another
 * content type, broken JSON, a signed-in call without a token) take the ordinary proxy path, where
 * the CMS, or the origin's 503 while it is away, answers them as before.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { apiErrorBody, checkRequest, LEAD_CALL_BUDGET, LEAD_CALLS, LEAD_SPOOL_FULL, requestObject, type LeadCall } from 'contracts';
import { endToEndHeaders } from './cms-proxy';
import { CMS_AWAY_STATUSES, type CmsAnswer } from './lead-send';
import type { LeadSpool, SpooledLead } from './lead-spool';
import type { Replayer } from './lead-replay';

export interface LeadIntakeOptions {
  spool: LeadSpool;
  replayer: Replayer;
  send: (lead: SpooledLead) => Promise<CmsAnswer>;
  log: (message: string) => void;
  /** The CMS's RATE_LIMIT_FACTOR: the budget of leads kept per client scales as the CMS's does. */
  rateLimitFactor?: number;
}

/** Headers the CMS does not read on a lead call and that should not sit on disk. */
const NOT_KEPT = new Set(['cookie', 'content-length', 'expect']);

const callOf = (target: string): LeadCall | undefined => {
  const pathname = target.split('?')[0];
  return LEAD_CALLS.find((c) => `/api${c.path}` === pathname);
};

const isJson = (type: string | undefined) => /^application\/([\w.+-]*\+)?json\b/i.test(type ?? '');
const hasToken = (req: http.IncomingMessage, target: string) => !!req.headers.authorization || /[?&]access_token=/.test(target);

/**
 * The headers the CMS gets, as the proxy would send them: the request's own end-to-end headers
 * and X-Forwarded-For/-Port/-Proto/-Host with this hop appended, so the CMS (which trusts the
 * origin's address, TRUSTED_PROXIES) takes the visitor's address from them, live or replayed.
 */
function cmsHeaders(req: http.IncomingMessage, call: LeadCall): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(endToEndHeaders(req.headers))) {
    if (value === undefined || NOT_KEPT.has(name) || (name === 'authorization' && !call.signedIn)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const append = (name: string, value: string) => (out[name] = out[name] ? `${out[name]},${value}` : value);
  const encrypted = !!(req.socket as { encrypted?: boolean }).encrypted;
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  append('x-forwarded-port', String(req.socket.localPort ?? ''));
  append('x-forwarded-proto', encrypted ? 'https' : 'http');
  out['x-forwarded-host'] = out['x-forwarded-host'] || out.host || '';
  return out;
}

/** Leads kept per client and window while the CMS is away: the CMS's own budget, so a replay fits in it. */
class KeptBudget {
  private windows = new Map<string, { start: number; used: number }>();
  constructor(
    private points: number,
    private windowMs: number,
  ) {}

  /** Spends one; the seconds until one is free when none is left. */
  spend(client: string, now = Date.now()): number | null {
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
    let w = this.windows.get(client);
    if (!w || now - w.start >= this.windowMs) this.windows.set(client, (w = { start: now, used: 0 }));
    if (w.used >= this.points) return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000));
    w.used++;
    return null;
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export interface LeadIntake {
  /** Takes the request when it is a lead call it can check (true), or leaves it to the proxy (false). */
  take(req: http.IncomingMessage, res: http.ServerResponse, target: string, body: Buffer): Promise<boolean>;
}

export function createLeadIntake(opts: LeadIntakeOptions): LeadIntake {
  const factor = opts.rateLimitFactor ?? 1;
  const budget = new KeptBudget(Math.max(1, Math.ceil(LEAD_CALL_BUDGET.points * factor)), LEAD_CALL_BUDGET.durationSeconds * 1000);

  /** The CMS cannot take it now: kept, and answered as a stored lead. */
  function keep(res: http.ServerResponse, call: LeadCall, lead: SpooledLead, client: string, why: string): void {
    const wait = budget.spend(client);
    if (wait !== null) {
      const message = `Too many requests. Please try again in ${wait} seconds.`;
      sendJson(res, 429, apiErrorBody(429, 'RateLimitError', message, { retryAfter: wait }), { 'retry-after': String(wait) });
      return;
    }
    if (!opts.spool.append(lead)) {
      const { status, name, message, retryAfterSeconds } = LEAD_SPOOL_FULL;
      opts.log(`lead spool full (${opts.spool.health().depth} leads): a lead to ${lead.target} was refused`);
      sendJson(res, status, apiErrorBody(status, name, message), { 'retry-after': String(retryAfterSeconds) });
      return;
    }
    opts.log(`lead ${lead.id} to ${lead.target} kept for the CMS (${why})`);
    opts.replayer.kick();
    sendJson(res, 200, call.stored);
  }

  return {
    async take(req, res, target, body) {
      const call = req.method === 'POST' ? callOf(target) : undefined;
      if (!call || !isJson(req.headers['content-type']) || (call.signedIn && !hasToken(req, target))) return false;
      let parsed: unknown;
      try {
        parsed = body.length ? JSON.parse(body.toString('utf8')) : undefined;
      } catch {
        return false;
      }
      const object = requestObject(parsed);
      const checked = object.ok ? checkRequest(call.schema, object.value) : null;
      if (!object.ok || !checked?.ok) {
        const message = object.ok ? (checked as { message: string }).message : object.message;
        const details = checked && !checked.ok ? { errors: checked.errors } : {};
        sendJson(res, 400, apiErrorBody(400, 'ValidationError', message, details));
        return true;
      }
      const lead: SpooledLead = {
        id: crypto.randomUUID(),
        receivedAt: new Date().toISOString(),
        target,
        headers: cmsHeaders(req, call),
        body: body.toString('utf8'),
      };
      const client = req.socket.remoteAddress ?? 'unknown';
      let answer: CmsAnswer;
      try {
        answer = await opts.send(lead);
      } catch (err) {
        keep(res, call, lead, client, (err as NodeJS.ErrnoException).code ?? (err as Error).message);
        return true;
      }
      if (CMS_AWAY_STATUSES.has(answer.status)) {
        keep(res, call, lead, client, `the CMS answered ${answer.status}`);
        return true;
      }
      opts.replayer.cmsAnswered();
      const headers = Object.fromEntries(
        Object.entries(endToEndHeaders(answer.headers)).filter(([name, v]) => v !== undefined && name !== 'x-powered-by'),
      ) as http.OutgoingHttpHeaders;
      res.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) });
      res.end(answer.body);
      return true;
    },
  };
}
