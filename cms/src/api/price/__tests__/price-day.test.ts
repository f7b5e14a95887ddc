import { describe, expect, it } from '@jest/globals';
import { todayInFirm } from '../../../lib/dates';
import { readCsv } from '../csv-table';
import { checkNameDay, dayInFileName, dayOf, dayProblem, parseDay, readDay } from '../price-day';

const rowOf = (value: string) => readCsv(`TradDt\n${value}\n`).rows[0];
const tomorrow = () => {
  const d = new Date(`${todayInFirm()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe('readDay', () => {
  it.each([
    ['05-JUL-2024', '2024-07-05'],
    ['05-Jul-24', '2024-07-05'],
    ['5 Jul 2024', '2024-07-05'],
    ['2024-07-05', '2024-07-05'],
    ['20240705', '2024-07-05'],
    // en-IN's re-save and NSE's index file: day first.
    ['05-11-2026', '2026-11-05'],
    ['5-11-2026', '2026-11-05'],
    // Slashed, one reading only: day first over 12, month first when the second is.
    ['13/11/2026', '2026-11-13'],
    ['11/13/2026', '2026-11-13'],
    ['5/5/2026', '2026-05-05'],
    ['31-FEB-2024', null],
    ['yesterday', null],
  ])('%s → %s', (raw, day) => expect(parseDay(raw)).toBe(day));

  it('gives both readings of an ambiguous n/n/yyyy (en-US writes 5 November as 11/5/2026)', () => {
    expect(readDay('11/5/2026')).toEqual({ readings: ['2026-05-11', '2026-11-05'] });
    expect(parseDay('11/5/2026')).toBeNull();
  });

  it('reads a blanked year as year 0, not 1900 or 2000', () => {
    expect(readDay('0000-01-10')).toEqual({ day: '0000-01-10' });
    expect(readDay('05-JUL-0000')).toEqual({ day: '0000-07-05' });
  });
});

describe('dayOf', () => {
  it('refuses an ambiguous day naming the line and both readings, unless the name settles it', () => {
    expect(() => dayOf(rowOf('11/5/2026'), 'TradDt')).toThrow(
      'Line 2: TradDt 11/5/2026 could be 11 May 2026 or 5 Nov 2026 (a spreadsheet re-saved the dates).',
    );
    expect(dayOf(rowOf('11/5/2026'), 'TradDt', '2026-11-05')).toBe('2026-11-05');
    expect(() => dayOf(rowOf('11/5/2026'), 'TradDt', '2026-11-04')).toThrow('could be 11 May 2026 or 5 Nov 2026');
  });

  it('refuses a day before 1994 or after today (India time), naming the line', () => {
    expect(() => dayOf(rowOf('05-JUL-0000'), 'TradDt')).toThrow('Line 2: TradDt 05-JUL-0000 is before 1994');
    expect(() => dayOf(rowOf('0000-01-10'), 'TradDt')).toThrow(
      "Line 2: TradDt 0000-01-10 is before 1994, when the exchanges' electronic records start.",
    );
    expect(() => dayOf(rowOf('1993-12-31'), 'TradDt')).toThrow('is before 1994');
    expect(() => dayOf(rowOf('05-JUL-2099'), 'TradDt')).toThrow('Line 2: TradDt 05-JUL-2099 is after today (');
    expect(() => dayOf(rowOf(tomorrow()), 'TradDt')).toThrow('India time).');
    expect(dayOf(rowOf(todayInFirm()), 'TradDt')).toBe(todayInFirm());
    expect(dayOf(rowOf('1994-01-03'), 'TradDt')).toBe('1994-01-03');
  });

  it('says "after today" in the firm\'s zone', () => {
    expect(dayProblem('2026-12-08', '2026-12-07')).toBe('is after today (7 Dec 2026, India time).');
    expect(dayProblem('2026-12-07', '2026-12-07')).toBeNull();
  });
});

describe('dayInFileName', () => {
  it.each([
    ['BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv', '2026-11-05'],
    ['BhavCopy_BSE_CM_0_0_0_20261105_F_0000.CSV', '2026-11-05'],
    ['BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv.zip', '2026-11-05'],
    ['BhavCopy_NSE_CM_0_0_0_20261105_F_0000 (1).csv', '2026-11-05'],
    ['cm05NOV2026bhav.csv', '2026-11-05'],
    ['cm05Nov2026bhav.csv.zip', '2026-11-05'],
    ['EQ_ISINCODE_051126.CSV', '2026-11-05'],
    ['EQ051126_CSV.ZIP', '2026-11-05'],
    ['ind_close_all_05112026.csv', '2026-11-05'],
    ['sec_bhavdata_full_05112026.csv', '2026-11-05'],
    ['C:\\Users\\me\\Downloads\\cm05NOV2026bhav.csv', '2026-11-05'],
    ['nifty-50.csv', null],
    ['prices.csv', null],
    [null, null],
  ])('%s → %s', (name, day) => expect(dayInFileName(name)).toBe(day));
});

describe('checkNameDay', () => {
  it("refuses rows of another day than the name's, naming both", () => {
    expect(() => checkNameDay('BhavCopy_NSE_CM_0_0_0_20261104_F_0000.csv', '2026-11-04', '2026-11-05')).toThrow(
      "The file's name (BhavCopy_NSE_CM_0_0_0_20261104_F_0000.csv) says 4 Nov 2026, but its rows are of 5 Nov 2026. Check that you chose the right day's file.",
    );
    expect(() => checkNameDay('BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv', '2026-11-05', '2026-11-05')).not.toThrow();
    expect(() => checkNameDay('prices.csv', null, '2026-11-05')).not.toThrow();
  });
});
