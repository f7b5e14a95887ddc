'use strict';

/**
 * One suppression per address: a unique index on mail_suppressions.email, so two reports of the
 * same bounce arriving at once (two CMS instances, a provider's retry) make one entry. Strapi's
 * `unique` attribute is checked by its API only, not by the database.
 *
 * As with the unique user email (src/lib/db.ts): on a fresh database the table does not exist yet
 * when migrations run, and bootstrap runs this again.
 */
const TABLE = 'mail_suppressions';
const INDEX = 'mail_suppressions_email_unique';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [INDEX, TABLE, 'email']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
