/**
 * Hands the spool's leads (lead-spool.ts) to the CMS once it answers again: oldest first, one at a
 * time, each let go only after the CMS answered it for good.
 *
 * - 2xx: stored; the lead leaves the spool.
 * - 429: the client's lead budget is spent (the CMS limits replays per visitor as it does live
 *   calls); wait as long as Retry-After says and send the same lead again. A wait longer than
 *   MAX_RATE_WAIT_MS is a refusal for the day (a grievance's acknowledgements): a dead letter.
 * - any other 4xx: the CMS will never take it (an expired sign-in, a rule changed meanwhile):
 *   logged and moved to spool/dead, never retried.
 * - 5xx or no answer: the CMS is still away; the same lead again after a pause that doubles from
 *   BASE_DELAY_MS to MAX_DELAY_MS.
 *
 * A lead whose answer was lost (the connection broke after the CMS stored it) is sent again; the
 * CMS's rule that the same person, kind and day is one record makes that repeat harmless.
 */
import type { LeadSpool, SpooledLead } from './lead-spool';
import type { CmsAnswer } from './lead-send';

export const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
export const MAX_RATE_WAIT_MS = 5 * 60_000;

export interface ReplayOptions {
  spool: LeadSpool;
  send: (lead: SpooledLead) => Promise<CmsAnswer>;
  log: (message: string) => void;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface Replayer {
  /** Something was kept (or the process started): replay now unless a replay is already under way. */
  kick(): void;
  /** The CMS just answered a live call: a replay waiting out a failure goes on at once. */
  cmsAnswered(): void;
  /** Resolves when the spool is empty or the replayer stopped. */
  drained(): Promise<void>;
  stop(): void;
}

type Step = { done: true } | { waitMs: number };

export function createReplayer(opts: ReplayOptions): Replayer {
  const base = opts.baseDelayMs ?? BASE_DELAY_MS;
  const max = opts.maxDelayMs ?? MAX_DELAY_MS;
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;
  let failures = 0;

  /** The pause after the CMS failed again: doubling, capped. */
  const backoff = () => Math.min(max, base * 2 ** failures++);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });

  /** One lead's attempt: done with it (moved on), or how long to wait before the next attempt. */
  async function step(name: string, lead: SpooledLead): Promise<Step> {
    let answer: CmsAnswer;
    try {
      answer = await opts.send(lead);
    } catch {
      return { waitMs: backoff() };
    }
    const { status } = answer;
    if (status >= 200 && status < 300) {
      opts.spool.remove(name);
      failures = 0;
      return { done: true };
    }
    if (status === 429) {
      const waitMs = Math.max(1, Number(answer.headers['retry-after']) || 1) * 1000;
      if (waitMs <= MAX_RATE_WAIT_MS) return { waitMs };
    } else if (status >= 500) {
      return { waitMs: backoff() };
    }
    const text = answer.body.toString('utf8').slice(0, 2000);
    opts.log(
      `lead ${lead.id} (${lead.target}, received ${lead.receivedAt}) refused by the CMS with ${status}: moved to spool/dead. ${text}`,
    );
    opts.spool.deadLetter(name, { status, answer: text });
    return { done: true };
  }

  async function run(): Promise<void> {
    let replayed = 0;
    for (let next = opts.spool.first(); next && !stopped; next = opts.spool.first()) {
      const result = await step(next.name, next.lead);
      if ('waitMs' in result) await sleep(result.waitMs);
      else replayed++;
    }
    if (replayed) opts.log(`${replayed} kept lead(s) handed to the CMS; ${opts.spool.health().depth} waiting`);
  }

  return {
    kick() {
      if (stopped || running) return;
      running = run()
        .catch((err) => opts.log(`lead replay stopped: ${(err as Error).stack ?? err}`))
        .finally(() => {
          running = null;
        });
    },
    cmsAnswered() {
      if (failures === 0) return;
      failures = 0;
      if (timer) clearTimeout(timer);
      wake?.();
    },
    drained: () => running ?? Promise.resolve(),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
    },
  };
}
