/** The API's answer cache: computed once per key and version, dropped by every write, never keeping an answer a write made stale. */
import { beforeEach, expect, jest, test } from '@jest/globals';
import { cachedAnswer, cachedJson, invalidateAll } from '../cache';

beforeEach(() => invalidateAll());

test('a key is computed once, then answered from the cache as the same JSON', async () => {
  const compute = jest.fn(async () => ({ n: 1 }));
  expect(await cachedJson('k', compute)).toBe('{"n":1}');
  expect(await cachedJson('k', compute)).toBe('{"n":1}');
  expect(compute).toHaveBeenCalledTimes(1);
});

test('keys are separate', async () => {
  expect(await cachedJson('a', async () => 'A')).toBe('"A"');
  expect(await cachedJson('b', async () => 'B')).toBe('"B"');
});

test('a write (invalidateAll) makes the next call compute again', async () => {
  let n = 0;
  const compute = async () => ++n;
  expect(await cachedJson('k', compute)).toBe('1');
  invalidateAll();
  expect(await cachedJson('k', compute)).toBe('2');
  expect(await cachedJson('k', compute)).toBe('2');
});

test('an answer computed while a write landed is sent but not kept', async () => {
  let n = 0;
  const racing = async () => {
    n += 1;
    invalidateAll();
    return n;
  };
  expect(await cachedJson('k', racing)).toBe('1');
  expect(await cachedJson('k', async () => ++n)).toBe('2');
});

test('a failed computation keeps nothing', async () => {
  await expect(
    cachedJson('k', async () => {
      throw new Error('db down');
    }),
  ).rejects.toThrow('db down');
  expect(await cachedJson('k', async () => 'ok')).toBe('"ok"');
});

test('the cache holds at most 20,000 answers: the oldest goes first', async () => {
  const compute = jest.fn(async () => 1);
  await cachedJson('first', compute);
  for (let i = 0; i < 20_000; i++) await cachedJson(`k${i}`, async () => i);
  await cachedJson('first', compute);
  expect(compute).toHaveBeenCalledTimes(2);
  const last = jest.fn(async () => 0);
  await cachedJson('k19999', last);
  expect(last).not.toHaveBeenCalled();
});

test('a small answer is kept in memory of its own, not in a shared 8 KB slab', async () => {
  const bytes = await cachedAnswer('small', async () => null);
  expect(bytes.toString()).toBe('null');
  expect(bytes.buffer.byteLength).toBe(bytes.length);
});

test('calls that miss while the answer is being computed wait for that one computation', async () => {
  let release!: () => void;
  const compute = jest.fn(() => new Promise<number>((resolve) => (release = () => resolve(7))));
  const waiting = Array.from({ length: 50 }, () => cachedJson('k', compute));
  release();
  expect(await Promise.all(waiting)).toEqual(Array(50).fill('7'));
  expect(compute).toHaveBeenCalledTimes(1);
  expect(await cachedJson('k', compute)).toBe('7');
  expect(compute).toHaveBeenCalledTimes(1);
});

test('a call after a write does not wait for the computation the write made stale', async () => {
  let release!: () => void;
  const stale = cachedJson('k', () => new Promise<string>((resolve) => (release = () => resolve('before'))));
  invalidateAll();
  expect(await cachedJson('k', async () => 'after')).toBe('"after"');
  release();
  expect(await stale).toBe('"before"');
  expect(await cachedJson('k', async () => 'again')).toBe('"after"');
});

test('a failed computation fails every call waiting for it, and the next call computes anew', async () => {
  let fail!: () => void;
  const compute = jest.fn(() => new Promise<string>((_, reject) => (fail = () => reject(new Error('db down')))));
  const waiting = [cachedJson('k', compute), cachedJson('k', compute)];
  fail();
  for (const w of waiting) await expect(w).rejects.toThrow('db down');
  expect(compute).toHaveBeenCalledTimes(1);
  expect(await cachedJson('k', async () => 'ok')).toBe('"ok"');
});
