/**
 * A subscriber's alert preferences (one "off" flag per kind on their account) and the suppression
 * list (addresses that hard-bounced or complained). Unset flags count as on: alerts are on until
 * the subscriber turns them off.
 */
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { ALERT_KINDS, type AlertKind, type AlertPreferences, type SuppressionSource } from 'contracts';
import { isUniqueViolation } from '../../../lib/db';
import { serviceOf } from '../../../lib/services';
import { wantedUserIds } from '../wanted';

const USER = 'plugin::users-permissions.user';
export const SUPPRESSION = 'api::mail-preference.mail-suppression';

/** The account attribute that turns a kind off. */
export const offAttribute = (kind: AlertKind) => `${kind}AlertsOff` as const;

type UserFlags = { id: number } & Partial<Record<ReturnType<typeof offAttribute>, boolean | null>>;

const preferencesOf = (user: UserFlags): AlertPreferences =>
  Object.fromEntries(ALERT_KINDS.map((k) => [k, !user[offAttribute(k)]])) as AlertPreferences;

/** A content type's column for an attribute (Strapi snake-cases them). */
function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  const meta = strapi.db.metadata.get(uid);
  const column = (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName;
  if (!column) throw new Error(`${uid} has no attribute ${attribute}`);
  return column;
}

const preferenceService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The account's preferences; null when there is no such account. */
  async get(userId: number): Promise<AlertPreferences | null> {
    const user: UserFlags | null = await strapi.db
      .query(USER)
      .findOne({ where: { id: userId }, select: ['id', ...ALERT_KINDS.map(offAttribute)] });
    return user ? preferencesOf(user) : null;
  },

  /** Sets the kinds named (the others stay); the preferences after it, or null when there is no such account. */
  async set(userId: number, alerts: Partial<AlertPreferences>): Promise<AlertPreferences | null> {
    const data = Object.fromEntries(ALERT_KINDS.filter((k) => typeof alerts[k] === 'boolean').map((k) => [offAttribute(k), !alerts[k]]));
    if (Object.keys(data).length) {
      // A conditional update: nothing is created for an id that does not exist.
      const { count } = await strapi.db.query(USER).updateMany({ where: { id: userId }, data });
      if (!count) return null;
    }
    return this.get(userId);
  },

  /** The subscribers among `userIds` who want alerts of `kind` at the address their account has now. */
  async wanted(userIds: readonly number[], kind: AlertKind, trx?: Knex): Promise<Set<number>> {
    return wantedUserIds(
      trx ?? strapi.db.connection,
      {
        users: {
          table: strapi.db.metadata.get(USER).tableName,
          id: 'id',
          email: columnOf(strapi, USER, 'email'),
          off: columnOf(strapi, USER, offAttribute(kind)),
        },
        suppressions: { table: strapi.db.metadata.get(SUPPRESSION).tableName, email: columnOf(strapi, SUPPRESSION, 'email') },
      },
      userIds,
    );
  },

  /**
   * Puts an address on the suppression list; false when it was already there (the first reason
   * stays: a repeat of the same bounce changes nothing). The unique index on the address decides
   * between two reports arriving at once.
   */
  async suppress(email: string, reason: string, source: SuppressionSource): Promise<boolean> {
    const address = email.trim().toLowerCase();
    if (await strapi.db.query(SUPPRESSION).findOne({ where: { email: address }, select: ['id'] })) return false;
    try {
      await strapi.db.query(SUPPRESSION).create({ data: { email: address, reason: reason.slice(0, 1000), source } });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  },

  async isSuppressed(email: string): Promise<boolean> {
    return Boolean(await strapi.db.query(SUPPRESSION).findOne({ where: { email: email.trim().toLowerCase() }, select: ['id'] }));
  },
});

export default preferenceService;

export const mailPreferences = (strapi: Core.Strapi) =>
  serviceOf<ReturnType<typeof preferenceService>>(strapi, 'api::mail-preference.mail-preference');
