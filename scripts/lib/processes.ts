import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { prettyFactory } from 'pino-pretty';
import { ownerOnlyDir } from './config';
import { prettyOptions } from 'origin-server';

/** A child's JSON log lines as the origin's own show on the terminal; any other line as it is. */
const pretty = prettyFactory(prettyOptions);

/** Spawns a long-running child whose output goes to a log file and, optionally, the console. */
export function startChild(
  cmd: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; log: string; echo?: boolean; label: string },
): ChildProcess {
  // Logs can hold personal data and request details: owner-only folder and files, also for
  // folders and files an older version created with looser modes.
  ownerOnlyDir(path.dirname(opts.log));
  const out = fs.createWriteStream(opts.log, { flags: 'a', mode: 0o600 });
  if (fs.existsSync(opts.log)) fs.chmodSync(opts.log, 0o600);
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.pipe(out, { end: false });
    if (opts.echo) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        const text = line.startsWith('{') ? pretty(line).replace(/\n$/, '') : line;
        process.stdout.write(text.replace(/^(?=.)/gm, `[${opts.label}] `) + '\n');
      });
    }
  }
  return child;
}

/** Resolves when `url` answers below 500, rejects when the child exits or time runs out. */
export async function waitForHttp(url: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child?.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`process exited with code ${exited} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopChild(child: ChildProcess | null, timeoutMs = 10000): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
