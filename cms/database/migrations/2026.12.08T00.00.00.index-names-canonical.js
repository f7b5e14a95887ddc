'use strict';

/**
 * An index's closes are stored under one canonical name: single-spaced, in capitals ("NIFTY 50",
 * contracts' canonicalIndexName, which this repeats: a migration is plain JavaScript). Before, each
 * spelling an import was sent made a series of its own ("Nifty 50", "NIFTY 50"), and the benchmark
 * read only its own. This folds each spelling into the canonical series: a day the canonical series
 * lacks is moved to it; a day both have keeps the close updated last (the latest import's word) and
 * drops the other row. Idempotent; on a fresh database the table does not exist yet.
 */
const TABLE = 'index_closes';

const canonical = (name) => String(name).trim().replace(/\s+/g, ' ').toUpperCase();
const day = (v) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);
const updatedAt = (v) => (v ? new Date(v).getTime() : 0);

async function up(knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  const names = (await knex(TABLE).distinct('name')).map((r) => r.name).filter((n) => n !== canonical(n));
  if (names.length === 0) return;
  await knex.transaction(async (trx) => {
    // Oldest first, so that of a day's rows the one updated last is kept.
    const rows = await trx(TABLE)
      .select('id', 'name', 'date', 'updated_at')
      .whereIn('name', [...names, ...names.map(canonical)])
      .orderBy('id', 'asc');
    const kept = new Map();
    for (const r of rows) {
      const key = `${canonical(r.name)}|${day(r.date)}`;
      const before = kept.get(key);
      if (!before) kept.set(key, r);
      else if (updatedAt(r.updated_at) >= updatedAt(before.updated_at)) {
        await trx(TABLE).where('id', before.id).del();
        kept.set(key, r);
      } else await trx(TABLE).where('id', r.id).del();
    }
    for (const r of kept.values())
      if (r.name !== canonical(r.name))
        await trx(TABLE)
          .where('id', r.id)
          .update({ name: canonical(r.name) });
  });
}

/** Nothing to undo: the spellings folded are not kept. */
async function down() {}

module.exports = { up, down };
