'use strict';

/**
 * A KYC record's review state was an attribute named `status`, which the CMS panel read as Strapi's
 * own draft/publish status: the list said "Published" and the edit view showed nothing. It is now
 * `reviewState` (column review_state), its values unchanged; this keeps every record's state.
 *
 * On a fresh database the table does not exist yet when migrations run: Strapi then makes it with
 * the new column.
 */
const TABLE = 'kyc_records';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  if (!(await knex.schema.hasColumn(TABLE, 'status')) || (await knex.schema.hasColumn(TABLE, 'review_state'))) return;
  await knex.schema.alterTable(TABLE, (t) => t.renameColumn('status', 'review_state'));
}

async function down(knex) {
  if (!(await knex.schema.hasTable(TABLE)) || !(await knex.schema.hasColumn(TABLE, 'review_state'))) return;
  await knex.schema.alterTable(TABLE, (t) => t.renameColumn('review_state', 'status'));
}

module.exports = { up, down };
