/** The personal-trading blackout: which declared trades keep a call with a financial interest from being published on a day. */
import { expect, test } from '@jest/globals';
import { blackoutConflict, blackoutMessage, blackoutWindow } from '../blackout';

const trade = (tradeDate: string, stockCode = 'INE002A01018', analyst = 'Priya Shah') => ({ analyst, stockCode, tradeDate });

test('the window runs from 30 days before the publication day to 5 days after, both included', () => {
  expect(blackoutWindow('2026-11-26')).toEqual({ from: '2026-10-27', to: '2026-12-01' });
});

test('a trade in the window, in that stock, is a conflict; the edges count, one day beyond does not', () => {
  const day = '2026-11-26';
  expect(blackoutConflict([trade('2026-10-27')], 'INE002A01018', day)).toEqual(trade('2026-10-27'));
  expect(blackoutConflict([trade('2026-12-01')], 'INE002A01018', day)).toEqual(trade('2026-12-01'));
  expect(blackoutConflict([trade('2026-10-26'), trade('2026-12-02')], 'INE002A01018', day)).toBeNull();
  expect(blackoutConflict([trade('2026-11-20', 'INE009A01021')], 'INE002A01018', day)).toBeNull();
  expect(blackoutConflict([], 'INE002A01018', day)).toBeNull();
});

test('codes compare as typed (case and spaces), and the latest conflicting trade is named', () => {
  const found = blackoutConflict([trade('2026-11-01', ' ine002a01018 '), trade('2026-11-20T00:00:00.000Z')], 'INE002A01018', '2026-11-26');
  expect(found?.tradeDate).toBe('2026-11-20T00:00:00.000Z');
  expect(blackoutMessage(trade('2026-11-20'))).toBe(
    'This research discloses a financial interest, and the personal-trading blackout for INE002A01018 is open: Priya Shah declared a trade on 2026-11-20, and no trade may fall from 30 days before to 5 days after a report. Publish it once the blackout has passed.',
  );
});
