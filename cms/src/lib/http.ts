/**
 * Small helpers shared by the documented API's controllers: the token in a request, the
 * client IP, and input validation that always ends in a 4xx with the one error shape
 * `{ error: { status, name, message, details } }` (Strapi's errors middleware renders it).
 */
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import createError from 'http-errors';
import * as yup from 'yup';
import {
  checkRequest,
  MAX_RECORD_ID,
  dateRule,
  emailRule,
  linkRule,
  mobileRule,
  nameRule,
  newPasswordRule,
  requestObject,
} from 'contracts';

export { errors, yup };

/**
 * 401 and 403 with our message. Strapi's route authorizer turns its own Unauthorized/Forbidden
 * errors thrown further down into bare "Unauthorized"/"Forbidden"; plain HTTP errors pass through
 * and are rendered in the same JSON error shape.
 */
export const httpError = (status: number, name: string, message: string) =>
  Object.assign(createError(status, message), { name, details: {} });
export const unauthorized = (message: string) => httpError(401, 'UnauthorizedError', message);
export const forbidden = (message: string) => httpError(403, 'ForbiddenError', message);

/** The access token: raw or `Bearer <token>` in Authorization, or `?access_token=`. */
export function requestToken(ctx: Pick<Context, 'request'>): string | null {
  const header = ctx.request.header.authorization as string | undefined;
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || null;
  const q = ctx.request.query?.access_token;
  return typeof q === 'string' && q ? q : null;
}

/** The client's IP, as trusted proxies report it (lib/client-address.ts). */
export const clientIp = (ctx: Pick<Context, 'request' | 'ip'>): string => ctx.request.ip || ctx.ip || 'unknown';

/** A JSON object body or a 400 (arrays, strings and nulls are not payloads of any call). */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body = requestObject((ctx.request as { body?: unknown }).body);
  if (!body.ok) throw new errors.ValidationError(body.message);
  return body.value;
}

/** Validates with yup, collecting every message (contracts' checkRequest); throws a 400 ValidationError. */
export async function validate<T extends yup.AnyObject>(schema: yup.ObjectSchema<T>, input: unknown): Promise<T> {
  const checked = checkRequest(schema, input);
  if (!checked.ok) throw new errors.ValidationError(checked.message, { errors: checked.errors });
  return checked.value;
}

/** Ids are 32-bit integers in the database (PostgreSQL rejects larger ones). */
export const MAX_ID = MAX_RECORD_ID;

/** A positive integer id from a path or body value, or a 400. */
export function idParam(value: unknown, name = 'id'): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || n > MAX_ID)
    throw new errors.ValidationError(`${name} must be a positive integer.`);
  return n;
}

/** A yup rule for an id field in a body. */
export const idRule = (name: string) =>
  yup
    .number()
    .typeError(`${name} must be a number.`)
    .integer(`${name} must be a positive integer.`)
    .positive(`${name} must be a positive integer.`)
    .max(MAX_ID, `${name} must be a positive integer.`);

/** LoopBack's `filter` query parameter, as the documented list calls read it (every field unchecked until read). */
export interface LoopBackFilter {
  where?: unknown;
  include?: unknown;
  limit?: unknown;
  skip?: unknown;
}

/** Parses a JSON query parameter (LoopBack's `filter`), or a 400. */
export function jsonParam(value: unknown, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new errors.ValidationError(`${name} must be a JSON string.`);
  try {
    return JSON.parse(value);
  } catch {
    throw new errors.ValidationError(`${name} is not valid JSON.`);
  }
}

/**
 * The field rules, as the API applies them. They are the forms' own rules (contracts), so the
 * server words a problem as the form does; addresses are compared in lower case, and a new
 * password must have its 8 characters here.
 */
export const rules = {
  date: dateRule,
  name: nameRule,
  email: () => emailRule().lowercase(),
  phone: mobileRule,
  /** An optional link under the one safe-link rule; the database check repeats it for every other way of saving. */
  link: (label: string) => linkRule(label).nullable(),
  password: newPasswordRule,
};
