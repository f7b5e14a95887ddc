import { describe, expect, it } from '@jest/globals';
import type { AnyObjectSchema, ValidationError } from 'yup';
import { addStockRequestSchema, addStockSchema } from '../forms';
import { controlCharacterMessage, hasControlCharacter } from '../fields';
import {
  RESEARCH_MESSAGES as M,
  amendmentRequestSchema,
  entryPrice,
  noTarget,
  researchContentOf,
  researchContentSchema,
} from '../research';

/** Every field's first message. */
function firstErrors(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) out[inner.path ?? ''] ??= inner.message;
    return out;
  }
}

const CALL = {
  action: 'Buy',
  entryLow: 100,
  entryHigh: 110,
  target: 150,
  stopLoss: 90,
  horizonMonths: 12,
  rationale: 'Cheap.',
  analyst: 'A. Analyst',
};
const STOCK = { name: 'Tata Motors', code: 'INE155A01022', description: 'Auto major' };

describe('researchContentSchema', () => {
  it('accepts a full Buy call, and a record without an action (legacy-shaped) with no research field', () => {
    expect(firstErrors(researchContentSchema, CALL)).toEqual({});
    expect(firstErrors(researchContentSchema, {})).toEqual({});
  });
  it('a call needs its rationale and its analyst', () => {
    expect(firstErrors(researchContentSchema, { ...CALL, rationale: ' ', analyst: '' })).toEqual({
      rationale: M.rationaleRequired,
      analyst: M.analystRequired,
    });
    expect(firstErrors(researchContentSchema, { rationale: '', analyst: '' })).toEqual({});
  });
  it('prices are positive', () => {
    for (const bad of [0, -1, 'abc']) {
      expect(
        firstErrors(researchContentSchema, { ...CALL, action: 'Hold', entryLow: bad, entryHigh: bad, target: bad, stopLoss: bad }),
      ).toEqual({
        entryLow: M.positivePrice,
        entryHigh: M.positivePrice,
        target: M.positivePrice,
        stopLoss: M.positivePrice,
      });
    }
    expect(firstErrors(researchContentSchema, { target: 100000000 })).toEqual({ target: M.priceTooHigh });
  });
  it('entry low must not be above entry high', () => {
    expect(firstErrors(researchContentSchema, { ...CALL, entryLow: 120 })).toEqual({ entryLow: M.entryRange });
    expect(firstErrors(researchContentSchema, { ...CALL, entryLow: 110, stopLoss: 100 })).toEqual({});
  });
  it("a Buy's stop-loss is below the entry price (the entry range's bottom); other actions are not held to it", () => {
    expect(firstErrors(researchContentSchema, { ...CALL, stopLoss: 100 })).toEqual({ stopLoss: M.buyStopLoss });
    expect(firstErrors(researchContentSchema, { ...CALL, entryLow: null, stopLoss: 110 })).toEqual({ stopLoss: M.buyStopLoss });
    expect(firstErrors(researchContentSchema, { ...CALL, action: 'Sell', stopLoss: 130 })).toEqual({});
    expect(entryPrice({ entryHigh: 5 })).toBe(5);
  });
  it('the action is one of Buy, Hold, Sell, Exit; the horizon 1 to 120 whole months', () => {
    expect(firstErrors(researchContentSchema, { ...CALL, action: 'Short' })).toEqual({ action: M.action });
    for (const bad of [0, 121, 1.5])
      expect(firstErrors(researchContentSchema, { ...CALL, horizonMonths: bad })).toEqual({ horizonMonths: M.horizon });
    expect(firstErrors(researchContentSchema, { ...CALL, horizonMonths: 120 })).toEqual({});
  });
  it('caps the rationale and the disclosure texts', () => {
    expect(firstErrors(researchContentSchema, { ...CALL, rationale: 'x'.repeat(20001) })).toEqual({ rationale: M.rationaleTooLong });
    expect(firstErrors(researchContentSchema, { ...CALL, disclosures: { note: 'x'.repeat(2001) } })).toEqual({
      'disclosures.note': M.disclosureTextTooLong,
    });
  });
  it('a full content from a partial one: null where not given', () => {
    expect(researchContentOf({ action: 'Exit' })).toEqual({
      action: 'Exit',
      entryLow: null,
      entryHigh: null,
      target: null,
      stopLoss: null,
      horizonMonths: null,
      rationale: null,
      analyst: null,
      disclosures: null,
    });
  });
});

