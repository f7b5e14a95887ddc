/** @jest-environment node */
import { describe, expect, it, test } from '@jest/globals';
import {
  indexNameOf,
  INDEX_NAME_MAX,
  isPriceUpload,
  PRICE_FILE_MAX_BYTES,
  PRICE_MESSAGES,
  priceFileProblem,
  priceImportPath,
} from '../prices';

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

test("an index import's name: canonical; missing, repeated, blank, too long or with a control character is none", () => {
  for (const spelling of ['  Nifty 50 ', 'NIFTY 50', 'nifty  50', 'Nifty 50']) expect(indexNameOf(spelling)).toBe('NIFTY 50');
  expect(indexNameOf('Nifty Next  50')).toBe('NIFTY NEXT 50');
  expect(indexNameOf('N'.repeat(INDEX_NAME_MAX))).toBe('N'.repeat(INDEX_NAME_MAX));
  for (const bad of [undefined, ['A', 'B'], 42, '   ', 'N'.repeat(INDEX_NAME_MAX + 1), 'Nifty\u000050', 'Nifty\u001b[2J50'])
    expect(indexNameOf(bad)).toBeNull();
});
