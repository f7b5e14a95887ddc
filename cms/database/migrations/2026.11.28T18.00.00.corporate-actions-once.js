'use strict';

/**
 * One corporate action per security, ex-date and kind: a unique index on corporate_actions
 * (isin, ex_date, kind). Without it two imports of the same file at once (or the same split typed
 * twice in the panel) each stored a row, and the adjustment applied the split twice to every
 * earlier close. Rows doubled before the index existed are reduced to the latest (the highest id).
 *
 * As the other unique-index migrations: on a fresh database the table does not exist yet when
 * migrations run, and the CMS's bootstrap runs `up` again (src/lib/db.ts). Idempotent.
 */
const TABLE = 'corporate_actions';
const INDEX = 'corporate_actions_isin_ex_date_kind_unique';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  await knex.raw(
    `DELETE FROM ?? WHERE EXISTS (
       SELECT 1 FROM ?? AS later
       WHERE later.isin = ??.isin AND later.ex_date = ??.ex_date AND later.kind = ??.kind AND later.id > ??.id
     )`,
    [TABLE, TABLE, TABLE, TABLE, TABLE, TABLE],
  );
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [INDEX, TABLE, 'isin', 'ex_date', 'kind']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
