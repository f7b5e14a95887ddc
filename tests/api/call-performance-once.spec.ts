/**
 * One kept row of a call's figures per benchmark (call_performances, unique on stock and
 * benchmark: cms/database/migrations/2026.11.28T12.00.00.call-performance-once.js). On a database
 * from before the index, with a call's rows doubled, the CMS's start keeps the latest of each and
 * makes the index, which then refuses a second row. Updates published at once on the same call
 * (on PostgreSQL through two CMS instances, so two recomputations of the call race) leave one row
 * per benchmark, and the race is no failure: the loser updates the winner's row. SQLite and
 * PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  adminAccount,
  createStock,
  createUpdate,
  instanceForBlock,
  sleep,
  sqlOn,
  waitUntil,
  GENERAL_ENV,
  SUITE_MODE,
  type Account,
} from './helpers';
import { ON_POSTGRES } from '../lib/suites';

test.describe.configure({ mode: SUITE_MODE });

const instance = instanceForBlock(() => GENERAL_ENV);
const sql = (statement: string) => sqlOn(instance().cms, statement).trim();
const onPostgres = () => Boolean(instance().cms.databaseUrl);

const INDEX = 'call_performances_stock_benchmark_unique';
const MIGRATION = 'call-performance-once';
const FAILED = /\[performance\] recomputing .* failed/;

let admin: Account;

test.beforeAll(async () => {
  admin = await adminAccount(instance());
});

const indexNames = () =>
  (onPostgres()
    ? sql("SELECT indexname FROM pg_indexes WHERE tablename = 'call_performances' ORDER BY indexname")
    : sql("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'call_performances' ORDER BY name")
  ).split('\n');

/** Rows per benchmark of a call: benchmark → count. */
const rowCounts = (stockId: number) =>
  Object.fromEntries(
    sql(`SELECT benchmark, COUNT(*) FROM call_performances WHERE stock_id = ${stockId} GROUP BY benchmark ORDER BY benchmark`)
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('|'))
      .map(([b, n]) => [b, Number(n)]),
  );

/** A copy of the call's latest row per benchmark (a higher id: now the latest), its isin set to `mark`. */
const doubleRows = (stockId: number, mark: string) =>
  sql(
    `INSERT INTO call_performances (document_id, stock_id, benchmark, isin, figures, track, computed_at, created_at, updated_at)
     SELECT document_id || '${mark}', stock_id, benchmark, '${mark}', figures, track, computed_at, created_at, updated_at
     FROM call_performances
     WHERE id IN (SELECT MAX(id) FROM call_performances WHERE stock_id = ${stockId} GROUP BY benchmark)`,
  );

/** The CMS's log, and each other instance's (what a failed recomputation leaves). */
const logsOf = (...dataDirs: string[]) =>
  dataDirs.map((d) => path.join(d, 'logs', 'cms.log')).map((f) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : ''));

test('a table from before the index: doubled rows reduced to the latest, the index made and enforced', async () => {
  test.setTimeout(240_000);
  const stock = await createStock(instance().api, admin.token);
  await waitUntil('the call computed', () => Object.keys(rowCounts(stock.id)).length > 0, 30_000);
  const benchmarks = Object.keys(rowCounts(stock.id));

  // The database as the release before left it: no index, the migration not run, the rows doubled.
  expect(indexNames(), 'the fresh database has the index').toContain(INDEX);
  sql(`DROP INDEX ${INDEX}`);
  sql(`DELETE FROM strapi_migrations WHERE name LIKE '%${MIGRATION}%'`);
  doubleRows(stock.id, 'OLDER0000001');
  doubleRows(stock.id, 'LATEST000001');
  expect(rowCounts(stock.id)).toEqual(Object.fromEntries(benchmarks.map((b) => [b, 3])));

  await instance().cms.restart();

  expect(sql(`SELECT COUNT(*) FROM strapi_migrations WHERE name LIKE '%${MIGRATION}%'`), 'the migration is recorded').toBe('1');
  expect(rowCounts(stock.id), 'one row per benchmark').toEqual(Object.fromEntries(benchmarks.map((b) => [b, 1])));
  expect(sql(`SELECT DISTINCT isin FROM call_performances WHERE stock_id = ${stock.id}`), 'the latest kept').toBe('LATEST000001');
  expect(indexNames()).toContain(INDEX);
  expect(() => doubleRows(stock.id, 'AGAIN0000001'), 'a second row for the same call and benchmark').toThrow(/unique|duplicate/i);

  // A second start changes nothing more (the migration is idempotent).
  await instance().cms.restart();
  expect(indexNames()).toContain(INDEX);
  expect(rowCounts(stock.id)).toEqual(Object.fromEntries(benchmarks.map((b) => [b, 1])));
});

test('updates published at once on one call leave one row per benchmark, and no recomputation fails', async () => {
  test.setTimeout(240_000);
  const other = ON_POSTGRES ? await instance().cms.anotherInstance() : undefined;
  const apis: APIRequestContext[] = [instance().api];
  if (other) apis.push(await playwrightRequest.newContext({ baseURL: other.url }));
  try {
    const otherAdmin = other ? await adminAccount({ ...instance(), api: apis[1] }) : admin;
    const tokens = [admin.token, otherAdmin.token];
    for (let round = 0; round < 3; round++) {
      // A new call each round, its rows removed once its publication computed them: both
      // instances find none and both create (the loser meets the index).
      const stock = await createStock(instance().api, admin.token);
      await waitUntil('the call computed', () => Object.keys(rowCounts(stock.id)).length > 0, 30_000);
      sql(`DELETE FROM call_performances WHERE stock_id = ${stock.id}`);
      await Promise.all(
        Array.from({ length: 6 }, (_, i) => createUpdate(apis[i % apis.length], tokens[i % apis.length], stock.id, 'Hold')),
      );
      const started = Date.now();
      await waitUntil('the updates recomputed', () => Object.keys(rowCounts(stock.id)).length > 0, 30_000);
      // Every queued recomputation of the call done: its rows stop changing.
      let last = '';
      for (;;) {
        const now = sql(`SELECT id, computed_at FROM call_performances WHERE stock_id = ${stock.id} ORDER BY id`);
        if (now === last || Date.now() - started > 30_000) break;
        last = now;
        await sleep(1_500);
      }
      const counts = rowCounts(stock.id);
      expect(Object.values(counts).length).toBeGreaterThan(0);
      expect(counts, `round ${round}`).toEqual(Object.fromEntries(Object.keys(counts).map((b) => [b, 1])));
    }
    const logs = logsOf(instance().cms.dataDir, ...(other ? [other.dataDir] : []));
    expect(
      logs.flatMap((l) => l.split('\n').filter((line) => FAILED.test(line))),
      'no recomputation failed',
    ).toEqual([]);
  } finally {
    if (other) {
      await apis[1].dispose();
      await other.stop();
    }
  }
});
