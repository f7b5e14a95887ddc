'use strict';

/**
 * The Order attribute `status` clashed with Strapi 5's reserved draft/publish `status` (the panel
 * showed Strapi's in its place): it is now `paymentStatus`. Strapi runs migrations before it syncs
 * the schema, so an existing database gets its column renamed here, keeping every order's state,
 * before the sync would add an empty `payment_status` and drop `status`. A fresh database has no
 * orders table yet, and nothing to do.
 */
const TABLE = 'orders';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  if (!(await knex.schema.hasColumn(TABLE, 'status')) || (await knex.schema.hasColumn(TABLE, 'payment_status'))) return;
  await knex.schema.alterTable(TABLE, (table) => table.renameColumn('status', 'payment_status'));
}

async function down(knex) {
  if (!(await knex.schema.hasTable(TABLE)) || !(await knex.schema.hasColumn(TABLE, 'payment_status'))) return;
  await knex.schema.alterTable(TABLE, (table) => table.renameColumn('payment_status', 'status'));
}

module.exports = { up, down };
