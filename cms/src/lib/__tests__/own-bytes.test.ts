import { describe, expect, test } from '@jest/globals';
import { ownBytes } from '../own-bytes';

describe('bytes of their own', () => {
  test('a short string: its UTF-8 bytes, in memory no other buffer shares (not the 8 KB slab)', () => {
    const bytes = ownBytes('{"name":"₹ Call"}');
    expect(bytes.equals(Buffer.from('{"name":"₹ Call"}'))).toBe(true);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  test('a view on a larger chunk: copied out, the chunk left behind', () => {
    const chunk = Buffer.alloc(16 * 1024, 7);
    const view = chunk.subarray(100, 300);
    const bytes = ownBytes(view);
    expect(bytes.equals(view)).toBe(true);
    expect(bytes.buffer.byteLength).toBe(200);
    chunk.fill(0);
    expect(bytes[0]).toBe(7);
  });
});
