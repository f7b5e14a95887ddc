'use strict';

/**
 * The bytes of the private PDF reports (src/api/report/report-files.ts): a table of their own,
 * outside Strapi's content types, so no panel view or API answer ever loads them and nothing
 * under public/uploads can serve them. In the database, every CMS instance reads the same file
 * and a backup (a copy of the database) carries them. Made here on SQLite and PostgreSQL alike
 * (BLOB / bytea); the report's own row (`reports`) holds its name, size, pages and hash.
 */
const TABLE = 'report_files';

async function up(knex) {
  if (await knex.schema.hasTable(TABLE)) return;
  await knex.schema.createTable(TABLE, (t) => {
    t.integer('report_id').primary();
    t.binary('bytes').notNullable();
  });
}

async function down(knex) {
  await knex.schema.dropTableIfExists(TABLE);
}

module.exports = { up, down };
