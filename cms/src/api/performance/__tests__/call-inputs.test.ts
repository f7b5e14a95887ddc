/** What a published call gives the track record: its side, its levels in publication order, its exit. */
import { expect, it } from '@jest/globals';
import { callInput, sideOf } from '../call-inputs';

const call = {
  id: 4,
  name: 'Example Ltd',
  createdAt: '2024-01-02T05:00:00.000Z',
  action: 'Buy',
  target: 150,
  stopLoss: '90.5',
  update: [
    // Listed out of order: the levels still come in publication order.
    { createdAt: '2024-03-01T05:00:00.000Z', action: 'Exit', target: null, stopLoss: null },
    { createdAt: '2024-02-01T05:00:00.000Z', action: 'Hold', target: 170, stopLoss: null },
    { createdAt: '2024-02-10T05:00:00.000Z', action: 'Hold', target: null, stopLoss: null },
  ],
};

it('takes the call and each update that sets a level, oldest first, prices as decimal strings', () => {
  expect(callInput(call).levels).toEqual([
    { at: '2024-01-02T05:00:00.000Z', target: '150', stopLoss: '90.5' },
    { at: '2024-02-01T05:00:00.000Z', target: '170', stopLoss: null },
  ]);
});

it('ends the call at the first Exit published', () => {
  expect(callInput(call)).toMatchObject({
    stockId: 4,
    name: 'Example Ltd',
    publishedAt: '2024-01-02T05:00:00.000Z',
    exitAt: '2024-03-01T05:00:00.000Z',
  });
  expect(callInput({ ...call, update: [] }).exitAt).toBeNull();
});

it('ends the call at an update of the Exit kind that has no action (published before actions)', () => {
  const old = {
    ...call,
    update: [
      { createdAt: '2024-04-01T05:00:00.000Z', type: 'Exit' },
      { createdAt: '2024-05-01T05:00:00.000Z', type: 'Exit', action: 'Hold' },
    ],
  };
  expect(callInput(old).exitAt).toBe('2024-04-01T05:00:00.000Z');
  expect(callInput({ ...call, update: [{ createdAt: '2024-05-01T05:00:00.000Z', type: 'Exit', action: 'Hold' }] }).exitAt).toBeNull();
});

it('holds a Sell call as a sell and every other action as a buy', () => {
  expect(sideOf('Sell')).toBe('sell');
  expect(['Buy', 'Hold', 'Exit', null, undefined].map(sideOf)).toEqual(['buy', 'buy', 'buy', 'buy', 'buy']);
  expect(callInput({ ...call, action: 'Sell' }).side).toBe('sell');
});

it('reads an instant given as a Date (SQLite rows) like its ISO text', () => {
  expect(callInput({ ...call, createdAt: new Date('2024-01-02T05:00:00.000Z') }).publishedAt).toBe('2024-01-02T05:00:00.000Z');
});
