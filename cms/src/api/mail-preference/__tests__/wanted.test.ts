/** The recipients query on a real SQLite (better-sqlite3, as the CMS runs it), with Strapi's table and column names. */
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import knexFactory, { type Knex } from 'knex';
import { IDS_PER_QUERY, wantedUserIds, type WantedTables } from '../wanted';

const T = (off: string): WantedTables => ({
  users: { table: 'up_users', id: 'id', email: 'email', off },
  suppressions: { table: 'mail_suppressions', email: 'email' },
});

let knex: Knex;

beforeEach(async () => {
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await knex.schema.createTable('up_users', (t) => {
    t.increments('id');
    t.string('email');
    t.boolean('calls_alerts_off');
    t.boolean('updates_alerts_off');
  });
  await knex.schema.createTable('mail_suppressions', (t) => {
    t.increments('id');
    t.string('email').unique();
  });
});

afterEach(() => knex.destroy());

test('drops those who turned the kind off and those whose address is suppressed; unset counts as on', async () => {
  await knex('up_users').insert([
    { id: 1, email: 'on@x.example', calls_alerts_off: false, updates_alerts_off: false },
    { id: 2, email: 'unset@x.example', calls_alerts_off: null, updates_alerts_off: null },
    { id: 3, email: 'off@x.example', calls_alerts_off: true, updates_alerts_off: false },
    { id: 4, email: 'Bounced@X.example', calls_alerts_off: false, updates_alerts_off: false },
  ]);
  await knex('mail_suppressions').insert({ email: 'bounced@x.example' });
  expect([...(await wantedUserIds(knex, T('calls_alerts_off'), [1, 2, 3, 4, 99]))].sort()).toEqual([1, 2]);
  expect([...(await wantedUserIds(knex, T('updates_alerts_off'), [1, 2, 3, 4]))].sort()).toEqual([1, 2, 3]);
});

test('without the suppression list (the alert webhook): a bounced address still gets it, the kind turned off still does not', async () => {
  await knex('up_users').insert([
    { id: 1, email: 'bounced@x.example', calls_alerts_off: false },
    { id: 2, email: 'off@x.example', calls_alerts_off: true },
  ]);
  await knex('mail_suppressions').insert({ email: 'bounced@x.example' });
  const webhook: WantedTables = { users: T('calls_alerts_off').users };
  expect([...(await wantedUserIds(knex, webhook, [1, 2]))]).toEqual([1]);
  expect([...(await wantedUserIds(knex, T('calls_alerts_off'), [1, 2]))]).toEqual([]);
});

test('an address that changes is mailed again: suppression is keyed by the address', async () => {
  await knex('up_users').insert({ id: 1, email: 'old@x.example', calls_alerts_off: false });
  await knex('mail_suppressions').insert({ email: 'old@x.example' });
  expect([...(await wantedUserIds(knex, T('calls_alerts_off'), [1]))]).toEqual([]);
  await knex('up_users').where({ id: 1 }).update({ email: 'new@x.example' });
  expect([...(await wantedUserIds(knex, T('calls_alerts_off'), [1]))]).toEqual([1]);
});

test('10,000 recipients: a few queries, quickly', async () => {
  const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, email: `s${i + 1}@x.example`, calls_alerts_off: i % 10 === 0 }));
  for (let i = 0; i < rows.length; i += 500) await knex('up_users').insert(rows.slice(i, i + 500));
  const bounced = Array.from({ length: 100 }, (_, i) => ({ email: `s${i * 7 + 2}@x.example` }));
  await knex('mail_suppressions').insert(bounced);
  let queries = 0;
  knex.on('query', () => queries++);
  const started = Date.now();
  const wanted = await wantedUserIds(
    knex,
    T('calls_alerts_off'),
    rows.map((r) => r.id),
  );
  const ms = Date.now() - started;
  const expected = rows.filter((r) => !r.calls_alerts_off && !bounced.some((b) => b.email === r.email)).length;
  expect(wanted.size).toBe(expected);
  expect(queries).toBe(Math.ceil(10_000 / IDS_PER_QUERY));
  expect(ms).toBeLessThan(1000);
});
