/**
 * The alert outbox's move to one alert per publication, subscriber and channel
 * (cms/database/migrations/2026.11.27T12.00.00.alert-once-per-channel.js) on a database that
 * already has alerts from before it: no `channel` column and the unique index on (publication,
 * user_id). After the CMS starts on it, every row is kept as it was and counts as an email row,
 * the old index is gone and the new one refuses a second email row for the same subscriber and
 * publication while a webhook row beside it is accepted. SQLite and PostgreSQL: the column is
 * added by Strapi's schema sync after the migrations run, so the migration's second run at
 * bootstrap (src/lib/db.ts) is what finishes the job.
 */
import { test, expect } from '@playwright/test';
import { GENERAL_ENV, instanceForBlock, sqlOn, SUITE_MODE } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const instance = instanceForBlock(() => GENERAL_ENV);
const sql = (statement: string) => sqlOn(instance().cms, statement).trim();
const onPostgres = () => Boolean(instance().cms.databaseUrl);

const OLD_INDEX = 'alert_deliveries_publication_user_unique';
const NEW_INDEX = 'alert_deliveries_publication_user_channel_unique';
const MIGRATION = 'alert-once-per-channel';
/** Publications far past any the run publishes, so the worker and the other tests never meet these rows. */
const PUBLICATIONS = [900001, 900002];

const indexNames = () =>
  (onPostgres()
    ? sql("SELECT indexname FROM pg_indexes WHERE tablename = 'alert_deliveries' ORDER BY indexname")
    : sql("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'alert_deliveries' ORDER BY name")
  ).split('\n');

/** The rows' every column but `channel`, in a stable order. */
const rowsAsStored = () =>
  sql(
    `SELECT id, publication, kind, user_id, email, queued_at, attempts, next_attempt_at, last_error, sent_at, failed_at, bounced_at
     FROM alert_deliveries WHERE publication IN (${PUBLICATIONS.join(',')}) ORDER BY id`,
  );

function insert(publication: number, userId: number, state: 'sent' | 'failed' | 'bounced', channel = true): string {
  const at = onPostgres() ? "'2026-11-20T10:00:00Z'" : String(Date.parse('2026-11-20T10:00:00Z'));
  const done = { sent: ['sent_at', null], failed: ['failed_at', "'gave up'"], bounced: ['bounced_at', "'550 no such user'"] }[state];
  return `INSERT INTO alert_deliveries (publication, kind, ${channel ? 'channel, ' : ''}user_id, email, queued_at, attempts, next_attempt_at, last_error, ${done[0]}, created_at, updated_at)
    VALUES (${publication}, 'calls', ${channel ? "'email', " : ''}${userId}, 'old${userId}@example.com', ${at}, 1, ${at}, ${done[1] ?? 'NULL'}, ${at}, ${at}, ${at})`;
}

test('an outbox from before the channel column: rows kept as email rows, the new unique index made and enforced', async () => {
  test.setTimeout(240_000);
  // The database as the release before left it: rows, no channel column, the old index, the migration not run.
  expect(indexNames(), 'the fresh database has the new index').toContain(NEW_INDEX);
  sql(`DROP INDEX ${NEW_INDEX}`);
  sql('ALTER TABLE alert_deliveries DROP COLUMN channel');
  sql(`CREATE UNIQUE INDEX ${OLD_INDEX} ON alert_deliveries (publication, user_id)`);
  const states = ['sent', 'failed', 'bounced'] as const;
  for (const publication of PUBLICATIONS) for (const [i, state] of states.entries()) sql(insert(publication, 800001 + i, state, false));
  expect(() => sql(insert(PUBLICATIONS[0], 800001, 'sent', false)), 'the old index holds').toThrow();
  sql(`DELETE FROM strapi_migrations WHERE name LIKE '%${MIGRATION}%'`);
  const before = rowsAsStored();
  expect(before.split('\n')).toHaveLength(PUBLICATIONS.length * states.length);

  await instance().cms.restart();

  expect(sql(`SELECT COUNT(*) FROM strapi_migrations WHERE name LIKE '%${MIGRATION}%'`), 'the migration is recorded').toBe('1');
  expect(rowsAsStored(), 'every row kept as it was').toBe(before);
  expect(
    sql(`SELECT DISTINCT channel FROM alert_deliveries WHERE publication IN (${PUBLICATIONS.join(',')})`),
    'all of them email rows',
  ).toBe('email');
  const indexes = indexNames();
  expect(indexes, 'the new index').toContain(NEW_INDEX);
  expect(indexes, 'and not the old one').not.toContain(OLD_INDEX);
  expect(() => sql(insert(PUBLICATIONS[0], 800001, 'sent')), 'a second email row for the same subscriber and publication').toThrow(
    /unique|duplicate/i,
  );
  sql(insert(PUBLICATIONS[0], 800001, 'sent').replace("'email'", "'webhook'"));
  expect(
    sql(`SELECT COUNT(*) FROM alert_deliveries WHERE publication = ${PUBLICATIONS[0]} AND user_id = 800001`),
    'a webhook row beside it',
  ).toBe('2');

  // A second start changes nothing more (the migration is idempotent).
  await instance().cms.restart();
  expect(indexNames()).toContain(NEW_INDEX);
  expect(sql(`SELECT COUNT(*) FROM alert_deliveries WHERE publication IN (${PUBLICATIONS.join(',')})`)).toBe(
    String(before.split('\n').length + 1),
  );
});
