/**
 * A subscriber's alert preferences (one "off" flag per kind on their account, and the moment they
 * consented to their phone number going to the alert webhook) and the suppression list (addresses
 * that hard-bounced or complained). Unset flags count as on: alerts are on until the subscriber
 * turns them off. The phone consent is the other way round: off until given.
 */
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  ALERT_KINDS,
  type AlertChannel,
  type AlertKind,
  type AlertPreferences,
  type PreferencesAnswer,
  type SuppressionSource,
} from 'contracts';
import { isUniqueViolation } from '../../../lib/db';
import { serviceOf } from '../../../lib/services';
import { wantedUserIds } from '../wanted';
import { USER } from '../../gws-user/users';

export const SUPPRESSION = 'api::mail-preference.mail-suppression';

/** The account attribute that turns a kind off. */
export const offAttribute = (kind: AlertKind) => `${kind}AlertsOff` as const;

type UserFlags = { id: number; phoneAlertsConsentAt?: string | Date | null } & Partial<
  Record<ReturnType<typeof offAttribute>, boolean | null>
>;

const preferencesOf = (user: UserFlags): PreferencesAnswer => ({
  alerts: Object.fromEntries(ALERT_KINDS.map((k) => [k, !user[offAttribute(k)]])) as AlertPreferences,
  phoneAlerts: Boolean(user.phoneAlertsConsentAt),
  phoneAlertsConsentAt: user.phoneAlertsConsentAt ? new Date(user.phoneAlertsConsentAt).toISOString() : null,
});

const PREFERENCE_ATTRIBUTES = ['id', 'phoneAlertsConsentAt', ...ALERT_KINDS.map(offAttribute)];

/** A content type's column for an attribute (Strapi snake-cases them). */
function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  const meta = strapi.db.metadata.get(uid);
  const column = (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName;
  if (!column) throw new Error(`${uid} has no attribute ${attribute}`);
  return column;
}

const preferenceService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The account's preferences; null when there is no such account. */
  async get(userId: number): Promise<PreferencesAnswer | null> {
    const user: UserFlags | null = await strapi.db.query(USER).findOne({ where: { id: userId }, select: PREFERENCE_ATTRIBUTES });
    return user ? preferencesOf(user) : null;
  },

  /**
   * Sets the kinds named (the others stay) and gives or withdraws the phone consent when
   * `phoneAlerts` is given; the preferences after it, or null when there is no such account. A
   * consent given again keeps the moment it was first given (the evidence of it); a withdrawal
   * clears it, and a later consent records its own moment.
   */
  async set(
    userId: number,
    alerts: Partial<AlertPreferences> = {},
    phoneAlerts?: boolean,
    now = new Date(),
  ): Promise<PreferencesAnswer | null> {
    const data: Record<string, unknown> = Object.fromEntries(
      ALERT_KINDS.filter((k) => typeof alerts[k] === 'boolean').map((k) => [offAttribute(k), !alerts[k]]),
    );
    if (phoneAlerts === false) data.phoneAlertsConsentAt = null;
    // A conditional update: nothing is created for an id that does not exist.
    const update = async (where: Record<string, unknown>, values: Record<string, unknown>) =>
      (await strapi.db.query(USER).updateMany({ where: { id: userId, ...where }, data: values })).count;
    if (Object.keys(data).length && !(await update({}, data))) return null;
    // Only where none is recorded yet, so that repeating the consent keeps its first moment.
    if (phoneAlerts === true) await update({ phoneAlertsConsentAt: null }, { phoneAlertsConsentAt: now });
    return this.get(userId);
  },

  /**
   * The phone numbers of those among `userIds` who consented to them going to the alert webhook
   * and have one, read when an alert is sent, so a consent withdrawn after the alert was queued
   * holds.
   */
  async consentedPhones(userIds: readonly number[]): Promise<Map<number, string>> {
    const phones = new Map<number, string>();
    if (!userIds.length) return phones;
    const rows: Array<{ id: number; phone: string | null }> = await strapi.db.query(USER).findMany({
      select: ['id', 'phone'],
      where: { id: { $in: [...new Set(userIds)] }, phoneAlertsConsentAt: { $notNull: true } },
    });
    for (const row of rows) if (row.phone?.trim()) phones.set(row.id, row.phone.trim());
    return phones;
  },

  /**
   * The subscribers among `userIds` who want alerts of `kind`: by email, at the address their
   * account has now (not suppressed); by the webhook, whatever their address. Read through `knex`:
   * the publishing transaction when there is one (on SQLite it holds the pool's only connection,
   * so a query beside it would wait for it forever).
   */
  async wanted(
    userIds: readonly number[],
    kind: AlertKind,
    channel: AlertChannel = 'email',
    knex: Knex = strapi.db.connection,
  ): Promise<Set<number>> {
    return wantedUserIds(
      knex,
      {
        users: {
          table: strapi.db.metadata.get(USER).tableName,
          id: 'id',
          email: columnOf(strapi, USER, 'email'),
          off: columnOf(strapi, USER, offAttribute(kind)),
        },
        suppressions:
          channel === 'email'
            ? { table: strapi.db.metadata.get(SUPPRESSION).tableName, email: columnOf(strapi, SUPPRESSION, 'email') }
            : undefined,
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
