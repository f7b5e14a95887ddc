/**
 * The price imports: a bhavcopy (uploaded or fetched), an index's closes, corporate actions. Each
 * is read whole first (a malformed file is refused naming its line, before anything is written),
 * then stored in one transaction; the days imported are then announced (events.ts).
 */
import type { Core } from '@strapi/strapi';
import { canonicalIndexName, PRICE_MESSAGES, type BhavcopyImportAnswer, type PriceDaysAnswer, type PriceRowsImportAnswer } from 'contracts';
import type { PricesConfig } from '../../../../config/prices';
import { againAfterLostRace, isUniqueViolation } from '../../../lib/db';
import { httpError } from '../../../lib/http';
import { serviceOf } from '../../../lib/services';
import { readBhavcopy, csvText } from '../bhavcopy';
import { readIndexFile } from '../index-file';
import { readCorporateActions } from '../corporate-actions-file';
import { storeBhavcopy, storeIndexCloses } from '../store';
import { storeCorporateActions } from '../store-actions';
import { pricesImported } from '../events';
import { importedDays } from '../imported-days';
import { dueTradingDay } from '../trading-day';

const UID = 'api::price.price';

/**
 * Stores an import, again when it lost a race: two imports of the same day at once (two
 * administrators, two instances, the scheduled fetch and an upload) each read no close and each
 * insert, and the second meets the unique index. Its next try reads the first's closes and counts
 * them unchanged. Racing still after three tries, the caller is asked to send the file again (409).
 */
async function storeRacing<T>(store: () => Promise<T>): Promise<T> {
  try {
    return await againAfterLostRace(store);
  } catch (err) {
    if (isUniqueViolation(err)) throw httpError(409, 'ConflictError', PRICE_MESSAGES.importRaced);
    throw err;
  }
}

const priceService = ({ strapi }: { strapi: Core.Strapi }) => {
  const announce = (days: string[]) =>
    pricesImported(days, (err) => strapi.log.error(`A prices-imported listener failed: ${(err as Error).message}`));
  return {
    /** `fileName`: the name the file was uploaded or fetched by (its day, if it gives one, is checked). */
    async importBhavcopy(bytes: Buffer, fileName?: string | null): Promise<BhavcopyImportAnswer> {
      const day = await readBhavcopy(bytes, fileName);
      const counts = await storeRacing(() => storeBhavcopy(strapi, day));
      if (counts.inserted + counts.updated > 0) await announce([day.date]);
      return { format: day.format, date: day.date, rows: day.rows, ...counts };
    },

    /** Stored under the index's canonical name, whatever its spelling here. */
    async importIndex(bytes: Buffer, name: string, fileName?: string | null): Promise<PriceRowsImportAnswer> {
      const closes = readIndexFile(await csvText(bytes), name, fileName);
      const counts = await storeRacing(() => storeIndexCloses(strapi, canonicalIndexName(name), closes));
      if (counts.inserted + counts.updated > 0) await announce(closes.map((c) => c.date));
      return { rows: closes.length, ...counts };
    },

    async importCorporateActions(bytes: Buffer): Promise<PriceRowsImportAnswer> {
      const actions = readCorporateActions(await csvText(bytes));
      const counts = await storeRacing(() => storeCorporateActions(strapi, actions));
      return { rows: actions.length, ...counts };
    },

    /** The imported days of the `days` trading days up to `to` (default: the latest whose bhavcopy is out), and the indices. */
    async importedDays({ to, days }: { to?: string; days: number }): Promise<PriceDaysAnswer> {
      const { afterHour } = strapi.config.get('prices') as PricesConfig;
      return importedDays(strapi, to || dueTradingDay(new Date(), afterHour), days);
    },
  };
};

export default priceService;

export const prices = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof priceService>>(strapi, UID);
