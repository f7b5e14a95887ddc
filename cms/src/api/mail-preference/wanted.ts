/**
 * Which of many recipients may be sent an alert of a kind, in one query per batch: their account
 * has not turned the kind off and, for mail, the address the account has now is not on the
 * suppression list (a bounced mailbox says nothing about the alert webhook's channel).
 * Suppression is keyed by address, so a subscriber whose address changes is mailed again at the
 * new one. Plain knex over table and column names, so the query is tested on a real SQLite
 * (__tests__/wanted.test.ts) without a whole CMS.
 */
import type { Knex } from 'knex';

export interface WantedTables {
  users: { table: string; id: string; email: string; off: string };
  /** The suppression list, for mail; absent for a channel that is not mail (the alert webhook). */
  suppressions?: { table: string; email: string };
}

/**
 * Ids per query: SQLite allows 32,766 bound values and PostgreSQL 65,535; 5,000 keeps each
 * statement small and is still two queries for 10,000 recipients.
 */
export const IDS_PER_QUERY = 5000;

/** The ids among `userIds` that want alerts of the kind whose `off` column is named. */
export async function wantedUserIds(knex: Knex, t: WantedTables, userIds: readonly number[]): Promise<Set<number>> {
  const wanted = new Set<number>();
  for (let i = 0; i < userIds.length; i += IDS_PER_QUERY) {
    const batch = userIds.slice(i, i + IDS_PER_QUERY);
    const rows: Array<{ id: number | string }> = await knex(`${t.users.table} as u`)
      .select(`u.${t.users.id} as id`)
      .whereIn(`u.${t.users.id}`, batch)
      // Unset (an account made before preferences existed) counts as on.
      .where((q) => q.whereNull(`u.${t.users.off}`).orWhere(`u.${t.users.off}`, false))
      .modify((q) => {
        const s = t.suppressions;
        if (s)
          q.whereNotExists((sub) =>
            sub
              .select(knex.raw('1'))
              .from(`${s.table} as s`)
              .whereRaw('?? = lower(??)', [`s.${s.email}`, `u.${t.users.email}`]),
          );
      });
    for (const row of rows) wanted.add(Number(row.id));
  }
  return wanted;
}
