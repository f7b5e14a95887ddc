/** cms/database/migrations/2026.12.08T00.00.00.index-names-canonical.js on a database made before it (SQLite, in memory). */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import knexFactory, { type Knex } from 'knex';
import { canonicalIndexName } from 'contracts';

// A migration is plain CommonJS that Strapi loads by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const migration = require('../../../../database/migrations/2026.12.08T00.00.00.index-names-canonical.js') as { up(k: Knex): Promise<void> };

let knex: Knex;
beforeEach(() => {
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
});
afterEach(() => knex.destroy());

it('folds every spelling of an index into its canonical series, a day both have keeping the close updated last; a second run changes nothing', async () => {
  await knex.schema.createTable('index_closes', (t) => {
    t.increments('id');
    t.string('name');
    t.date('date');
    t.decimal('close', 12, 2);
    t.datetime('updated_at');
    t.unique(['name', 'date']);
  });
  await knex('index_closes').insert([
    { name: 'Nifty 50', date: '2026-11-02', close: 24000, updated_at: '2026-11-02T12:00:00Z' },
    { name: 'Nifty 50', date: '2026-11-03', close: 24100, updated_at: '2026-11-03T12:00:00Z' },
    { name: 'NIFTY 50', date: '2026-11-03', close: 24111, updated_at: '2026-11-04T12:00:00Z' },
    { name: 'nifty  50', date: '2026-11-04', close: 24200, updated_at: '2026-11-04T12:00:00Z' },
    { name: 'Nifty Bank', date: '2026-11-04', close: 52000, updated_at: '2026-11-04T12:00:00Z' },
  ]);
  await migration.up(knex);
  await migration.up(knex);
  const rows = await knex('index_closes').select('name', 'date', 'close').orderBy(['name', 'date']);
  expect(rows.map((r) => [r.name, String(r.date).slice(0, 10), Number(r.close)])).toEqual([
    ['NIFTY 50', '2026-11-02', 24000],
    ['NIFTY 50', '2026-11-03', 24111],
    ['NIFTY 50', '2026-11-04', 24200],
    ['NIFTY BANK', '2026-11-04', 52000],
  ]);
  // The migration's own copy of the rule is the contracts' one.
  for (const r of rows) expect(canonicalIndexName(r.name)).toBe(r.name);
});

it('a fresh database (no table yet) is left to Strapi', async () => {
  await migration.up(knex);
  expect(await knex.schema.hasTable('index_closes')).toBe(false);
});
