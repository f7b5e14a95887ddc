'use strict';

/**
 * One research-register entry per number: a unique index on research_register.seq, so two
 * appends that raced past the register's lock (they should not: services/research-register.ts
 * serialises them) cannot both record the same place in the chain.
 *
 * As the other unique-index migrations: on a fresh database the table does not exist yet when
 * migrations run, so the CMS's bootstrap runs `up` again once it does (src/lib/db.ts).
 */
const TABLE = 'research_register';
const INDEX = 'research_register_seq_unique';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [INDEX, TABLE, 'seq']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
