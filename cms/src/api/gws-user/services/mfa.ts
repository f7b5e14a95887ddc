/**
 * Two-factor sign-in (TOTP) of app accounts: set-up, turning it on (with ten recovery codes) and
 * off, and the second step of a login. The secret is sealed at rest with the instance's field key
 * (lib/field-crypto.ts, as the KYC fields are) and never answered after the set-up; recovery codes
 * are kept as hashes and each works once; a used app code cannot be used again. Every change of a
 * user's two-factor state goes through a compare-and-set on `mfaVersion`, so two calls racing with
 * the same code or recovery code cannot both succeed, on SQLite and PostgreSQL alike.
 *
 * Wrong codes are limited per account, wherever they come from (login's second step, turning it on
 * or off): MFA_FAILURE_LIMIT in MFA_FAILURE_WINDOW, then 429 until the window ends; a right code
 * clears the count. Each failure, enrolment, disabling and recovery code used is on the audit trail.
 */
import type { Core } from '@strapi/strapi';
import { isAdministrator, MFA_MESSAGES, RECOVERY_CODE_COUNT } from 'contracts';
import { configuredFieldCrypto, type FieldCrypto } from '../../../lib/field-crypto';
import { errors, httpError } from '../../../lib/http';
import { keyBudget } from '../../../lib/rate-limit';
import { serviceOf } from '../../../lib/services';
import { accessTokens, forgetUserTokens } from '../../access-token/services/access-token';
import { recordAccountEvent, type AccountEvent } from '../../audit-entry/account-events';
import { USER, type AppUser } from '../users';
import { hashRecoveryCode, newRecoveryCodes, spendRecoveryCode } from '../mfa/recovery-codes';
import { matchedStep, newTotpSecret, otpauthUrl } from '../mfa/totp';

/** Wrong codes allowed per account in the window (times RATE_LIMIT_FACTOR), as the login's own limits are counted. */
export const MFA_FAILURE_LIMIT = 5;
export const MFA_FAILURE_WINDOW_SECONDS = 15 * 60;
/** How long the second step of a login may wait after the password. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;

/** The two-factor fields of a user row (all private: never in an answer). */
export type MfaUser = AppUser & {
  documentId?: string;
  mfaSecret?: string | null;
  mfaPendingSecret?: string | null;
  mfaEnabledAt?: string | Date | null;
  mfaLastStep?: number | null;
  mfaRecoveryCodes?: string[] | null;
  mfaVersion?: number | null;
};

/** Whether the account signs in with a second factor. */
export const mfaEnrolled = (user: object | null | undefined): boolean =>
  Boolean((user as Pick<MfaUser, 'mfaEnabledAt'> | null | undefined)?.mfaEnabledAt);

const failures = keyBudget('mfa-failures', MFA_FAILURE_LIMIT, MFA_FAILURE_WINDOW_SECONDS);
const conflict = (message: string) => httpError(409, 'ConflictError', message);
const NO_MFA = { mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null, mfaLastStep: null, mfaRecoveryCodes: null };

