/**
 * When the calls' figures are recomputed, and that nobody else writes them. Recomputations run
 * one after another in this process, after the change that asks for them has committed (a
 * publication, a corporate action, a price import): a request never waits for one, and two never
 * write the same call's rows at once here. The panel may only read the rows (compliance staff
 * look at them); the CMS writes them.
 */
import { AsyncResource } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { Event } from '@strapi/database';
import { keepReadOnly } from '../../lib/read-only';
import { onPricesImported } from '../price/events';
import type { Lifecycle } from '../../lib/lifecycle';
import { callPerformances } from './services/call-performance';
import { CORPORATE_ACTION } from '../corporate-action/once';

const UID = 'api::call-performance.call-performance';
export const PERFORMANCE_READ_ONLY =
  'Call performances are computed by the CMS from the prices and the research: they cannot be changed by hand.';

let queue: Promise<void> = Promise.resolve();
let unsubscribe: (() => void) | undefined;
let pending = 0;
/**
 * Runs its argument in this module's own async context: Strapi keeps the transaction a change ran
 * in (and its connection, SQLite's only one) in the async context, and a job must not inherit it.
 */
const detached = AsyncResource.bind((start: () => void) => start());

/** Runs `job` after the ones before it; a failure is logged (the figures stay as they were until the next change). */
export function recomputeSoon(strapi: Core.Strapi, what: string, job: () => Promise<void>): Promise<void> {
  pending++;
  detached(() => {
    queue = queue
      .then(job)
      .catch((err: Error) => {
        strapi.log.error(`[performance] recomputing ${what} failed: ${err.message}`);
      })
      .finally(() => {
        pending--;
      });
  });
  return queue;
}

/** Recomputations queued or running (the tests and the shutdown wait for none). */
export const recomputing = (): number => pending;

/** A call was published, updated or amended. */
export const afterResearchPublished = (strapi: Core.Strapi, stockId: number) =>
  void recomputeSoon(strapi, `call ${stockId}`, () => callPerformances(strapi).recompute([stockId]));

/** A price import gave closes for these days (the prices' import hook calls this). */
export const afterPricesImported = (strapi: Core.Strapi, days: readonly string[]) =>
  recomputeSoon(strapi, `the imports of ${days.join(', ')}`, () => callPerformances(strapi).afterPricesImported(days));

export const callPerformanceLifecycle: Lifecycle = {
  bootstrap(strapi: Core.Strapi) {
    keepReadOnly(strapi, UID, PERFORMANCE_READ_ONLY);
    // Once the change is committed (the panel's create runs in a transaction): before, another connection would not see it.
    const actionChanged = async (event: Event): Promise<void> => {
      const isin = (event.result as { isin?: string } | undefined)?.isin;
      if (!isin) return;
      await strapi.db.transaction(async ({ onCommit }) => {
        onCommit(() => void recomputeSoon(strapi, `the calls on ${isin}`, () => callPerformances(strapi).recomputeIsins([isin])));
      });
    };
    strapi.db.lifecycles.subscribe({
      models: [CORPORATE_ACTION],
      afterCreate: actionChanged,
      afterUpdate: actionChanged,
      afterDelete: actionChanged,
    });
    // Not awaited: the import's answer waits for its listeners, and a recomputation may take seconds.
    unsubscribe = onPricesImported((days) => void afterPricesImported(strapi, days));
    // Calls published before the figures were kept (or whose computation failed) get theirs, after the start.
    void recomputeSoon(strapi, 'the calls without figures', () => callPerformances(strapi).recomputeMissing());
  },
  async destroy() {
    unsubscribe?.();
    await queue;
  },
};
