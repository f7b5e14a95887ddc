'use strict';

/**
 * One kept row of figures per call and benchmark: a unique index on call_performances
 * (stock_id, benchmark), so two instances recomputing the same call at once cannot each write a
 * row (the loser meets the index and updates the winner's row instead). Rows doubled before the
 * index existed are reduced to the latest (the highest id, the one the readers already took).
 *
 * As the other unique-index migrations: on a fresh database the table does not exist yet when
 * migrations run, and the CMS's bootstrap runs `up` again (src/lib/db.ts). Idempotent.
 */
const TABLE = 'call_performances';
const INDEX = 'call_performances_stock_benchmark_unique';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  await knex.raw(
    `DELETE FROM ?? WHERE EXISTS (
       SELECT 1 FROM ?? AS later
       WHERE later.stock_id = ??.stock_id AND later.benchmark = ??.benchmark AND later.id > ??.id
     )`,
    [TABLE, TABLE, TABLE, TABLE, TABLE],
  );
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [INDEX, TABLE, 'stock_id', 'benchmark']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
