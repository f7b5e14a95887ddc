/**
 * Small helpers shared by the documented API's controllers: the token in a request, the
 * client IP, and input validation that always ends in a 4xx with the one error shape
 * `{ error: { status, name, message, details } }` (Strapi's errors middleware renders it).
 */
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import createError from 'http-errors';
import * as yup from 'yup';
import { urlProblem } from 'contracts';

export { errors, yup };

/**
 * 401 and 403 with our message. Strapi's route authorizer turns its own Unauthorized/Forbidden
 * errors thrown further down into bare "Unauthorized"/"Forbidden"; plain HTTP errors pass through
 * and are rendered in the same JSON error shape.
 */
const httpError = (status: number, name: string, message: string) => Object.assign(createError(status, message), { name, details: {} });
export const unauthorized = (message: string) => httpError(401, 'UnauthorizedError', message);
export const forbidden = (message: string) => httpError(403, 'ForbiddenError', message);

/** The access token: raw or `Bearer <token>` in Authorization, or `?access_token=`. */
export function requestToken(ctx: Pick<Context, 'request'>): string | null {
  const header = ctx.request.header.authorization as string | undefined;
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || null;
  const q = ctx.request.query?.access_token;
  return typeof q === 'string' && q ? q : null;
}

/** The client's IP, as the last TRUST_PROXY_HOPS proxies report it (see register() in src/index.ts). */
export const clientIp = (ctx: Pick<Context, 'request' | 'ip'>): string => ctx.request.ip || ctx.ip || 'unknown';

/** A JSON object body or a 400 (arrays, strings and nulls are not payloads of any call). */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new errors.ValidationError('The request body must be a JSON object.');
  return body;
}

/**
 * Type check before yup: yup would coerce 12345 into "12345" (or crash trimming an array),
 * while a field the API documents as text must arrive as text, a number as a finite number.
 */
function typeProblems(schema: yup.AnyObjectSchema, input: unknown, prefix: string[] = []): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  for (const [key, field] of Object.entries(schema.fields) as [string, yup.Schema][]) {
    const value = (input as Record<string, unknown> | null | undefined)?.[key];
    if (value === undefined || value === null) continue;
    const path = [...prefix, key];
    const type = field.describe().type;
    if (type === 'string' && typeof value !== 'string') problems.push({ path, message: `${key} must be text.` });
    else if (type === 'number' && !(typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))) problems.push({ path, message: `${key} must be a number.` });
    else if (type === 'object') {
      if (typeof value !== 'object' || Array.isArray(value)) problems.push({ path, message: `${key} must be an object.` });
      else problems.push(...typeProblems(field as yup.AnyObjectSchema, value, path));
    }
  }
  return problems;
}

/** Validates with yup, collecting every message; throws a 400 ValidationError. */
export async function validate<T extends yup.AnyObject>(schema: yup.ObjectSchema<T>, input: unknown): Promise<T> {
  const problems = typeProblems(schema, input);
  if (problems.length) throw new errors.ValidationError(problems[0].message, { errors: problems.map((p) => ({ ...p, name: 'ValidationError' })) });
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T;
  } catch (err) {
    if (err instanceof yup.ValidationError) {
      const issues = err.inner.length ? err.inner : [err];
      throw new errors.ValidationError(issues[0].message, {
        errors: issues.map((e) => ({ path: e.path ? e.path.split('.') : [], message: e.message, name: 'ValidationError' })),
      });
    }
    throw err;
  }
}

/** Ids are 32-bit integers in the database (PostgreSQL rejects larger ones). */
export const MAX_ID = 2147483647;

/** A positive integer id from a path or body value, or a 400. */
export function idParam(value: unknown, name = 'id'): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || n > MAX_ID) throw new errors.ValidationError(`${name} must be a positive integer.`);
  return n;
}

/** A yup rule for an id field in a body. */
export const idRule = (name: string) => yup.number().typeError(`${name} must be a number.`).integer(`${name} must be a positive integer.`).positive(`${name} must be a positive integer.`).max(MAX_ID, `${name} must be a positive integer.`);

/** Parses a JSON query parameter (LoopBack's `filter`), or a 400. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON.parse's own result: callers check each field they read.
export function jsonParam(value: unknown, name: string): any {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new errors.ValidationError(`${name} must be a JSON string.`);
  try {
    return JSON.parse(value);
  } catch {
    throw new errors.ValidationError(`${name} is not valid JSON.`);
  }
}

/** A real calendar date "YYYY-MM-DD" (no 2024-02-30), optionally followed by an ISO time. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2200 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// Field rules mirroring the spec's §5 (and stricter where the server must be).
export const rules = {
  date: (message: string) => yup.string().test('calendar-date', message, (v) => v === undefined || v === null || v === '' || isCalendarDate(v)),
  name: (label: string) => yup.string().trim().required(`${label} is required.`).max(100, `${label} is too long.`),
  email: () => yup.string().trim().lowercase().required('E-mail is required').max(254, 'Must be valid e-mail').email('Must be valid e-mail'),
  phone: () => yup.string().trim().required('Mobile Number is required.').matches(/^\d{1,10}$/, 'Enter correct Mobile Number.'),
  /** An optional link under the one safe-link rule (contracts); the database check repeats it for every other way of saving. */
  link: (label: string) => yup.string().trim().nullable().test('safe-link', (v, ctx) => {
    const problem = urlProblem(v, label);
    return problem ? ctx.createError({ message: problem }) : true;
  }),
  password: () => yup.string().required('Password is required.').min(8, 'Password must be at least 8 characters.').max(128, 'Password is too long.'),
};
