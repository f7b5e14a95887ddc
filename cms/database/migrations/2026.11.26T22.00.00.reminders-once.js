'use strict';

/**
 * One renewal reminder per subscription, milestone and due day: a unique index on reminders, so
 * two CMS instances sweeping at once queue it once (the loser meets the index). On a fresh
 * database the table does not exist yet when migrations run, and bootstrap runs this again
 * (src/lib/db.ts).
 */
const TABLE = 'reminders';
const INDEX = 'reminders_once_unique';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [INDEX, TABLE, 'subscription_id', 'milestone', 'due_day']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
