import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { APP_ROUTES } from 'contracts';
import { seedPages } from '../lib/seed';

/**
 * Valid HTML (W3C Nu HTML Checker, vnu-jar): no error on the HTML the origin serves for every
 * public page and every app route, nor on the markup the app renders in the browser on its
 * signed-out screens (an app route's served HTML is only the shell the app mounts into). Java comes
 * from apt when missing (scripts/lib/java.ts). Nothing is filtered out of the checker's report.
 */
// vnu-jar's main export is the jar's absolute path (a String object).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const VNU_JAR = String(require('vnu-jar'));

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** One java run over every file (the JVM's start is most of a run): the errors by page. */
function check(files: Map<string, string>): Record<string, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const byFile = new Map<string, string>();
  [...files].forEach(([page, html], i) => {
    const file = path.join(dir, `${i}.html`);
    fs.writeFileSync(file, html);
    byFile.set(`file:${file}`, page);
  });
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', dir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (run.error) throw run.error;
  let messages: VnuMessage[];
  try {
    messages = JSON.parse(run.stdout).messages;
  } catch {
    throw new Error(`vnu.jar gave no JSON report (exit ${run.status}): ${run.stderr || run.stdout}`);
  }
  const errors: Record<string, string[]> = {};
  for (const m of messages) {
    const page = (m.url && byFile.get(m.url)) || m.url || '(no file)';
    (errors[page] ??= []).push(`line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`);
  }
  return errors;
}

test('every public page and app route is valid HTML (W3C Nu HTML Checker)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const files = new Map<string, string>();
  // What the origin serves, over HTTP, as a browser or a crawler gets it.
  for (const p of [...seedPages().map((s) => s.path), ...Object.values(APP_ROUTES)]) {
    const res = await request.get(p);
    expect(res.status(), p).toBe(200);
    expect(res.headers()['content-type'], p).toMatch(/^text\/html/);
    files.set(p, await res.text());
  }
  // The markup the app renders into that shell on the screens a signed-out visitor sees.
  for (const [route, heading] of [
    [APP_ROUTES.login, 'Login'],
    [APP_ROUTES.signup, 'Sign up'],
    [APP_ROUTES.forgotPassword, 'Forgot password'],
    [`${APP_ROUTES.resetPassword}?access_token=x`, 'Reset password'],
  ] as const) {
    await page.goto(route);
    await expect(page.locator('h1')).toHaveText(heading);
    files.set(`${route} (rendered by the app)`, await page.content());
  }
  expect(check(files)).toEqual({});
});
