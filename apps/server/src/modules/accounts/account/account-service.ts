import { notice, type LoginData } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { DAY } from '../../../clock.js';
import { HttpError, sessionEnded, tooManyAttempts } from '../../../http/errors.js';
import type { AccountRepository } from './account-repository.js';
import { createLoginLimits, type AttemptLimiter } from './attempt-limiter.js';
import type { DeviceRepository } from './device-repository.js';
import { createLoginData } from './login-data.js';
import type { SessionContext } from './session.js';
import { hashToken, newToken, spendVerifyTime, verifySecret } from './tokens.js';

export { DEFAULT_CURRENCY } from './login-data.js';
/** A re-login key unused for this long is void: the password is asked again. */
export const RELOGIN_KEY_DAYS = 365;

/** Where subscribers' failed logins are counted. */
const SUBSCRIBER_LOGINS = { identifier: 'login-identifier', address: 'login-address' };

export const tooManyLogins = (seconds: number) =>
  tooManyAttempts(notice('tooManyLogins', { seconds }), seconds);

/**
 * What failed logins are counted under: the account, whichever of its e-mail or username was
 * typed and in whatever letters; an identifier that names no account, under its own spelling
 * trimmed and lower-cased, so that guessing names is limited too.
 */
export const loginFailureKey = {
  ofAccount: (accountId: number) => `account:${accountId}`,
  ofUnknown: (identifier: string) => `unknown:${identifier.trim().toLowerCase()}`,
};

export interface DeviceInfo {
  uid: string;
  model: string;
  appVersion: string;
}

export interface AccountServiceDeps {
  accounts: AccountRepository;
  devices: DeviceRepository;
  limiter: AttemptLimiter;
  now: Clock;
}

/** Login, silent re-login, logout and what a session is allowed to know about itself. */
export function createAccountService({ accounts, devices, limiter, now }: AccountServiceDeps) {
  const logins = createLoginLimits(limiter, SUBSCRIBER_LOGINS);

  const loginData = createLoginData({ accounts, devices, now });

  /** A new session and re-login key for the device. */
  async function openSession(accountId: number, deviceId: number, profileId: number) {
    const token = newToken();
    const reloginKey = newToken();
    const at = now();
    await devices.createSession({
      tokenHash: hashToken(token),
      accountId,
      deviceId,
      profileId,
      now: at,
    });
    await devices.setReloginKey(deviceId, hashToken(reloginKey), at);
    return loginData(token, accountId, deviceId, profileId, reloginKey);
  }

  return {
    async login(
      identifier: string,
      password: string,
      device: DeviceInfo,
      address: string,
    ): Promise<LoginData> {
      // Looked up first for known and unknown identifiers alike, so a lock answers both the same.
      const account = await accounts.findByIdentifier(identifier.trim());
      const identifierKey = account
        ? loginFailureKey.ofAccount(account.id)
        : loginFailureKey.ofUnknown(identifier);
      const wait = await logins.secondsToWait(identifierKey, address);
      if (wait > 0) throw tooManyLogins(wait);
      if (!account) await spendVerifyTime(password);
      if (!account || !(await verifySecret(account.passwordHash, password))) {
        await logins.fail(identifierKey, address);
        throw new HttpError(401, notice('wrongCredentials'));
      }
      await logins.succeed(identifierKey);
      const profile = await accounts.defaultProfile(account.id);
      if (!profile) throw new HttpError(409, notice('noProfileYet'));
      const deviceRow = await devices.upsertDevice({
        accountId: account.id,
        ...device,
        now: now(),
      });
      return openSession(account.id, deviceRow.id, profile.id);
    },

    /** Fresh login data for the device that holds this key; the key is spent and replaced. */
    async relogin(uid: string, reloginKey: string): Promise<LoginData> {
      const oldHash = hashToken(reloginKey);
      const device = await devices.findByReloginKey(oldHash);
      const at = now();
      const issued = device?.reloginKeyIssuedAt?.getTime() ?? 0;
      if (
        !device ||
        device.uid !== uid ||
        device.removedAt ||
        at.getTime() - issued > RELOGIN_KEY_DAYS * DAY
      ) {
        throw sessionEnded();
      }
      const lastProfile = await devices.lastProfileOf(device.id);
      const profile =
        (lastProfile && (await accounts.findOwnProfile(device.accountId, lastProfile))) ||
        (await accounts.defaultProfile(device.accountId));
      if (!profile) throw sessionEnded();
      const token = newToken();
      const nextKey = newToken();
      if (!(await devices.rotateReloginKey(device.id, oldHash, hashToken(nextKey), at))) {
        throw sessionEnded();
      }
      await devices.createSession({
        tokenHash: hashToken(token),
        accountId: device.accountId,
        deviceId: device.id,
        profileId: profile.id,
        now: at,
      });
      return loginData(token, device.accountId, device.id, profile.id, nextKey);
    },

    authorize(session: SessionContext): Promise<LoginData> {
      return loginData(session.token, session.accountId, session.deviceId, session.profileId);
    },

    async logout(session: SessionContext): Promise<void> {
      await devices.revokeSession(session.sessionId, now());
      await devices.clearReloginKey(session.deviceId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
