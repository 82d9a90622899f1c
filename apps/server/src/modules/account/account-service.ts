import type { LoginData } from '@marquee/contract';
import { HttpError, sessionEnded } from '../../http/errors.js';
import {
  isSubscriptionActive,
  presentAccount,
  presentProfile,
  presentSubscription,
} from './account-presenter.js';
import type { AccountRepository } from './account-repository.js';
import type { SessionContext } from './session.js';
import { hashToken, newToken, spendVerifyTime, verifySecret } from './tokens.js';

export const DEFAULT_CURRENCY = 'EUR';

export interface DeviceInfo {
  uid: string;
  model: string;
  appVersion: string;
}

/** Login, logout and what a session is allowed to know about itself. */
export function createAccountService(
  accounts: AccountRepository,
  now: () => Date = () => new Date(),
) {
  async function loginData(token: string, accountId: number, deviceId: number, profileId: number) {
    const [account, profile, subscription, device] = await Promise.all([
      accounts.findById(accountId),
      accounts.findProfile(profileId),
      accounts.latestSubscription(accountId),
      accounts.findDevice(deviceId),
    ]);
    if (!account || !profile || !device) throw sessionEnded();
    const at = now();
    const data: LoginData = {
      token,
      uid: device.uid,
      currency_code: subscription?.package.currencyCode ?? DEFAULT_CURRENCY,
      device: { id: device.id, token, uid: device.uid },
      subscription: subscription ? presentSubscription(subscription, at) : null,
      profile: presentProfile(profile),
      account: presentAccount(account, !isSubscriptionActive(subscription, at)),
    };
    return data;
  }

  return {
    async login(identifier: string, password: string, device: DeviceInfo): Promise<LoginData> {
      const account = await accounts.findByIdentifier(identifier);
      if (!account) {
        await spendVerifyTime(password);
        throw new HttpError(401, 'Incorrect email, username or password.');
      }
      if (!(await verifySecret(account.passwordHash, password))) {
        throw new HttpError(401, 'Incorrect email, username or password.');
      }
      const profile = await accounts.defaultProfile(account.id);
      if (!profile) throw new HttpError(409, 'This account has no profile yet.');
      const deviceRow = await accounts.upsertDevice({ accountId: account.id, ...device });
      const token = newToken();
      await accounts.createSession({
        tokenHash: hashToken(token),
        accountId: account.id,
        deviceId: deviceRow.id,
        profileId: profile.id,
      });
      return loginData(token, account.id, deviceRow.id, profile.id);
    },

    authorize(session: SessionContext): Promise<LoginData> {
      return loginData(session.token, session.accountId, session.deviceId, session.profileId);
    },

    async logout(session: SessionContext): Promise<void> {
      await accounts.revokeSession(session.sessionId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
