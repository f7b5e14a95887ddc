/** Each instance sweeps for due reminders every REMINDERS_SWEEP_SECONDS, the first time soon after it starts. */
import type { Core } from '@strapi/strapi';
import type { Lifecycle } from '../../lib/lifecycle';
import { sweepReminders } from './sweep';

const FIRST_SWEEP_MS = 2_000;

interface Sweeper {
  timer: NodeJS.Timeout | null;
  stopped: boolean;
}
const sweepers = new WeakMap<Core.Strapi, Sweeper>();

export const reminderLifecycle: Lifecycle = {
  bootstrap(strapi) {
    const every = (strapi.config.get('reminders.sweepSeconds') as number) * 1000;
    const state: Sweeper = { timer: null, stopped: false };
    sweepers.set(strapi, state);
    const later = (ms: number) => {
      if (state.stopped) return;
      state.timer = setTimeout(sweep, ms);
      state.timer.unref();
    };
    const sweep = async () => {
      try {
        const queued = await sweepReminders(strapi);
        if (queued) strapi.log.info(`[reminders] queued ${queued} renewal reminders`);
      } catch (err) {
        // The next sweep tries again; nothing was half-queued (one transaction per reminder).
        strapi.log.error(`[reminders] sweep failed: ${(err as Error).message}`);
      }
      later(every);
    };
    later(Math.min(FIRST_SWEEP_MS, every));
  },
  destroy(strapi) {
    const state = sweepers.get(strapi);
    if (!state) return;
    state.stopped = true;
    if (state.timer) clearTimeout(state.timer);
  },
};
