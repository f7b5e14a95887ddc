'use strict';

/**
 * One alert per publication, subscriber and channel: the alert outbox keeps an email row and,
 * when the alert webhook is configured, a webhook row for each subscriber, so the unique index of
 * 2026.11.27T09.00.00 on (publication, user_id) is replaced by one on (publication, user_id,
 * channel). Rows written before the column existed are email rows.
 *
 * As the other unique-index migrations: on a fresh database (or before Strapi has added the
 * column) there is nothing to do yet, and the CMS's bootstrap runs `up` again once there is
 * (src/lib/db.ts). Idempotent.
 */
const TABLE = 'alert_deliveries';
const OLD_INDEX = 'alert_deliveries_publication_user_unique';
const INDEX = 'alert_deliveries_publication_user_channel_unique';
const DUE_INDEX = 'alert_deliveries_due';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE)) || !(await knex.schema.hasColumn(TABLE, 'channel'))) return;
  await knex(TABLE).whereNull('channel').update({ channel: 'email' });
  await knex.raw('DROP INDEX IF EXISTS ??', [OLD_INDEX]);
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [INDEX, TABLE, 'publication', 'user_id', 'channel']);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [DUE_INDEX, TABLE, 'sent_at', 'next_attempt_at']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', [INDEX]);
}

module.exports = { up, down };
