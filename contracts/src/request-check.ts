/**
 * How a request body is checked against its yup schema, in one place for the two processes that
 * check it: the CMS's controllers (cms/src/lib/http.ts turns a refusal into its 400) and the site's
 * origin, which checks a lead itself before keeping it while the CMS is away, so a lead it accepts
 * is one the CMS accepts, and one it refuses gets the very 400 the CMS would give.
 */
import * as yup from 'yup';

export interface RequestProblem {
  path: string[];
  message: string;
  name: 'ValidationError';
}

export type RequestCheck<T> = { ok: true; value: T } | { ok: false; message: string; errors: RequestProblem[] };

/**
 * What a number field says of a value that is not a number: its own typeError message, in the
 * product's words (research.ts's prices: 'Must be a positive price.'), else one naming the field.
 * yup keeps that message on the schema's typeError test; every schema has one (a default function).
 */
function notANumber(field: yup.Schema, key: string): string {
  const own = (field as unknown as { internalTests: { typeError?: { OPTIONS?: { message?: unknown } } } }).internalTests.typeError?.OPTIONS
    ?.message;
  return typeof own === 'string' ? own : `${key} must be a number.`;
}

/** Whether a number field takes '' for "none" (its own transform makes a blank null). */
const takesBlank = (field: yup.Schema): boolean => field.cast('', { assert: false }) == null;

/**
 * Type check before yup: yup would coerce 12345 into "12345" (or crash trimming an array),
 * while a field the API documents as text must arrive as text, a number as a finite number.
 */
function typeProblems(schema: { fields: object }, input: unknown, prefix: string[] = []): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  for (const [key, field] of Object.entries(schema.fields) as [string, yup.Schema][]) {
    const value = (input as Record<string, unknown> | null | undefined)?.[key];
    if (value === undefined || value === null) continue;
    const path = [...prefix, key];
    // The schema's own type, not describe()'s: describe() clones the schema, on every request.
    const type = field.type;
    if (type === 'string' && typeof value !== 'string') problems.push({ path, message: `${key} must be text.` });
    else if (type === 'boolean' && typeof value !== 'boolean') problems.push({ path, message: `${key} must be true or false.` });
    else if (
      type === 'number' &&
      !(typeof value === 'number'
        ? Number.isFinite(value)
        : typeof value === 'string' && (value.trim() === '' ? takesBlank(field) : Number.isFinite(Number(value))))
    )
      problems.push({ path, message: notANumber(field, key) });
    else if (type === 'object') {
      if (typeof value !== 'object' || Array.isArray(value)) problems.push({ path, message: `${key} must be an object.` });
      else problems.push(...typeProblems(field as unknown as { fields: object }, value, path));
    }
  }
  return problems;
}

/** The body the API accepts (a JSON object; nothing at all is an empty one), or the message of its 400. */
export function requestObject(body: unknown): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (body === undefined || body === null || body === '') return { ok: true, value: {} };
  if (typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: 'The request body must be a JSON object.' };
  return { ok: true, value: body as Record<string, unknown> };
}

/**
 * Checks `input` with `schema`, collecting every message: the cleaned value, or the first message
 * and all problems. Synchronously (yup's validateSync): no request schema has an asynchronous test,
 * and yup's asynchronous validate makes several promises per field, which every API call paid for
 * (each promise also runs the async hooks of the server's request context).
 */
export function checkRequest<T extends yup.AnyObject>(schema: yup.ObjectSchema<T>, input: unknown): RequestCheck<T> {
  const problems = typeProblems(schema, input);
  if (problems.length) return { ok: false, message: problems[0].message, errors: problems.map((p) => ({ ...p, name: 'ValidationError' })) };
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as T };
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const issues = err.inner.length ? err.inner : [err];
    return {
      ok: false,
      message: issues[0].message,
      errors: issues.map((e) => ({ path: e.path ? e.path.split('.') : [], message: e.message, name: 'ValidationError' as const })),
    };
  }
}
