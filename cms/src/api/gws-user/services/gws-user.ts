/** App users (users-permissions users with first_name, last_name, phone, admin): lookups, the admin list, signup and passwords. */
import type { Core } from '@strapi/strapi';
import { PUBLIC_USER_FIELDS, USER, userListConditions, type AppUser, type UserListWhere } from '../users';
import { accessTokens, forgetUserTokens } from '../../access-token/services/access-token';
import { FREE_REPORT_SOURCE } from 'contracts';
import { FREE_REPORT_FLAG } from '../../lead/free-report';
import { pluginServiceOf, serviceOf } from '../../../lib/services';

/**
 * A bcrypt hash (cost 10, as users-permissions hashes) of a random secret nobody knows: login
 * compares against it when the account does not exist or has no password.
 */
const DUMMY_HASH = '$2a$10$gKAD7sCIjF/NOc/1a8anfu3e1fMEc7AfpM0Sjj21OCah9blzRpLMu';

/** What this service uses of users-permissions' user service. */
type UsersPermissionsUserService = {
  add(data: Record<string, unknown>): Promise<AppUser>;
  edit(id: number, data: Record<string, unknown>): Promise<AppUser>;
  validatePassword(password: string, hash: string): Promise<boolean>;
};

const userService = ({ strapi }: { strapi: Core.Strapi }) => {
  const upUsers = () => pluginServiceOf<UsersPermissionsUserService>(strapi, 'users-permissions', 'user');
  return {
    async findByEmail(email: string): Promise<AppUser | null> {
      return strapi.db.query(USER).findOne({ where: { email: email.toLowerCase() } });
    },

    async findById(id: number, withSubscription = false): Promise<AppUser | null> {
      return strapi.db
        .query(USER)
        .findOne({ where: { id }, populate: withSubscription ? { subscription: { populate: { plan: true } } } : {} });
    },

    async exists(id: number): Promise<boolean> {
      return Boolean(await strapi.db.query(USER).findOne({ where: { id }, select: ['id'] }));
    },

    /** When the user last marked their news seen (null: never); undefined when there is no such user. */
    async lastSeen(id: number): Promise<Date | null | undefined> {
      const user: { lastSeenAt?: string | Date | null } | null = await strapi.db
        .query(USER)
        .findOne({ where: { id }, select: ['id', 'lastSeenAt'] });
      if (!user) return undefined;
      return user.lastSeenAt ? new Date(user.lastSeenAt) : null;
    },

    /**
     * Moves the user's seen mark forward to `at` (never back: an older tab acknowledging late
     * must not bring back news already seen); the mark after it, undefined when there is no such user.
     * The write bumps the answer caches (lib/cache.ts), so getuserstock answers with the new mark.
     */
    async markSeen(id: number, at: Date): Promise<Date | null | undefined> {
      await strapi.db
        .query(USER)
        .updateMany({ where: { id, $or: [{ lastSeenAt: null }, { lastSeenAt: { $lt: at } }] }, data: { lastSeenAt: at } });
      return this.lastSeen(id);
    },

    /** One page of the admin users list, oldest account first. */
    async list(where: UserListWhere, page: { skip: number; limit?: number }, withSubscription: boolean): Promise<AppUser[]> {
      return strapi.db.query(USER).findMany({
        where: userListConditions(where),
        select: [...PUBLIC_USER_FIELDS],
        orderBy: { id: 'asc' },
        offset: page.skip,
        ...(page.limit ? { limit: page.limit } : {}),
        populate: withSubscription
          ? { subscription: { select: ['id', 'date', 'cancelledAt'], populate: { plan: { select: ['documentId'] } } } }
          : {},
      });
    },

    async count(where: UserListWhere): Promise<number> {
      return strapi.db.query(USER).count({ where: userListConditions(where) });
    },

    /** Creates an app user; admin is always 0 here (administrators are made in the CMS or by seed). */
    async create(input: {
      first_name: string;
      last_name: string;
      email: string;
      phone: string;
      password: string;
      source?: string;
    }): Promise<AppUser> {
      const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
      const { source, ...fields } = input;
      return upUsers().add({
        ...fields,
        // Signed up from 'Get a free sample report': the first login sends it (api/lead/free-report.ts).
        [FREE_REPORT_FLAG]: source === FREE_REPORT_SOURCE,
        email: input.email.toLowerCase(),
        username: input.email.toLowerCase(),
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role?.id,
        admin: 0,
      });
    },

    /**
     * The active account these credentials open, or null. The same bcrypt work whether or not the
     * account exists: no account discovery by timing.
     */
    async withCredentials(email: string, password: string): Promise<AppUser | null> {
      const user = await this.findByEmail(email);
      const matches = await upUsers().validatePassword(password, user?.password || DUMMY_HASH);
      return matches && user?.password && !user.blocked ? user : null;
    },

    /**
     * A signed-in password change: the old password must match; then every other session of the
     * user ends and this one (`keepTokenId`) goes on. False when the old password is wrong.
     */
    async changePassword(userId: number, oldPassword: string, newPassword: string, keepTokenId: number): Promise<boolean> {
      const user = await this.findById(userId);
      if (!user?.password || !(await upUsers().validatePassword(oldPassword, user.password))) return false;
      await upUsers().edit(userId, { password: newPassword });
      await accessTokens(strapi).revokeAllForUser(userId, { exceptId: keepTokenId });
      return true;
    },

    /**
     * A password set with a reset link, which it spends: single use even when calls race (the one
     * whose conditional update spends the link sets the password), and every session ends. False
     * when the link was already spent.
     */
    async resetPassword(token: { id: number; user: { id: number } }, newPassword: string): Promise<boolean> {
      const spent = await strapi.db.transaction(async () => {
        if (!(await accessTokens(strapi).consume(token.id))) return false;
        await upUsers().edit(token.user.id, { password: newPassword });
        await accessTokens(strapi).revokeAllForUser(token.user.id);
        return true;
      });
      // Again once committed: a lookup that ran between the revocation and the commit read the
      // sessions as still live (PostgreSQL, read committed) and must not keep them cached.
      if (spent) forgetUserTokens(token.user.id);
      return spent;
    },
  };
};

export default userService;

export const appUsers = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof userService>>(strapi, 'api::gws-user.gws-user');
