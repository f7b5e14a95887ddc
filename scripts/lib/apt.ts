import { spawnSync } from 'node:child_process';

/** Installs Debian packages from apt (with sudo unless root), as the tools of a fresh CI machine need them. */
export function aptInstall(packages: string[], extraArgs: string[] = ['--no-install-recommends']): void {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...extraArgs, ...packages],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
}
