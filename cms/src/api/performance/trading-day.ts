/**
 * Which day's close a published instant is worth. The exchanges close at 15:30 in India: research
 * published before then can be acted on that day, so that day's close counts; published at or after
 * it, the next day's close does. Every level a call sets (entry, target, stop-loss, exit) goes
 * through this one rule, so the track record never uses a price nobody could have had.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { FIRM_TIME_ZONE } from '../../lib/dates';

/** The cash market's close in India, minutes after midnight. */
export const MARKET_CLOSE_MINUTES = 15 * 60 + 30;

const inFirm = tz(FIRM_TIME_ZONE);

/** The first day ('YYYY-MM-DD') whose close an instant's research could use, and whether that day itself counts. */
export function firstUsableDay(instant: string | Date): { day: string; sameDay: boolean } {
  const when = new Date(instant);
  const day = format(when, 'yyyy-MM-dd', { in: inFirm });
  const minutes = Number(format(when, 'H', { in: inFirm })) * 60 + Number(format(when, 'm', { in: inFirm }));
  return { day, sameDay: minutes < MARKET_CLOSE_MINUTES };
}

/** Whether a trading day's close comes on or after the first usable close for an instant. */
export function usableOn(instant: string | Date, tradingDay: string): boolean {
  const { day, sameDay } = firstUsableDay(instant);
  return sameDay ? tradingDay >= day : tradingDay > day;
}
