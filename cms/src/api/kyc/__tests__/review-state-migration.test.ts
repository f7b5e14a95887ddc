/** cms/database/migrations/2026.12.07T12.00.00.kyc-review-state.js on a database made before it (SQLite, in memory). */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import knexFactory, { type Knex } from 'knex';

// A migration is plain CommonJS that Strapi loads by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const migration = require('../../../../database/migrations/2026.12.07T12.00.00.kyc-review-state.js') as { up(k: Knex): Promise<void> };

let knex: Knex;
beforeEach(() => {
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
});
afterEach(() => knex.destroy());

it("renames status to review_state and keeps every record's state; a second run changes nothing", async () => {
  await knex.schema.createTable('kyc_records', (t) => {
    t.increments('id');
    t.string('status');
    t.integer('user_id');
  });
  await knex('kyc_records').insert([
    { status: 'verified', user_id: 1 },
    { status: 'rejected', user_id: 2 },
  ]);
  await migration.up(knex);
  await migration.up(knex);
  expect(await knex.schema.hasColumn('kyc_records', 'status')).toBe(false);
  expect(await knex('kyc_records').select('user_id', 'review_state').orderBy('user_id')).toEqual([
    { user_id: 1, review_state: 'verified' },
    { user_id: 2, review_state: 'rejected' },
  ]);
});

it('a fresh database (no table yet) is left to Strapi', async () => {
  await migration.up(knex);
  expect(await knex.schema.hasTable('kyc_records')).toBe(false);
});
