'use strict';

/**
 * One close per security and day, one per index and day, one security row per ISIN: unique
 * indexes, so a re-imported bhavcopy (or two instances importing the same day) meets the index
 * instead of doubling a day. As the other unique-index migrations: on a fresh database the tables
 * do not exist yet when migrations run, and the CMS's bootstrap runs `up` again (src/lib/db.ts).
 * Idempotent.
 */
const INDEXES = [
  { name: 'price_closes_isin_date_unique', table: 'price_closes', columns: ['isin', 'date'] },
  { name: 'index_closes_name_date_unique', table: 'index_closes', columns: ['name', 'date'] },
  { name: 'securities_isin_unique', table: 'securities', columns: ['isin'] },
];

async function up(knex) {
  for (const { name, table, columns } of INDEXES) {
    if (!(await knex.schema.hasTable(table))) continue;
    const cols = columns.map(() => '??').join(', ');
    await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (${cols})`, [name, table, ...columns]);
  }
}

async function down(knex) {
  for (const { name } of INDEXES) await knex.raw('DROP INDEX IF EXISTS ??', [name]);
}

module.exports = { up, down };
