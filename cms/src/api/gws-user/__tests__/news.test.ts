/** getuserstock's news marks: new when published or amended after the seen mark; everything new before the first mark. */
import { expect, test } from '@jest/globals';
import { withNewsMarks } from '../news';

const asOf = new Date('2026-11-20T10:00:00.000Z');
interface Item {
  id: number;
  createdAt: string | Date;
  amendments?: { date: string }[];
  update?: Item[];
}
const answer = (): { noActiveSubscription: boolean; stocks: Item[] } => ({
  noActiveSubscription: false,
  stocks: [
    {
      id: 1,
      createdAt: '2026-11-01T09:00:00.000Z',
      amendments: [],
      update: [
        { id: 11, createdAt: '2026-11-02T09:00:00.000Z' },
        { id: 12, createdAt: '2026-11-15T09:00:00.000Z' },
      ],
    },
    // Published before the mark, amended after it: the amendment is news.
    { id: 2, createdAt: '2026-11-03T09:00:00.000Z', amendments: [{ date: '2026-11-16T09:00:00.000Z' }], update: [] },
    { id: 3, createdAt: new Date('2026-11-17T09:00:00.000Z') },
  ],
});

test('marks what was published or amended after lastSeenAt, counts it, and says what the answer covers', () => {
  const marked = withNewsMarks(answer(), new Date('2026-11-10T00:00:00.000Z'), asOf);
  expect(marked.stocks.map((s) => s.isNew)).toEqual([false, true, true]);
  expect(marked.stocks[0].update?.map((u) => u.isNew)).toEqual([false, true]);
  expect(marked.newCount).toBe(3);
  expect(marked.lastSeenAt).toBe('2026-11-10T00:00:00.000Z');
  expect(marked.asOf).toBe(asOf.toISOString());
});

test('never seen: everything is new', () => {
  const marked = withNewsMarks(answer(), null, asOf);
  expect(marked.newCount).toBe(5);
  expect(marked.lastSeenAt).toBeNull();
});

test('seen after everything: nothing is new, and the answer keeps its other fields', () => {
  const marked = withNewsMarks(answer(), asOf, asOf);
  expect(marked.newCount).toBe(0);
  expect(marked.noActiveSubscription).toBe(false);
  expect(marked.stocks.flatMap((s) => [s.isNew, ...(s.update ?? []).map((u) => u.isNew)]).some(Boolean)).toBe(false);
});
