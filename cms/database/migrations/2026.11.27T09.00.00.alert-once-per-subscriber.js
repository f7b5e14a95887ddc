'use strict';

/**
 * One alert per publication and subscriber: a unique index on alert_deliveries (publication,
 * user_id), so that however the outbox is written (a retried transaction, a second instance) a
 * subscriber is never queued twice for the same research.
 *
 * As the other unique-index migrations: on a fresh database the table does not exist yet when
 * migrations run, so the CMS's bootstrap runs `up` again once it does (src/lib/db.ts). A second
 * index serves the workers' search for due rows.
 */
const TABLE = 'alert_deliveries';
const INDEX = 'alert_deliveries_publication_user_unique';
const DUE_INDEX = 'alert_deliveries_due';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [INDEX, TABLE, 'publication', 'user_id']);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [DUE_INDEX, TABLE, 'sent_at', 'next_attempt_at']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
  await knex.raw('DROP INDEX IF EXISTS ??', [DUE_INDEX]);
}

module.exports = { up, down };
