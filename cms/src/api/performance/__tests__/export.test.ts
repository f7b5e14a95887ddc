/** The track record's export: its columns in their documented order, a row per call and benchmark, then the call's updates. */
import { expect, it } from '@jest/globals';
import { EXPORT_COLUMNS, exportCsv, exportRows, type ExportedCall } from '../export';
import type { StoredFigures } from '../cached-figures';

const call: ExportedCall = {
  id: 9,
  name: 'Example Ltd',
  isin: null,
  createdAt: '2023-01-02T05:00:00.000Z',
  version: 2,
  action: 'Buy',
  entryLow: 95,
  entryHigh: 105,
  target: 150,
  stopLoss: 90,
  update: [
    { id: 31, createdAt: '2023-03-01T05:00:00.000Z', action: 'Exit', entryLow: null, entryHigh: null, target: null, stopLoss: null },
  ],
};
const figures: StoredFigures = {
  stockId: 9,
  name: 'Example Ltd',
  entryDate: '2023-01-02',
  entryPrice: '100.00',
  lastDate: '2023-03-01',
  lastPrice: '-5.00',
  returnPct: '-105.00',
  cagrPct: null,
  benchmarkReturnPct: '1.00',
  differencePct: '-106.00',
  status: 'exited',
  side: 'buy',
  growth: '-0.05',
  benchmarkGrowth: '1.01',
  factors: [{ exDate: '2023-02-01', factor: '5' }],
};
const kept = [{ stockId: 9, benchmark: 'Nifty 50', isin: 'INE002A01018', figures, computedAt: '2023-03-02T00:00:00.000Z' }];

it('lists the columns in the documented order', () => {
  expect(EXPORT_COLUMNS.map((c) => c.header)).toEqual([
    'Stock id',
    'Call',
    'ISIN',
    'Record',
    'Record id',
    'Version',
    'Published at (UTC)',
    'Action',
    'Entry low',
    'Entry high',
    'Target',
    'Stop-loss',
    'Exit published at (UTC)',
    'Benchmark',
    'Entry date',
    'Entry close',
    'Last date',
    'Last close',
    'Status',
    'Return %',
    'Benchmark return %',
    'Difference %',
    'CAGR %',
    'Adjustment factors (ex-date: factor)',
    'Computed at (UTC)',
  ]);
});

it('gives the call its figures and prices, then its update with its levels', () => {
  const [c, u] = exportRows([call], kept);
  expect(c).toMatchObject({ record: 'call', recordId: 9, version: 2, isin: 'INE002A01018', action: 'Buy', target: '150', stopLoss: '90' });
  expect(c).toMatchObject({ exitAt: '2023-03-01T05:00:00.000Z', benchmark: 'Nifty 50', entryClose: '100.00', status: 'exited' });
  expect(c).toMatchObject({ factors: '2023-02-01: 5', computedAt: '2023-03-02T00:00:00.000Z' });
  expect(u).toMatchObject({ record: 'update', recordId: 31, stockId: 9, action: 'Exit', version: 1, benchmark: null, status: null });
});

it('lists a call not computed yet with its research and no figures', () => {
  const rows = exportRows([{ ...call, update: [] }], []);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ record: 'call', status: null, entryClose: null });
});

it('writes the CSV with the headers first, Excel-safe', async () => {
  let text = '';
  for await (const chunk of exportCsv(exportRows([call], kept))) text += chunk;
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(EXPORT_COLUMNS.map((c) => c.header).join(','));
  expect(lines[1].startsWith('9,Example Ltd,INE002A01018,call,9,2,2023-01-02T05:00:00.000Z,Buy,95,105,150,90,')).toBe(true);
});
