/**
 * The scheduled bhavcopy fetch (config/prices.ts; off without BHAVCOPY_URL_TEMPLATE). Every
 * instance looks every pollSeconds for the trading day due (trading-day.ts); the day's file is
 * fetched and imported once across instances: on PostgreSQL under the scheduled jobs' lock and
 * tick record (lib/db-lock.ts, the day's midnight in India as the tick), which a failed fetch rolls
 * back so a later look retries it; on SQLite (one process) a day done is remembered here. A failed
 * fetch (not published yet, the exchange unreachable) waits twice as long each time, up to eight
 * polls. The import itself is the upload's: all or nothing, idempotent.
 */
import type { Core } from '@strapi/strapi';
import type { PricesConfig } from '../../../config/prices';
import type { Lifecycle } from '../../lib/lifecycle';
import { firmDayStart } from '../../lib/dates';
import { runScheduledOnce, type LockDb } from '../../lib/db-lock';
import { onPostgres } from '../../lib/shared-store';
import { prices } from './services/price';
import { bhavcopyUrl, dueTradingDay } from './trading-day';

const JOB = 'bhavcopy-fetch';
const FIRST_LOOK_MS = 1_000;
const FETCH_TIMEOUT_MS = 60_000;
const MAX_BACKOFF_POLLS = 8;

interface Fetcher {
  timer: NodeJS.Timeout | null;
  stopped: boolean;
  doneDay: string;
  failures: number;
}
const fetchers = new WeakMap<Core.Strapi, Fetcher>();

async function fetchAndImport(strapi: Core.Strapi, url: string): Promise<void> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const answer = await prices(strapi).importBhavcopy(Buffer.from(await res.arrayBuffer()), new URL(url).pathname.split('/').pop());
  strapi.log.info(
    `[prices] ${answer.format} bhavcopy of ${answer.date}: ${answer.inserted} closes added, ${answer.updated} replaced, ${answer.unchanged} unchanged`,
  );
}

/** The day's fetch, once across instances: whether this instance ran it (false: another has it, or had it). */
async function fetchDayOnce(strapi: Core.Strapi, config: PricesConfig, day: string): Promise<boolean> {
  const task = () => fetchAndImport(strapi, bhavcopyUrl(config.urlTemplate!, day));
  if (!onPostgres(strapi)) {
    await task();
    return true;
  }
  // Knex's types keep its pool private (as in lib/db-lock.ts).
  return runScheduledOnce(strapi.db.connection as unknown as LockDb, JOB, firmDayStart(day), task);
}

export const bhavcopyFetchLifecycle: Lifecycle = {
  bootstrap(strapi) {
    const config = strapi.config.get('prices') as PricesConfig;
    if (!config.urlTemplate) return;
    const poll = config.pollSeconds * 1000;
    const state: Fetcher = { timer: null, stopped: false, doneDay: '', failures: 0 };
    fetchers.set(strapi, state);
    const later = (ms: number) => {
      if (state.stopped) return;
      state.timer = setTimeout(look, ms);
      state.timer.unref();
    };
    const look = async () => {
      const day = dueTradingDay(new Date(), config.afterHour);
      if (day !== state.doneDay) {
        try {
          if (await fetchDayOnce(strapi, config, day)) state.doneDay = day;
          state.failures = 0;
        } catch (err) {
          state.failures += 1;
          strapi.log.warn(`[prices] fetching the bhavcopy of ${day} failed (try ${state.failures}): ${(err as Error).message}`);
        }
      }
      later(poll * Math.min(2 ** state.failures, MAX_BACKOFF_POLLS));
    };
    later(Math.min(FIRST_LOOK_MS, poll));
  },
  destroy(strapi) {
    const state = fetchers.get(strapi);
    if (!state) return;
    state.stopped = true;
    if (state.timer) clearTimeout(state.timer);
  },
};
