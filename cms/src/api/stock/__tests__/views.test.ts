/** Stocks and their updates as the documented API shows them. */
import { expect, test } from '@jest/globals';
import { stockView, stockWithUpdatesView, type StockRecord } from '../views';
import { updateView } from '../../stock-update/views';

const ROW: StockRecord = {
  id: 5,
  documentId: 'stock-doc',
  name: 'Acme',
  description: 'Widgets',
  code: 'ACME',
  createdAt: '2025-02-01T10:00:00.000Z',
};

test('absent optional fields are null, never undefined (the client tells "not set" from "not sent")', () => {
  expect(stockView(ROW)).toEqual({
    id: 5,
    name: 'Acme',
    description: 'Widgets',
    code: 'ACME',
    bseCode: null,
    nseCode: null,
    reportLink: null,
    reportId: null,
    exchange: null,
    quantity: null,
    percentage: null,
    target: null,
    buy_date: null,
    sell_date: null,
    createdAt: '2025-02-01T10:00:00.000Z',
    action: null,
    entryLow: null,
    entryHigh: null,
    stopLoss: null,
    horizonMonths: null,
    rationale: null,
    analyst: null,
    disclosures: null,
    amended: false,
    version: 1,
    amendments: [],
  });
});

test('only the documented fields leave: no updatedAt, documentId or other columns', () => {
  const row = { ...ROW, updatedAt: 'x', documentId: 'd', publishedAt: 'p' } as StockRecord;
  for (const column of ['updatedAt', 'documentId', 'publishedAt']) expect(stockView(row)).not.toHaveProperty(column);
});

test('a stock with its updates: each update names its stock, in the order given', () => {
  const updates = [
    { id: 1, documentId: 'u1', type: 'Buy', createdAt: '2025-02-02T00:00:00.000Z' },
    {
      id: 2,
      documentId: 'u2',
      type: 'Sell',
      description: 'Target reached',
      report_link: 'https://example.com/r.pdf',
      createdAt: '2025-03-02T00:00:00.000Z',
    },
  ];
  const view = stockWithUpdatesView({ ...ROW, updates });
  expect(view.update).toMatchObject([
    { id: 1, type: 'Buy', description: '', report_link: null, stockId: 5, createdAt: '2025-02-02T00:00:00.000Z', action: null, version: 1 },
    {
      id: 2,
      type: 'Sell',
      description: 'Target reached',
      report_link: 'https://example.com/r.pdf',
      stockId: 5,
      createdAt: '2025-03-02T00:00:00.000Z',
    },
  ]);
  expect(stockWithUpdatesView(ROW).update).toEqual([]);
});

test('an update on its own names its stock from the relation', () => {
  expect(updateView({ id: 3, documentId: 'u3', type: 'Hold', stock: { id: 9 }, createdAt: 'c' }).stockId).toBe(9);
  expect(updateView({ id: 3, documentId: 'u3', type: 'Hold', stock: null, createdAt: 'c' }).stockId).toBeNull();
});
