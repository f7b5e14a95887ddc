/**
 * The systemd units in deploy/ parse as systemd reads them (`systemd-analyze verify`: an unknown
 * key or a bad value is only a warning to systemd, which then ignores the line — a unit that
 * silently never restarts). The template is checked as an instance (research-cms@1337).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';

const DEPLOY = path.join(__dirname, '..', '..', 'deploy');
const units = fs.readdirSync(DEPLOY).filter((f) => /\.(service|path)$/.test(f));
const analyzer = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('deploy/ systemd units', () => {
  test('there are units for the builder, the CMS instances and the nginx reload', () => {
    expect(units).toEqual(
      expect.arrayContaining(['research-site.service', 'research-cms@.service', 'site-release-reload.path', 'site-release-reload.service']),
    );
  });

  test.each(units.filter((u) => u.endsWith('.service')))(
    '%s restarts always, never gives up, and is bounded in memory and files',
    (unit) => {
      const text = fs.readFileSync(path.join(DEPLOY, unit), 'utf8');
      if (unit.startsWith('site-release-reload')) return; // a oneshot reload, not a server
      expect(text).toMatch(/^Restart=always$/m);
      expect(text).toMatch(/^StartLimitIntervalSec=0$/m);
      expect(text).toMatch(/^MemoryMax=\d+[MG]$/m);
      expect(text).toMatch(/^LimitNOFILE=\d+$/m);
      expect(text).toMatch(/^User=\w+$/m);
    },
  );

  (analyzer ? test : test.skip)('systemd-analyze verify reports nothing for any of them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'units-'));
    try {
      const files = units.map((u) => {
        const target = path.join(dir, u.replace('@.', '@1337.'));
        fs.copyFileSync(path.join(DEPLOY, u), target);
        return target;
      });
      const r = spawnSync('systemd-analyze', ['verify', ...files], { encoding: 'utf8' });
      // Warnings about the machine (no systemd running here, binaries of another layout) aside,
      // every line that names one of our files is a problem in it.
      const problems = `${r.stdout}\n${r.stderr}`.split('\n').filter((l) => files.some((f) => l.startsWith(f)));
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
