'use strict';

/**
 * A Razorpay webhook event is handled once: a unique index on razorpay_events.event_id, so two
 * deliveries of one event racing past the "seen already?" check cannot both be kept (the loser's
 * insert fails and is answered as handled). Strapi's `unique` attribute is checked by its API only,
 * not by the database.
 *
 * As with the unique user email (src/lib/db.ts): on a fresh database the table does not exist yet
 * when migrations run, and bootstrap runs this again. Rows here only mark events as seen, so
 * duplicates left by earlier races are merged (the oldest kept) rather than stopping the start.
 */
const TABLE = 'razorpay_events';
const INDEX = 'razorpay_events_event_id_unique';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  const keep = knex(TABLE).min('id').groupBy('event_id');
  await knex(TABLE).whereNotIn('id', keep).whereNotNull('event_id').delete();
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [INDEX, TABLE, 'event_id']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
