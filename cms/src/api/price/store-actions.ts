/**
 * Corporate actions from an imported CSV, in one transaction: one per security, ex-date and kind
 * (a re-import changes nothing; a different ratio for the same one replaces it).
 */
import type { Core } from '@strapi/strapi';
import type { CorporateActionRow } from './corporate-actions-file';
import type { StoreCounts } from './store';
import { dayText } from './reads';

const UID = 'api::corporate-action.corporate-action';

export async function storeCorporateActions(strapi: Core.Strapi, actions: readonly CorporateActionRow[]): Promise<StoreCounts> {
  return strapi.db.transaction(async () => {
    const counts: StoreCounts = { inserted: 0, updated: 0, unchanged: 0 };
    const query = strapi.db.query(UID);
    for (const a of actions) {
      const same: { id: number; exDate: unknown; ratioFrom: number; ratioTo: number; note: string | null }[] = await query.findMany({
        where: { isin: a.isin, exDate: a.exDate, kind: a.kind },
        limit: 1,
      });
      const before = same.find((s) => dayText(s.exDate) === a.exDate);
      if (!before) {
        await query.create({ data: a });
        counts.inserted += 1;
      } else if (before.ratioFrom === a.ratioFrom && before.ratioTo === a.ratioTo && (a.note === null || a.note === before.note)) {
        counts.unchanged += 1;
      } else {
        await query.update({ where: { id: before.id }, data: { ratioFrom: a.ratioFrom, ratioTo: a.ratioTo, note: a.note ?? before.note } });
        counts.updated += 1;
      }
    }
    return counts;
  });
}
