import { describe, expect, it } from '@jest/globals';
import { adjustmentFactor } from '../adjustment';

describe('adjustmentFactor', () => {
  it('a split from:to makes `from` shares `to`: 1:5 → 5, 1:2 → 2, a 2:1 consolidation → 0.5', () => {
    expect(adjustmentFactor({ kind: 'split', ratioFrom: 1, ratioTo: 5 }).toString()).toBe('5');
    expect(adjustmentFactor({ kind: 'split', ratioFrom: 1, ratioTo: 2 }).toString()).toBe('2');
    expect(adjustmentFactor({ kind: 'split', ratioFrom: 2, ratioTo: 1 }).toString()).toBe('0.5');
  });
  it('a bonus from:to gives `to` new shares for every `from` held: 1:1 → 2, 1:2 → 3, 2:1 → 1.5', () => {
    expect(adjustmentFactor({ kind: 'bonus', ratioFrom: 1, ratioTo: 1 }).toString()).toBe('2');
    expect(adjustmentFactor({ kind: 'bonus', ratioFrom: 1, ratioTo: 2 }).toString()).toBe('3');
    expect(adjustmentFactor({ kind: 'bonus', ratioFrom: 2, ratioTo: 1 }).toString()).toBe('1.5');
  });
  it('refuses ratios that are not positive integers', () => {
    expect(() => adjustmentFactor({ kind: 'split', ratioFrom: 0, ratioTo: 5 })).toThrow(RangeError);
    expect(() => adjustmentFactor({ kind: 'bonus', ratioFrom: 1, ratioTo: 1.5 })).toThrow(RangeError);
  });
});
