/** How a failed call is put in words (app-routes/src/api/errors.ts), with real axios errors. */
import { describe, expect, test } from '@jest/globals';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { CALL_FAILURE_TEXTS, CMS_UNAVAILABLE, apiErrorBody } from 'contracts';
import { errorMessage, failureMessage, unreachable } from '../errors';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}
const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
const timedOut = () => new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', { headers: new AxiosHeaders() }, {});
const down = answered(503, apiErrorBody(CMS_UNAVAILABLE.status, CMS_UNAVAILABLE.name, CMS_UNAVAILABLE.message));
const proxy502 = answered(502, apiErrorBody(502, 'BadGatewayError', 'The CMS is not reachable.'));
const nginx504 = answered(504, '<html>504 Gateway Time-out</html>');
const refused = answered(400, apiErrorBody(400, 'ValidationError', 'Email is invalid'));
const crashed = answered(500, apiErrorBody(500, 'InternalServerError', 'Internal Server Error'));

describe('unreachable', () => {
  test.each([
    ['a 503 from the origin', down, true],
    ['a 502 from a proxy', proxy502, true],
    ['a 504 from nginx (HTML body)', nginx504, true],
    ['no answer at all', noAnswer(), true],
    ['a timeout', timedOut(), true],
    ['a chunk that did not load', Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }), true],
    ['a 400 refusal', refused, false],
    ['a 500', crashed, false],
    ['not an HTTP failure', new TypeError('x is undefined'), false],
  ])('%s → %s', (_label, err, expected) => expect(unreachable(err)).toBe(expected));
});

describe('errorMessage (the loads of My Account and the admin screens)', () => {
  test('says "temporarily unavailable" when the service could not be reached, whatever the screen’s fallback', () => {
    for (const err of [down, proxy502, nginx504, noAnswer(), timedOut()]) {
      expect(errorMessage(err, 'Error Occured')).toBe(CALL_FAILURE_TEXTS.unavailable);
    }
  });
  test('the server’s message for anything else, or the fallback', () => {
    expect(errorMessage(refused, 'Error Occured')).toBe('Email is invalid');
    expect(errorMessage(crashed, 'Error Occured')).toBe('Internal Server Error');
    expect(errorMessage(new TypeError('boom'), 'Error Occured')).toBe('Error Occured');
  });
});

describe('failureMessage (forms: login, signup, leads)', () => {
  test('unavailable when unreachable; the server’s words for a refusal; the fallback for a 500', () => {
    expect(failureMessage(down, 'Incorrect Credentials')).toBe(CALL_FAILURE_TEXTS.unavailable);
    expect(failureMessage(noAnswer(), 'Incorrect Credentials')).toBe(CALL_FAILURE_TEXTS.unavailable);
    expect(failureMessage(refused, 'Oops')).toBe('Email is invalid');
    expect(failureMessage(crashed, 'Oops')).toBe('Oops');
    expect(failureMessage(answered(429, {}), 'Oops')).toBe(CALL_FAILURE_TEXTS.tooMany);
  });
});
