import { describe, expect, it } from '@jest/globals';
import { PRICE_MESSAGES } from 'contracts';
import { readBhavcopy } from '../bhavcopy';
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
  it('says "empty" of a 0-byte file and of an empty zip; reads a zip made on macOS past its hidden entry', async () => {
    await expect(readBhavcopy(Buffer.alloc(0))).rejects.toThrow(PRICE_MESSAGES.emptyFile);
    await expect(readBhavcopy(fixture('empty.zip'))).rejects.toThrow(PRICE_MESSAGES.emptyZip);
    const mac = await readBhavcopy(
      fixture('macos/BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv.zip'),
      'BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv.zip',
    );
    expect(mac).toMatchObject({ format: 'nse-udiff', date: '2026-11-05' });
  });
  it("refuses NSE's sec_bhavdata_full naming it and the file to send instead", async () => {
    await expect(readBhavcopy(fixture('sec_bhavdata_full_05112026.csv'))).rejects.toThrow(PRICE_MESSAGES.secBhavdataFull);
  });
  it("reads Excel's re-saves: en-IN's dd-mm-yyyy, an unambiguous dd/mm/yyyy, en-US's m/d/yyyy settled by the file's name", async () => {
    const name = 'BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv';
    for (const locale of ['en-IN', 'en-US']) {
      const day = await readBhavcopy(fixture(`excel-${locale}/${name}`), name);
      expect(day).toMatchObject({ date: '2026-11-05', rows: 5 });
      expect(day.closes.find((c) => c.isin === 'INE467B01029')?.close).toBe('3050.10');
    }
    expect(await readBhavcopy(fixture('excel-en-GB/BhavCopy_NSE_CM_0_0_0_20261113_F_0000.csv'), 'prices.csv')).toMatchObject({
      date: '2026-11-13',
    });
    await expect(readBhavcopy(fixture(`excel-en-US/${name}`), 'prices.csv')).rejects.toThrow(
      'Line 2: TradDt 11/5/2026 could be 11 May 2026 or 5 Nov 2026',
    );
  });
  it("refuses a file whose rows are not of its name's day, naming both", async () => {
    await expect(readBhavcopy(fixture('cm05NOV2026bhav.csv'), 'cm04NOV2026bhav.csv')).rejects.toThrow(
      "The file's name (cm04NOV2026bhav.csv) says 4 Nov 2026, but its rows are of 5 Nov 2026.",
    );
  });
});
