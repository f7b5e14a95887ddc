import { describe, expect, test } from '@jest/globals';
import { inboxFilters, newestFirst } from '../lead-inbox';
import type { LeadInboxRow } from '../lead-inbox-answers';

const row = (id: string, receivedAt: string) => ({ id, receivedAt }) as LeadInboxRow;

async function* source(...rows: LeadInboxRow[]) {
  yield* rows;
}

async function all(rows: AsyncGenerator<LeadInboxRow>) {
  const out: string[] = [];
  for await (const r of rows) out.push(r.id);
  return out;
}

describe("the Leads view's merge", () => {
  test('collections each newest first become one list newest first', async () => {
    const merged = newestFirst([
      source(row('lead:3', '2026-12-07T10:00:00.000Z'), row('lead:1', '2026-12-01T10:00:00.000Z')),
      source(),
      source(row('news:9', '2026-12-08T00:00:00.000Z'), row('news:2', '2026-12-05T10:00:00.000Z')),
      source(row('wa:4', '2026-12-07T10:00:00.001Z')),
    ]);
    expect(await all(merged)).toEqual(['news:9', 'wa:4', 'lead:3', 'news:2', 'lead:1']);
  });

  test('nothing to merge is an empty list', async () => {
    expect(await all(newestFirst([]))).toEqual([]);
  });
});

describe("the Leads view's filters", () => {
  test('known filters as trimmed text; blanks and others dropped', () => {
    expect(inboxFilters({ path: ' /returns ', campaign: 'diwali', source: '', medium: undefined, page: '2', x: 'y' })).toEqual({
      path: '/returns',
      campaign: 'diwali',
    });
  });

  test.each([[{ source: { $ne: 'x' } }], [{ campaign: ['a', 'b'] }], [{ medium: 'm'.repeat(201) }]])('%j is refused', (query) => {
    expect(() => inboxFilters(query)).toThrow(/must be text of 200 characters at most\./);
  });
});
