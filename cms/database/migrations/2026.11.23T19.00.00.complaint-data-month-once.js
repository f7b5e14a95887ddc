'use strict';

/**
 * One draft per month of complaint data: a partial unique index on the draft rows' month (a
 * published month has a draft row and a published row with the same month), so two runs preparing
 * the month at once (two instances' schedules, an administrator's call) make one entry. Strapi's
 * `unique` attribute is checked by its API only, not by the database.
 *
 * As with the unique user email (src/lib/db.ts): on a fresh database the table does not exist yet
 * when migrations run, and bootstrap runs this again.
 */
const TABLE = 'complaint_data_months';
const INDEX = 'complaint_data_months_draft_month_unique';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??) WHERE published_at IS NULL', [INDEX, TABLE, 'month']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
