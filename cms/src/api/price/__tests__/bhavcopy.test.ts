import { describe, expect, it } from '@jest/globals';
import { PRICE_MESSAGES } from 'contracts';
import { readBhavcopy } from '../bhavcopy';
import { parseDay } from '../csv-table';
import { CLOSES, closesOf, fixture } from './fixtures';

describe('readBhavcopy', () => {
  it.each([
    ['nse-legacy-2024-07-05.csv', 'nse-legacy'],
    ['nse-udiff-2024-07-05.csv', 'nse-udiff'],
    ['bse-udiff-2024-07-05.csv', 'bse-udiff'],
    ['bse-legacy-2024-07-05.csv', 'bse-legacy'],
    ['BhavCopy_NSE_CM_0_0_0_20240705_F_0000.csv.zip', 'nse-udiff'],
  ])('tells %s as %s by its header and gives the same closes', async (file, format) => {
    const day = await readBhavcopy(fixture(file));
    expect(day.format).toBe(format);
    expect(closesOf(day.closes)).toEqual(CLOSES);
  });
  it('refuses a foreign file, and a zip that is not one', async () => {
    await expect(readBhavcopy(Buffer.from('a,b\n1,2\n'))).rejects.toThrow(PRICE_MESSAGES.unknownFormat);
    await expect(readBhavcopy(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow('The .zip file cannot be read.');
  });
});

describe('parseDay', () => {
  it.each([
    ['05-JUL-2024', '2024-07-05'],
    ['05-Jul-24', '2024-07-05'],
    ['2024-07-05', '2024-07-05'],
    ['20240705', '2024-07-05'],
    ['05-07-2024', '2024-07-05'],
    ['31-FEB-2024', null],
    ['yesterday', null],
  ])('%s → %s', (raw, day) => expect(parseDay(raw)).toBe(day));
});
