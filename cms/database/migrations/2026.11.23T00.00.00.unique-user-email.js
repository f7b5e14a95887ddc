'use strict';

/**
 * One email is one account: a unique index on up_users.email, so two signups racing with one
 * email cannot both insert (the API answers the loser 400 'Email already exists.').
 *
 * Strapi runs migrations BEFORE it syncs the schema. On an existing database the table is there
 * and the index is made here; on a fresh one up_users does not exist yet, so this does nothing and
 * the CMS's bootstrap runs the same `up` once the tables exist (src/lib/db.ts). Emails are stored
 * lower-case by the API, so an index on the column is enough. NULL emails stay allowed.
 */
const TABLE = 'up_users';
const INDEX = 'up_users_email_unique';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  const duplicates = await knex(TABLE).select('email').whereNotNull('email').groupBy('email').having(knex.raw('count(*) > 1'));
  if (duplicates.length) {
    throw new Error(
      `Cannot make user emails unique: more than one account has ${duplicates.map((d) => d.email).join(', ')}. Merge or rename those accounts in the CMS panel, then start again.`,
    );
  }
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [INDEX, TABLE, 'email']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
