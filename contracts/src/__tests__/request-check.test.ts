import { describe, expect, it } from '@jest/globals';
import * as yup from 'yup';
import { addStockRequestSchema } from '../forms';
import { RESEARCH_MESSAGES as M } from '../research';
import { checkRequest } from '../request-check';

const STOCK = { name: 'Tata Motors', code: 'INE155A01022', description: 'Auto major' };
const messageOf = (schema: yup.AnyObjectSchema, input: unknown) => {
  const r = checkRequest(schema, input);
  return r.ok ? null : r.message;
};

describe('checkRequest type check', () => {
  it("answers a number field's own message for a value that is not a number", () => {
    expect(messageOf(addStockRequestSchema, { ...STOCK, stopLoss: 'abc' })).toBe(M.positivePrice);
    expect(messageOf(addStockRequestSchema, { ...STOCK, quantity: [5] })).toBe('Must be a number.');
  });

  it('names the field when the schema has no message of its own', () => {
    expect(messageOf(yup.object({ count: yup.number() }), { count: 'many' })).toBe('count must be a number.');
  });

  it("leaves '' to a number field whose transform makes a blank null, and refuses it elsewhere", () => {
    const r = checkRequest(addStockRequestSchema, { ...STOCK, quantity: '', entryLow: '' });
    expect(r.ok && [r.value.quantity, r.value.entryLow]).toEqual([null, null]);
    expect(messageOf(yup.object({ count: yup.number().typeError('Count must be a number.') }), { count: '' })).toBe(
      'Count must be a number.',
    );
  });
});