const mfaService = ({ strapi }: { strapi: Core.Strapi }) => {
  function sealer(): FieldCrypto {
    const fc = configuredFieldCrypto(strapi.config);
    if (!fc) throw httpError(503, 'ServiceUnavailableError', MFA_MESSAGES.notConfigured);
    return fc;
  }

  const load = async (id: number): Promise<MfaUser> => {
    const user: MfaUser | null = await strapi.db.query(USER).findOne({ where: { id } });
    if (!user) throw new errors.NotFoundError('User not found.');
    return user;
  };

  /** Writes `data` only if nobody changed the user's two-factor state since `user` was read. */
  async function compareAndSet(user: MfaUser, data: Record<string, unknown>): Promise<boolean> {
    const version = user.mfaVersion ?? 0;
    const unchanged = version === 0 ? { $or: [{ mfaVersion: null }, { mfaVersion: 0 }] } : { mfaVersion: version };
    const { count } = await strapi.db
      .query(USER)
      .updateMany({ where: { id: user.id, ...unchanged }, data: { ...data, mfaVersion: version + 1 } });
    // Resolved sessions carry the user row: the admin check must see the new state at once.
    if (count === 1) forgetUserTokens(user.id);
    return count === 1;
  }

  const audit = (action: AccountEvent, user: MfaUser, changes: Record<string, unknown> | null = null) =>
    recordAccountEvent(strapi, action, user, changes);

  /** Spends a failure point first (so parallel guesses each pay), or a 429 when none is left. */
  async function spendAttempt(user: MfaUser): Promise<void> {
    const retryAfter = await failures.spend(`user:${user.id}`);
    if (retryAfter !== null)
      throw new errors.RateLimitError(`Too many wrong codes. Please try again in ${retryAfter} seconds.`, { retryAfter });
  }

  /**
   * Checks an app code against the user's secret (`sealed`), or a recovery code, and spends it. A
   * wrong one is audited and counted; a right one clears the count.
   */
  async function checkCode(user: MfaUser, sealed: string, typed: string, during: string): Promise<'totp' | 'recovery' | null> {
    await spendAttempt(user);
    const step = await matchedStep(sealer().decrypt(sealed), typed, user.mfaLastStep);
    let used: 'totp' | 'recovery' | null = null;
    if (step !== null) {
      if (await compareAndSet(user, { mfaLastStep: step })) used = 'totp';
    } else {
      const left = spendRecoveryCode(user.mfaRecoveryCodes ?? [], typed);
      if (left && (await compareAndSet(user, { mfaRecoveryCodes: left }))) {
        used = 'recovery';
        await audit('mfaRecoveryCode', user, { during, left: left.length });
      }
    }
    if (used) await failures.clear(`user:${user.id}`);
    else await audit('mfaFailure', user, { during });
    return used;
  }

  return {
    /** An administrator who must enrol before any admin call (ADMIN_MFA=required). */
    mustEnrol(user: MfaUser | null | undefined): boolean {
      return Boolean(strapi.config.get('mfa.adminRequired')) && isAdministrator(user) && !mfaEnrolled(user);
    },

    /** A new secret for the user's authenticator app, kept pending until a code from it turns two-factor on. */
    async setup(userId: number): Promise<{ secret: string; otpauthUrl: string }> {
      const user = await load(userId);
      if (mfaEnrolled(user)) throw conflict(MFA_MESSAGES.alreadyOn);
      const secret = newTotpSecret();
      if (!(await compareAndSet(user, { mfaPendingSecret: sealer().encrypt(secret) }))) throw conflict(MFA_MESSAGES.signInExpired);
      const settings = await strapi.documents('api::site-setting.site-setting').findFirst({ status: 'published', fields: ['firmName'] });
      return { secret, otpauthUrl: otpauthUrl(settings?.firmName || 'Research', user.email, secret) };
    },

    /** Turns two-factor on with a code from the pending secret; answers the recovery codes, once. */
    async enable(userId: number, code: string): Promise<{ recoveryCodes: string[] }> {
      const user = await load(userId);
      if (mfaEnrolled(user)) throw conflict(MFA_MESSAGES.alreadyOn);
      if (!user.mfaPendingSecret) throw conflict(MFA_MESSAGES.notStarted);
      await spendAttempt(user);
      const step = await matchedStep(sealer().decrypt(user.mfaPendingSecret), code);
      if (step === null) {
        await audit('mfaFailure', user, { during: 'enable' });
        throw new errors.ValidationError(MFA_MESSAGES.codeWrong);
      }
      const recoveryCodes = newRecoveryCodes(RECOVERY_CODE_COUNT);
      const on = await compareAndSet(user, {
        mfaSecret: user.mfaPendingSecret,
        mfaPendingSecret: null,
        mfaEnabledAt: new Date(),
        mfaLastStep: step,
        mfaRecoveryCodes: recoveryCodes.map(hashRecoveryCode),
      });
      if (!on) throw conflict(MFA_MESSAGES.alreadyOn);
      await failures.clear(`user:${user.id}`);
      await audit('mfaEnrol', user, { recoveryCodes: recoveryCodes.length });
      return { recoveryCodes };
    },

    /** Turns two-factor off with a current app code or a recovery code. */
    async disable(userId: number, code: string): Promise<void> {
      const user = await load(userId);
      if (!mfaEnrolled(user) || !user.mfaSecret) throw conflict(MFA_MESSAGES.notOn);
      const used = await checkCode(user, user.mfaSecret, code, 'disable');
      if (!used) throw new errors.ValidationError(MFA_MESSAGES.codeWrong);
      // The code check moved the version on: read it again before clearing.
      if (!(await compareAndSet(await load(userId), NO_MFA))) throw conflict(MFA_MESSAGES.notOn);
      await audit('mfaDisable', user, { with: used });
    },

    /** The second step's token after a right password: short-lived, single use, no session. */
    async challenge(userId: number): Promise<string> {
      return (await accessTokens(strapi).issue(userId, 'mfa', MFA_TOKEN_TTL_SECONDS)).raw;
    },

    /** The user the challenge and code sign in (the token spent), or a 401 saying why not. */
    async completeLogin(mfaToken: string, code: string): Promise<MfaUser> {
      const token = await accessTokens(strapi).resolve(mfaToken, 'mfa');
      if (!token) throw httpError(401, 'UnauthorizedError', MFA_MESSAGES.signInExpired);
      const user = await load(token.user.id);
      if (!mfaEnrolled(user) || !user.mfaSecret) throw httpError(401, 'UnauthorizedError', MFA_MESSAGES.signInExpired);
      if (!(await checkCode(user, user.mfaSecret, code, 'login'))) throw httpError(401, 'UnauthorizedError', MFA_MESSAGES.codeWrong);
      if (!(await accessTokens(strapi).consume(token.id))) throw httpError(401, 'UnauthorizedError', MFA_MESSAGES.signInExpired);
      return user;
    },

    /**
     * After a key rotation (KYC_ENCRYPTION_KEY_PREVIOUS set): every secret sealed under another key
     * is sealed again under the current one, as the KYC records are. Answers how many.
     */
    async rekey(): Promise<{ resealed: number; unreadable: number }> {
      const fc = configuredFieldCrypto(strapi.config);
      if (!fc) return { resealed: 0, unreadable: 0 };
      const rows: MfaUser[] = await strapi.db.query(USER).findMany({
        where: { $or: [{ mfaSecret: { $notNull: true } }, { mfaPendingSecret: { $notNull: true } }] },
        select: ['id', 'mfaSecret', 'mfaPendingSecret'],
      });
      let resealed = 0;
      let unreadable = 0;
      const again = (sealed: string | null | undefined) =>
        sealed && fc.keyIdOf(sealed) !== fc.keyId ? fc.encrypt(fc.decrypt(sealed)) : sealed;
      for (const row of rows) {
        if ([row.mfaSecret, row.mfaPendingSecret].every((s) => !s || fc.keyIdOf(s) === fc.keyId)) continue;
        try {
          await strapi.db
            .query(USER)
            .update({ where: { id: row.id }, data: { mfaSecret: again(row.mfaSecret), mfaPendingSecret: again(row.mfaPendingSecret) } });
          resealed += 1;
        } catch {
          unreadable += 1;
        }
      }
      return { resealed, unreadable };
    },
  };
};

export default mfaService;

export const mfa = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof mfaService>>(strapi, 'api::gws-user.mfa');
