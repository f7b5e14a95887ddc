import { describe, expect, it } from '@jest/globals';
import { apiErrorBody, apiErrorBodySchema, isRequestId, withRequestId } from '../index';

describe('request ids', () => {
  it('takes short plain ids only', () => {
    for (const id of ['a', 'client-1234.abc_DEF', '0f8fad5b-d9cb-469f-a165-70867728950e', 'x'.repeat(64)])
      expect(isRequestId(id)).toBe(true);
    for (const id of ['', 'x'.repeat(65), 'has space', 'semi;colon', 'new\nline', 'ü', undefined, ['a'], 42])
      expect(isRequestId(id)).toBe(false);
  });

  it("adds the id to an error answer's details, as a copy that still has the one error shape", () => {
    const body = apiErrorBody(422, 'ValidationError', 'Bad.', { errors: [{ path: ['email'] }] });
    const withId = withRequestId(body, 'abc');
    expect(withId.error.details).toEqual({ errors: [{ path: ['email'] }], requestId: 'abc' });
    expect(body.error.details).toEqual({ errors: [{ path: ['email'] }] });
    expect(apiErrorBodySchema.isValidSync(withId)).toBe(true);
  });

  it('leaves anything else as it is', () => {
    for (const body of [{ success: true }, [1], 'text', null, { error: 'x' }, { error: { details: [] } }])
      expect(withRequestId(body, 'abc')).toBe(body);
    const error = apiErrorBody(500, 'InternalServerError', 'x');
    expect(withRequestId(error, undefined)).toBe(error);
  });
});
