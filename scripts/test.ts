/**
 * `npm test`: the whole suite on real parts. Builds what is missing, installs Chromium (and
 * PostgreSQL's server) from apt when missing, then runs the type checks, ESLint and Prettier's
 * check (scripts/lint.ts: first, they need no build and fail fast), then three lanes side by side:
 *   browser:  the Playwright browser suites (e2e/) against one real product, in real Chromium,
 *             then the deploy suite (below), then the unit tests (jest);
 *   sqlite:   the CMS and API suites (cms/, api/) on SQLite;
 *   postgres: the same CMS and API suites on a real PostgreSQL server on loopback, but those about
 *             the HTTP surface alone (tests/lib/suites.ts, SURFACE_ONLY_SPECS).
 * Java, which the HTML checker (vnu-jar) runs on, is installed from apt the same way.
 * After the browser lane, on that PostgreSQL server, the deploy suite (deploy/): two CMS instances
 * behind nginx (installed from apt when missing) serving the built site from deploy/nginx.conf.
 * The lanes share nothing (their own ports, data folders, databases and result folders); most
 * of a lane's time is spent waiting on a CMS boot, a browser or a build, so even on two cores
 * three lanes overlap well (one after the other, the two data passes alone took 19 minutes).
 * Every step's time, and the whole run's, is printed at the end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin } from './lib/config';
import { ensureBuilt } from './lib/build';
import { ensureChromium } from './lib/chromium';
import { ensureJava } from './lib/java';
import { ensurePoppler } from './lib/poppler';
import { ensureFaketime } from './lib/faketime';
import { startPostgres, PgServer } from './lib/postgres';
import { ensureNginx } from './lib/nginx-install';
import { FailureLines } from './lib/failures';

interface StepResult {
  label: string;
  ok: boolean;
  seconds: number;
  /** Tests that passed only on their retry (Playwright's "N flaky"): named in the summary, to be fixed. */
  flaky: number;
  /** What the step's output named as failed (or flaky), repeated in the closing summary. */
  failures: readonly string[];
}

/** Runs one step, its output prefixed with its lane's name (the lanes' lines interleave). */
function step(lane: string, label: string, cmd: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<StepResult> {
  console.log(`\n━━ [${lane}] ${label}`);
  const t = Date.now();
  let flaky = 0;
  const failures = new FailureLines();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const [from, to] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      let rest = '';
      from.on('data', (d: Buffer) => {
        const lines = (rest + d.toString()).split('\n');
        rest = lines.pop()!;
        for (const line of lines) {
          to.write(`[${lane}] ${line}\n`);
          failures.read(line);
          const count = /^\s*(\d+) flaky$/.exec(line);
          if (count) flaky += Number(count[1]);
        }
      });
      from.on('end', () => {
        if (rest) to.write(`[${lane}] ${rest}\n`);
      });
    }
    child.on('close', (code) => {
      const ok = code === 0;
      const named = ok && !flaky ? [] : failures.lines();
      const result = { label: `[${lane}] ${label}`, ok, seconds: (Date.now() - t) / 1000, flaky, failures: named };
      console.log(`━━ ${result.label}: ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`);
      resolve(result);
    });
  });
}

const playwright = (...args: string[]) => [bin('playwright'), ['test', '-c', path.join('tests', 'playwright.config.ts'), ...args]] as const;

const sqliteLane = async (): Promise<StepResult[]> => [
  await step('sqlite', 'CMS and API suites on SQLite (Playwright: real CMS, real HTTP)', ...playwright(), { TEST_SUITES: 'data' }),
];

/**
 * The unit tests close the browser lane, the shortest: in the fresh-clone run that lane (browser
 * 1,138 s, deploy 193 s) ended some 340 s before the SQLite lane (jest 233 s, then 1,438 s), and
 * the last lane alone leaves a core idle.
 */
const unitTests = (): Promise<StepResult> => step('unit', 'Unit tests (jest: app and cms projects)', bin('jest'), ['--ci']);

const postgresLane = async (pg: PgServer): Promise<StepResult[]> => [
  await step('postgres', 'CMS and API suites on PostgreSQL', ...playwright(), { TEST_SUITES: 'data', TEST_DATABASE_URL: pg.url }),
];

async function main() {
  const started = Date.now();
  const timed = (label: string, fn: () => void): StepResult => {
    const t = Date.now();
    fn();
    return { label, ok: true, seconds: (Date.now() - t) / 1000, flaky: 0, failures: [] };
  };
  const lint = await step('lint', 'Types, lint and format (tsc for every workspace, ESLint, Prettier)', bin('tsx'), [
    path.join('scripts', 'lint.ts'),
  ]);
  const prepared = [
    lint,
    timed('Chromium present', ensureChromium),
    timed('Java present (the HTML checker)', ensureJava),
    timed('poppler-utils, qpdf and Ghostscript present (the report suites make and read PDFs)', ensurePoppler),
    timed('libfaketime present (the reminder suite sets the CMS clock)', ensureFaketime),
    timed('Builds (contracts, seed importer, CMS)', ensureBuilt),
  ];
  const pgStarted = Date.now();
  const pg: PgServer | null = process.env.SKIP_POSTGRES ? null : startPostgres(Number(process.env.TEST_PG_PORT || 15432));
  if (pg) prepared.push({ label: 'PostgreSQL server started', ok: true, seconds: (Date.now() - pgStarted) / 1000, flaky: 0, failures: [] });
  // For the deploy suite, which runs on that server.
  if (pg) prepared.push(timed('nginx and its brotli module present', ensureNginx));
  let lanes: StepResult[][];
  try {
    // The deploy suite builds the site too, and two builds cannot share site/public: it follows
    // the browser lane (whose build is long done by its end), alongside the data lanes.
    const deploy = (): Promise<StepResult[]> =>
      pg
        ? step('deploy', 'Two CMS instances on PostgreSQL behind nginx (deploy/nginx.conf)', ...playwright(), {
            TEST_SUITES: 'deploy',
            TEST_DATABASE_URL: pg.url,
          }).then((r) => [r])
        : Promise.resolve([]);
    lanes = await Promise.all([
      step('browser', 'Browser suites (Playwright: real Chromium, the real built site, a real CMS on SQLite)', ...playwright(), {
        TEST_SUITES: 'browser',
      }).then(async (r) => [r, ...(await deploy()), await unitTests()]),
      sqliteLane(),
      ...(pg ? [postgresLane(pg)] : []),
    ]);
  } finally {
    pg?.stop();
  }
  const results = [...prepared, ...lanes.flat()];
  // The site's build regenerates its GraphQL result types (and the CMS's build Strapi's content
  // types); the committed copy (what tsc checked above, before any build) must be what the build
  // wrote, or the type check proved nothing.
  if (fs.existsSync(path.join(ROOT, '.git')))
    results.push(
      await step('types', "The committed generated types are the build's (site/src/gatsby-types.d.ts, cms/types/generated/)", 'git', [
        'diff',
        '--exit-code',
        '--stat',
        '--',
        path.join('site', 'src', 'gatsby-types.d.ts'),
        path.join('cms', 'types', 'generated'),
      ]),
    );
  console.log('\n━━ Times');
  for (const r of results) {
    console.log(
      `   ${r.ok ? 'passed' : 'FAILED'}  ${r.seconds.toFixed(0).padStart(4)} s  ${r.label}${r.flaky ? `  (${r.flaky} flaky: passed on retry)` : ''}`,
    );
    for (const line of r.failures) console.log(`           ${line}`);
  }
  console.log(`   whole run (after the install): ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
