/** Which body-parser errors are formidable's refusals of a malformed multipart body (a 4xx, not a 500). */
import { expect, test } from '@jest/globals';
import { formidableStatus } from '../body-errors';

/** An error shaped as formidable 2 throws it: a message, its numeric code and the status it means. */
const formidableError = (code: number, httpCode: number) => Object.assign(new Error('formidable'), { code, httpCode });

test("formidable's 4xx refusals keep their status; its 5xx, errors with a status and other errors are not its", () => {
  expect(formidableStatus(formidableError(1013, 400))).toBe(400); // no multipart boundary
  expect(formidableStatus(formidableError(1012, 400))).toBe(400); // the body ended unexpectedly
  expect(formidableStatus(formidableError(1009, 413))).toBe(413); // a file over maxFileSize
  expect(formidableStatus(formidableError(1000, 500))).toBeNull();
  expect(formidableStatus(Object.assign(formidableError(1013, 400), { status: 400 }))).toBeNull();
  expect(formidableStatus(Object.assign(new Error('db'), { code: 'SQLITE_BUSY' }))).toBeNull();
  expect(formidableStatus(null)).toBeNull();
});