describe('the stock form and request', () => {
  it('a spec-shaped stock (no research field) is valid', () => {
    expect(firstErrors(addStockRequestSchema, { ...STOCK, quantity: 10, percentage: 5, target: 1500, buy_date: '2025-01-02' })).toEqual({});
    expect(firstErrors(addStockSchema, STOCK)).toEqual({});
  });

  it("reads a plain stock's target 0, '' or null as no target; a call's as a bad price", () => {
    for (const target of [0, '0', '', null]) {
      expect(addStockRequestSchema.validateSync({ ...STOCK, quantity: 0, percentage: 0, target }).target).toBeNull();
      expect(firstErrors(addStockRequestSchema, { ...STOCK, ...CALL, target })).toEqual(
        target === null || target === '' ? {} : { target: M.positivePrice },
      );
    }
    expect(firstErrors(addStockRequestSchema, { ...STOCK, target: -5 })).toEqual({ target: M.positivePrice });
    expect(noTarget(undefined)).toBe(false);
  });
  it('the form and the request apply the same rules, the analyst left to the default', () => {
    for (const schema of [addStockSchema, addStockRequestSchema]) {
      expect(firstErrors(schema, { ...STOCK, ...CALL, analyst: '' })).toEqual({});
      expect(firstErrors(schema, { ...STOCK, ...CALL, entryLow: 200, rationale: '' })).toEqual({
        entryLow: M.entryRange,
        rationale: M.rationaleRequired,
      });
    }
  });
  it("the form's empty inputs are no value", () => {
    const v = addStockSchema.validateSync({ ...STOCK, action: '', entryLow: '', horizonMonths: '', rationale: '' });
    expect(v).toMatchObject({ action: null, entryLow: null, horizonMonths: null, rationale: null });
  });
});

describe('amendmentRequestSchema', () => {
  it('needs a reason', () => {
    expect(firstErrors(amendmentRequestSchema, { target: 120 })).toEqual({ reason: M.reasonRequired });
    expect(firstErrors(amendmentRequestSchema, { reason: 'Typo in the target.', target: 120 })).toEqual({});
  });
});

describe('control characters in research text', () => {
  const NUL = '\u0000';
  it('are refused in every text field of a call, an amendment and a stock, told by the field', () => {
    expect(firstErrors(researchContentSchema, { ...CALL, rationale: `Cheap${NUL}.` })).toEqual({
      rationale: controlCharacterMessage('Rationale', { multiLine: true }),
    });
    expect(firstErrors(researchContentSchema, { ...CALL, analyst: 'A.\u001b[31m Analyst' })).toEqual({
      analyst: controlCharacterMessage('Analyst'),
    });
    expect(firstErrors(researchContentSchema, { ...CALL, disclosures: { conflicts: `none${NUL}`, note: 'bell\u0007' } })).toEqual({
      'disclosures.conflicts': controlCharacterMessage('Conflicts of interest', { multiLine: true }),
      'disclosures.note': controlCharacterMessage('Disclosure note', { multiLine: true }),
    });
    expect(firstErrors(amendmentRequestSchema, { reason: `Typo${NUL}`, target: 120 })).toEqual({
      reason: controlCharacterMessage('Reason', { multiLine: true }),
    });
    for (const schema of [addStockSchema, addStockRequestSchema])
      expect(firstErrors(schema, { ...STOCK, name: `Tata${NUL}Motors`, code: 'A\tB', description: `Auto\u007fmajor` })).toEqual({
        name: controlCharacterMessage('Name'),
        code: controlCharacterMessage('Code'),
        description: controlCharacterMessage('Description', { multiLine: true }),
      });
  });
  it('leave tabs and line breaks in text of several lines, and nothing else changes', () => {
    expect(firstErrors(researchContentSchema, { ...CALL, rationale: 'Cheap.\r\n\tStill cheap.' })).toEqual({});
    expect(firstErrors(addStockRequestSchema, { ...STOCK, description: 'Auto\nmajor' })).toEqual({});
    expect(hasControlCharacter('Auto\nmajor')).toBe(true);
    expect(hasControlCharacter('Auto\nmajor', { multiLine: true })).toBe(false);
    expect(hasControlCharacter('नमस्ते ₹ “quotes”')).toBe(false);
  });
});
