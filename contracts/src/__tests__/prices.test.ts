/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isPriceUpload, PRICE_FILE_MAX_BYTES, PRICE_MESSAGES, priceFileProblem, priceImportPath } from '../prices';

describe('the price imports', () => {
  it("names each import's path for the app's client (base /api) and knows them as uploads", () => {
    expect(priceImportPath('bhavcopy')).toBe('/Prices/bhavcopy');
    expect(priceImportPath('corporate-actions')).toBe('/Prices/corporate-actions');
    expect(isPriceUpload('POST', `/api${priceImportPath('index')}`)).toBe(true);
    expect(isPriceUpload('POST', '/api/Prices/other')).toBe(false);
  });

  it('takes a .csv or .zip (any case) within the limit, and says what is wrong otherwise', () => {
    expect(priceFileProblem({ name: 'BhavCopy_NSE_CM_20240705.CSV', size: 10 })).toBeNull();
    expect(priceFileProblem({ name: 'cm05JUL2024bhav.csv.zip', size: PRICE_FILE_MAX_BYTES })).toBeNull();
    expect(priceFileProblem({ name: 'bhav.xlsx', size: 10 })).toBe(PRICE_MESSAGES.chooseCsvOrZip);
    expect(priceFileProblem({ name: 'csv', size: 10 })).toBe(PRICE_MESSAGES.chooseCsvOrZip);
    expect(priceFileProblem({ name: 'bhav.zip', size: PRICE_FILE_MAX_BYTES + 1 })).toBe(PRICE_MESSAGES.tooLarge);
  });
});
