/**
 * Keeps a server process running, as systemd's `Restart=always` does in a deployment
 * (deploy/): a process that exits, or stops answering its health check, is started
 * again after a wait that doubles with each quick failure (1 s, 2 s, 4 s … at most 30 s) and
 * starts again from 1 s once a run has lasted a minute. Each restart is logged with its cause.
 */
import type { ChildProcess } from 'node:child_process';
import { stopChild } from './processes';

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A run this long counts as healthy: the next failure waits firstDelayMs again. */
  stableAfterMs: number;
}

export interface HealthPolicy {
  intervalMs: number;
  timeoutMs: number;
  /** Consecutive failed checks before the process is killed and restarted (one slow answer is not an outage). */
  failuresBeforeRestart: number;
}

export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, stableAfterMs: 60_000 };
export const HEALTH_POLICY: HealthPolicy = { intervalMs: 5_000, timeoutMs: 3_000, failuresBeforeRestart: 3 };

/** The wait before the next start, given the previous wait (null: none yet) and how long the last run lasted. */
export function restartDelay(previousDelayMs: number | null, upForMs: number, policy: RestartPolicy = RESTART_POLICY): number {
  if (previousDelayMs === null || upForMs >= policy.stableAfterMs) return policy.firstDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}

/** How a process ended, in an operator's words: "code 1" or "signal SIGKILL". */
export function exitCause(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `code ${code ?? 'unknown'}`;
}

export interface SuperviseOptions {
  label: string;
  /** Starts the process; its output and logs are the caller's business. */
  spawn: () => ChildProcess;
  /** Resolves when the process is ready to serve; rejects when it exits first or takes too long. */
  ready: (child: ChildProcess) => Promise<void>;
  healthUrl: string;
  log: (message: string) => void;
  restart?: RestartPolicy;
  health?: HealthPolicy;
}

export interface Supervised {
  /** The running process, or null between a failure and its restart. */
  child: () => ChildProcess | null;
  /** Restarts so far (not counting the first start). */
  restarts: () => number;
  stop: () => Promise<void>;
}

/**
 * Starts the process and resolves when it is first ready. A first start that fails rejects (a
 * refused configuration is for a person to fix, not to retry forever); after that, every exit
 * or failed health check restarts it until stop().
 */
export async function supervise(opts: SuperviseOptions): Promise<Supervised> {
  const policy = opts.restart ?? RESTART_POLICY;
  const health = opts.health ?? HEALTH_POLICY;
  let current: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let delay: number | null = null;
  let startedAt = 0;
  let pending: NodeJS.Timeout | null = null;
  let checker: NodeJS.Timeout | null = null;
  let failures = 0;

  const watch = (child: ChildProcess) => {
    startedAt = Date.now();
    failures = 0;
    child.once('exit', (code, signal) => {
      if (checker) clearInterval(checker);
      checker = null;
      current = null;
      if (stopping) return;
      const upFor = Date.now() - startedAt;
      delay = restartDelay(delay, upFor, policy);
      restarts += 1;
      opts.log(
        `${opts.label} exited (${exitCause(code, signal)}) after ${Math.round(upFor / 1000)} s; restart ${restarts} in ${delay / 1000} s`,
      );
      pending = setTimeout(() => void relaunch(), delay);
    });
  };

  /** Health checks start once the process is ready: a start takes longer than a few failed checks. */
  const checkHealth = (child: ChildProcess) => {
    if (checker) clearInterval(checker);
    checker = setInterval(() => void check(child), health.intervalMs);
    checker.unref();
  };

  const check = async (child: ChildProcess) => {
    if (stopping || current !== child) return;
    try {
      const res = await fetch(opts.healthUrl, { signal: AbortSignal.timeout(health.timeoutMs) });
      failures = res.status < 500 ? 0 : failures + 1;
    } catch {
      failures += 1;
    }
    if (failures >= health.failuresBeforeRestart && current === child && !stopping) {
      opts.log(`${opts.label} did not answer its health check ${failures} times in a row; killing it to restart it`);
      failures = 0;
      child.kill('SIGKILL');
    }
  };

  const launch = async (): Promise<void> => {
    const child = opts.spawn();
    current = child;
    try {
      await opts.ready(child);
    } catch (err) {
      // Not ready in time: make sure it is gone before the exit handler schedules the next try.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      throw err;
    }
  };

  const relaunch = async () => {
    pending = null;
    if (stopping) return;
    // A start that fails exits, and that exit schedules the next attempt with a longer wait;
    // watching it before it is ready is what makes that happen.
    const child = opts.spawn();
    current = child;
    watch(child);
    try {
      await opts.ready(child);
      if (stopping) return;
      checkHealth(child);
      opts.log(`${opts.label} is answering again`);
    } catch (err) {
      if (stopping) return;
      opts.log(`${opts.label} did not come back: ${(err as Error).message}`);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };

  await launch();
  watch(current!);
  checkHealth(current!);

  return {
    child: () => current,
    restarts: () => restarts,
    stop: async () => {
      stopping = true;
      if (pending) clearTimeout(pending);
      if (checker) clearInterval(checker);
      await stopChild(current);
    },
  };
}
