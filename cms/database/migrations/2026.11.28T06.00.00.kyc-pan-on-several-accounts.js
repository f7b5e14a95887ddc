'use strict';

/**
 * One KYC record per account (a unique index on kyc_records.user_id, so two racing submissions of
 * one account keep one record), but a PAN may be on several accounts: one client who signed up
 * twice. The fee cap counts the payments of every account with the client's PAN, found through
 * the PAN's lookup HMAC: a plain index on kyc_records.pan_lookup. Replaces
 * 2026.11.28T00.00.00.kyc-record-once.js's unique index on pan_lookup.
 *
 * On a fresh database the table does not exist yet when migrations run: bootstrap runs this again.
 */
const TABLE = 'kyc_records';

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', ['kyc_records_user_id_unique', TABLE, 'user_id']);
  await knex.raw('DROP INDEX IF EXISTS ??', ['kyc_records_pan_lookup_unique']);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', ['kyc_records_pan_lookup_index', TABLE, 'pan_lookup']);
}

async function down(knex) {
  await knex.raw('DROP INDEX IF EXISTS ??', ['kyc_records_pan_lookup_index']);
}

module.exports = { up, down };
