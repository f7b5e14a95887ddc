'use strict';

/**
 * One KYC record per account and one per PAN (by its keyed lookup HMAC): unique indexes on
 * kyc_records.user_id and kyc_records.pan_lookup, so two submissions racing (two tabs, two CMS
 * instances) keep one record. Strapi's `unique` attribute is checked by its API only.
 *
 * On a fresh database the table does not exist yet when migrations run: bootstrap runs this again.
 */
const TABLE = 'kyc_records';
const INDEXES = { kyc_records_user_id_unique: 'user_id', kyc_records_pan_lookup_unique: 'pan_lookup' };

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  for (const [index, column] of Object.entries(INDEXES))
    await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [index, TABLE, column]);
}

async function down(knex) {
  for (const index of Object.keys(INDEXES)) await knex.raw('DROP INDEX IF EXISTS ??', [index]);
}

module.exports = { up, down };
