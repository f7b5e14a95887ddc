/**
 * The wake-up loop of an outbox worker (the lead outbox's, the alerts'): runs `pass` now, again
 * when it answers how long to sleep, at once when nudged (a nudge during a pass runs another
 * right after it), never two passes at a time. A pass that throws is logged and retried after
 * `idleMs`. `stop` stops waking up and waits for the pass under way.
 */
import type { Core } from '@strapi/strapi';

export interface PollLoop {
  nudge(): void;
  stop(): Promise<void>;
}

export function startPollLoop(pass: () => Promise<number>, onError: (err: Error) => void, idleMs: number): PollLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function run(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = pass()
      .catch((err: Error) => {
        onError(err);
        return idleMs;
      })
      .then((sleep) => {
        running = null;
        schedule(again ? 0 : sleep);
      });
  }

  schedule(0);
  return {
    nudge() {
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A worker's loop for one CMS instance, kept in `registry` (so that the instance can nudge it or
 * stop it) until stopped; a failed pass is logged under `name`.
 */
export function startWorkerLoop(
  strapi: Core.Strapi,
  registry: WeakMap<Core.Strapi, PollLoop>,
  name: string,
  pass: () => Promise<number>,
  idleMs: number,
): PollLoop {
  const loop = startPollLoop(pass, (err) => strapi.log.error(`[${name}] pass failed: ${err.message}`), idleMs);
  const worker: PollLoop = {
    nudge: () => loop.nudge(),
    async stop() {
      await loop.stop();
      registry.delete(strapi);
    },
  };
  registry.set(strapi, worker);
  return worker;
}
