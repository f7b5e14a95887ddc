/** The contracts' yup schemas as JSON Schema: requests as the validator takes them, answers closed. */
import { expect, test } from '@jest/globals';
import * as yup from 'yup';
import { checkoutRequestSchema } from 'contracts';
import { answerSchema, requestSchema } from '../json-schema';

test("a request schema is the validator's rules: required fields, limits, the one accepted value", () => {
  expect(requestSchema(checkoutRequestSchema)).toMatchObject({
    type: 'object',
    required: ['plan', 'acceptTerms'],
    properties: { plan: { type: 'string', maxLength: 100 }, acceptTerms: { type: 'boolean', enum: [true] } },
  });
});

test("a request object's own default ({} from yup) is dropped, a field's kept", () => {
  const schema = requestSchema(yup.object({ kind: yup.string().default('contact'), inner: yup.object({ x: yup.string() }) }));
  expect(schema).not.toHaveProperty('default');
  expect(schema.properties).toMatchObject({ kind: { default: 'contact' } });
  expect((schema.properties as Record<string, object>).inner).not.toHaveProperty('default');
});

test('an answer schema is closed at every level and carries no defaults', () => {
  const schema = answerSchema(yup.object({ a: yup.string().defined(), inner: yup.object({ b: yup.number().defined() }).defined() }));
  expect(schema).toEqual({
    type: 'object',
    additionalProperties: false,
    required: ['a', 'inner'],
    properties: {
      a: { type: 'string' },
      inner: { type: 'object', additionalProperties: false, required: ['b'], properties: { b: { type: 'number' } } },
    },
  });
});

test('a JSON Schema written out is used as it is (a copy: the source is never changed)', () => {
  const source = { type: 'object', properties: { x: { type: 'string' } } };
  expect(answerSchema(source)).toEqual({ ...source, additionalProperties: false });
  expect(source).not.toHaveProperty('additionalProperties');
});
