'use strict';

/**
 * State several CMS instances on one PostgreSQL database must share (src/lib/shared-store.ts):
 * the rate limits' buckets (rate-limiter-flexible's RateLimiterPostgres layout, made here so the
 * limiter never creates tables itself; the key is text: a bucket names an account of up to 254
 * characters, a client and the limit) and the last tick each scheduled job ran for (a job runs
 * once per tick whichever instance fires first: src/lib/db-lock.ts). On SQLite the CMS is one
 * process and keeps both in memory: nothing to make.
 */
const RATE_LIMITS = 'rate_limits';
const SCHEDULED_RUNS = 'scheduled_runs';

async function up(knex) {
  if (knex.client.dialect !== 'postgresql') return;
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ?? (
    key text PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`,
    [RATE_LIMITS],
  );
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (expire)', [`${RATE_LIMITS}_expire`, RATE_LIMITS]);
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ?? (
    job varchar(100) PRIMARY KEY,
    last_tick timestamptz NOT NULL
  )`,
    [SCHEDULED_RUNS],
  );
}

async function down(knex) {
  if (knex.client.dialect !== 'postgresql') return;
  await knex.raw('DROP TABLE IF EXISTS ??', [RATE_LIMITS]);
  await knex.raw('DROP TABLE IF EXISTS ??', [SCHEDULED_RUNS]);
}

module.exports = { up, down };
