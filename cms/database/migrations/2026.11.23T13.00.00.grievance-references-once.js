'use strict';

/**
 * One ticket per reference number, and one per submission: unique indexes on grievances.reference
 * and grievances.dedupe_key, so two grievances received at once cannot take the same number (the
 * loser takes the next), and a double submit of the same grievance makes one ticket. Strapi's
 * `unique` attribute is checked by its API only, not by the database.
 *
 * As with the unique user email (src/lib/db.ts): on a fresh database the table does not exist yet
 * when migrations run, and bootstrap runs this again.
 */
const TABLE = 'grievances';
const INDEXES = [
  ['grievances_reference_unique', 'reference'],
  ['grievances_dedupe_key_unique', 'dedupe_key'],
];

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  for (const [index, column] of INDEXES) await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [index, TABLE, column]);
}

async function down(knex) {
  for (const [index] of INDEXES) await knex.raw('DROP INDEX IF EXISTS ??', [index]);
}

module.exports = { up, down };
