/**
 * How a corporate action changes a share count, written once: the returns divide every close
 * before the ex-date by this factor (or multiply the shares held by it).
 * - split ratioFrom:ratioTo: ratioFrom shares become ratioTo (1:5 → factor 5; a 2:1 consolidation → 0.5);
 * - bonus ratioFrom:ratioTo: ratioTo new shares for every ratioFrom held (1:1 → factor 2; 1:2 → 3).
 */
import Decimal from 'decimal.js';
import type { CorporateActionKind } from 'contracts';

export interface CorporateAction {
  kind: CorporateActionKind;
  ratioFrom: number;
  ratioTo: number;
}

/** Decimal: a 3:7 split's factor is 7/3, which no binary fraction holds. */
export function adjustmentFactor(action: CorporateAction): Decimal {
  const { kind, ratioFrom, ratioTo } = action;
  if (!(Number.isInteger(ratioFrom) && ratioFrom > 0 && Number.isInteger(ratioTo) && ratioTo > 0)) {
    throw new RangeError("A corporate action's ratios are positive integers.");
  }
  return kind === 'split' ? new Decimal(ratioTo).dividedBy(ratioFrom) : new Decimal(ratioFrom).plus(ratioTo).dividedBy(ratioFrom);
}
