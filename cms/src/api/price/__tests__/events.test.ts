import { describe, expect, it } from '@jest/globals';
import { onPricesImported, pricesImported } from '../events';

describe('onPricesImported', () => {
  it('calls each listener with the days imported; a listener that throws is reported and the others still run; unsubscribe stops it', async () => {
    const heard: string[][] = [];
    const errors: unknown[] = [];
    const offFailing = onPricesImported(() => {
      throw new Error('returns failed');
    });
    const off = onPricesImported((days) => {
      heard.push(days);
    });
    await pricesImported(['2024-07-05'], (err) => errors.push(err));
    expect(heard).toEqual([['2024-07-05']]);
    expect((errors[0] as Error).message).toBe('returns failed');
    off();
    offFailing();
    await pricesImported(['2024-07-08'], (err) => errors.push(err));
    expect(heard).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});
