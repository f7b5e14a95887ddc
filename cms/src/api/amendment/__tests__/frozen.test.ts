import { expect, test } from '@jest/globals';
import { changedFields, comparable, mustKeep, retainedUntil } from '../frozen';

test('a research record is kept for five years from its date; an undated one always', () => {
  expect(retainedUntil(new Date('2024-02-29T10:00:00Z')).toISOString()).toBe('2029-03-01T10:00:00.000Z');
  expect(mustKeep('2021-01-01T00:00:00Z', new Date('2025-12-31T00:00:00Z'))).toBe(true);
  expect(mustKeep('2020-01-01T00:00:00Z', new Date('2025-01-02T00:00:00Z'))).toBe(false);
  expect(mustKeep(null)).toBe(true);
});

test('what the panel sends back unchanged is no change, in its own spelling', () => {
  expect(comparable('number', '1500.00')).toBe(comparable('number', 1500));
  expect(comparable('date', '2025-01-02T00:00:00.000Z')).toBe(comparable('date', '2025-01-02'));
  expect(comparable('json', { b: 1, a: true })).toBe(comparable('json', '{"a":true,"b":1}'));
  expect(comparable('text', '')).toBe(comparable('text', null));
});

test('only the frozen fields the data holds and changes count', () => {
  const kind = (f: string) => (f === 'target' ? 'number' : 'text');
  const row = { name: 'Acme', target: 150, rationale: 'Cheap.' };
  expect(changedFields(['name', 'target', 'rationale'], kind, row, { name: 'Acme', target: '150', updates: [1] })).toEqual([]);
  expect(changedFields(['name', 'target', 'rationale'], kind, row, { target: 151, rationale: 'Dear.' })).toEqual(['target', 'rationale']);
});
