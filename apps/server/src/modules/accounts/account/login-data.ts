import type { LoginData } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { sessionEnded } from '../../../http/errors.js';
import {
  isSubscriptionActive,
  presentAccount,
  presentProfile,
  presentSubscription,
} from './account-presenter.js';
import type { AccountRepository } from './account-repository.js';
import type { DeviceRepository } from './device-repository.js';

export const DEFAULT_CURRENCY = 'EUR';

/**
 * The logged user as login answers it (access §2): the session's token, device, subscription,
 * profile and account. Login, re-login, authorise and a profile switch all answer it.
 */
export function createLoginData(deps: {
  accounts: AccountRepository;
  devices: Pick<DeviceRepository, 'findDevice'>;
  now: Clock;
}) {
  const { accounts, devices, now } = deps;
  return async function loginData(
    token: string,
    accountId: number,
    deviceId: number,
    profileId: number,
    reloginKey?: string,
  ): Promise<LoginData> {
    const [account, profile, subscription, device] = await Promise.all([
      accounts.findById(accountId),
      accounts.findProfile(profileId),
      accounts.latestSubscription(accountId),
      devices.findDevice(deviceId),
    ]);
    if (!account || !profile || !device) throw sessionEnded();
    const at = now();
    return {
      token,
      uid: device.uid,
      currency_code: subscription?.package.currencyCode ?? DEFAULT_CURRENCY,
      device: { id: device.id, token, uid: device.uid },
      subscription: subscription ? presentSubscription(subscription, at) : null,
      profile: presentProfile(profile),
      account: presentAccount(account, !isSubscriptionActive(subscription, at)),
      ...(reloginKey ? { relogin_key: reloginKey } : {}),
    };
  };
}

export type LoginDataOf = ReturnType<typeof createLoginData>;
