/**
 * Erasing a person (the right to erasure of India's DPDP Act 2023): an editor gives an email or a phone number, and
 * every record of every lead collection (LEAD_COLLECTIONS) whose person fields match it is
 * deleted in one transaction. The log keeps who erased how many records, never whose. A client's
 * KYC record (their account matched by the same email; a phone number never identifies an
 * account) is erased too once the law no longer keeps it (api/kyc/retained.ts); inside that
 * period it is kept and the answer says until when and why.
 *
 * How a person is recognised, field by field (a collection's personFields):
 * - a field whose name contains "email" (or of type email) is compared with the email given,
 *   ignoring case and surrounding spaces;
 * - every other person field is a phone number, compared on its last ten digits with everything
 *   but digits ignored: "+91 98765 43210", "098765-43210" and "9876543210" are one number (an
 *   Indian mobile number is ten digits after the country code or the trunk 0). A stored value
 *   with fewer than ten digits matches nothing; a phone given with fewer is refused.
 */
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { forbidden } from './http';
import { kycRetainedMessage } from 'contracts';
import type { Erased, Kept } from './lead-tools-answers';
import { LEAD_COLLECTIONS } from './lead-collections';
import { kycRetention } from '../api/kyc/retained';
import { KYC_RECORD } from '../api/kyc/services/kyc';
import { USER } from '../api/gws-user/users';

const PHONE_DIGITS = 10;

/** The number a phone value stands for (its last ten digits), or null when it has fewer. */
export function phoneKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  return digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : null;
}

export type Person = { email: string } | { phone: string };

/** `{ email }` or `{ phone }`, exactly one, checked: anything else is a 400 saying what to send. */
export function personFrom(body: Record<string, unknown>): Person {
  const { email, phone, ...rest } = body;
  const extra = Object.keys(rest);
  if (extra.length)
    throw new errors.ValidationError(`Unknown field${extra.length > 1 ? 's' : ''}: ${extra.join(', ')}. Send { email } or { phone }.`);
  if ((email === undefined) === (phone === undefined))
    throw new errors.ValidationError('Send either an email or a phone number (one of them).');
  if (email !== undefined) {
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email.trim()))
      throw new errors.ValidationError('email must be an email address.');
    return { email: email.trim() };
  }
  if (typeof phone !== 'string' || !phoneKey(phone))
    throw new errors.ValidationError(`phone must be a phone number of at least ${PHONE_DIGITS} digits.`);
  return { phone };
}

const isEmailField = (attributes: Record<string, { type: string }>, field: string) =>
  /email/i.test(field) || attributes[field]?.type === 'email';

/** The ids of a collection's records that belong to the person. */
async function idsOf(strapi: Core.Strapi, uid: UID.CollectionType, personFields: readonly string[], person: Person): Promise<number[]> {
  const attributes = strapi.contentType(uid).attributes as Record<string, { type: string }>;
  const ids = new Set<number>();
  for (const field of personFields) {
    if ('email' in person) {
      if (!isEmailField(attributes, field)) continue;
      const rows = await strapi.db.query(uid).findMany({ select: ['id'], where: { [field]: { $eqi: person.email } } });
      rows.forEach((r: { id: number }) => ids.add(r.id));
    } else {
      if (isEmailField(attributes, field)) continue;
      // Digits cannot be compared inside the query on both SQLite and PostgreSQL: read the one
      // field of the rows that have it (erasure is rare; lead tables are small) and compare here.
      const key = phoneKey(person.phone);
      const rows = await strapi.db.query(uid).findMany({ select: ['id', field], where: { [field]: { $notNull: true } } });
      rows.filter((r: Record<string, unknown>) => phoneKey(r[field]) === key).forEach((r: { id: number }) => ids.add(r.id));
    }
  }
  return [...ids];
}

/**
 * Deletes the person's records from every lead collection, and their KYC record past its retention,
 * all or nothing. Needs the delete
 * permission on every one of them: a partial erasure would look complete and is not.
 */
export async function erasePerson(
  strapi: Core.Strapi,
  admin: { id: number; email: string; userAbility: unknown },
  person: Person,
): Promise<{ erased: Erased[]; kept: Kept[] }> {
  const checker = (uid: string) =>
    strapi.plugin('content-manager').service('permission-checker').create({ userAbility: admin.userAbility, model: uid });
  const refused = LEAD_COLLECTIONS.filter((c) => checker(c.uid).cannot.delete());
  if (refused.length)
    throw forbidden(
      `Erasing a person needs the permission to delete ${refused.map((c) => strapi.contentType(c.uid).info.displayName).join(', ')}.`,
    );

  const { erased, kept } = await strapi.db.transaction(async () => {
    const result: Erased[] = [];
    for (const c of LEAD_COLLECTIONS) {
      const ids = await idsOf(strapi, c.uid, c.personFields, person);
      if (ids.length) await strapi.db.query(c.uid).deleteMany({ where: { id: { $in: ids } } });
      result.push({ uid: c.uid, kind: c.kind, count: ids.length });
    }
    // The person's accounts by their email only: an account's phone number is typed, never
    // confirmed, and may be someone else's. Only their KYC records go.
    const accounts = 'email' in person ? await idsOf(strapi, USER, ['email'], person) : [];
    const kyc = await kycRetention(strapi).eraseOf(accounts);
    if (kyc.erased) result.push({ uid: KYC_RECORD, kind: 'kyc', count: kyc.erased });
    const keptKyc: Kept[] = kyc.kept.map((k) => ({ uid: KYC_RECORD, kind: 'kyc', until: k.until, reason: kycRetainedMessage(k.until) }));
    return { erased: result, kept: keptKyc };
  });
  // Who erased how many, by email or by phone; not the person: that would keep what was erased.
  strapi.log.info(
    `Lead erasure by CMS admin #${admin.id} ${admin.email} (by ${'email' in person ? 'email' : 'phone'}): ${erased.map((e) => `${e.uid} ${e.count}`).join(', ')}${kept.length ? `; ${kept.length} KYC record(s) kept by law` : ''}.`,
  );
  return { erased, kept };
}
