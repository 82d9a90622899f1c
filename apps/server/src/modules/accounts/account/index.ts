import { declareModule } from '../../../server-module.js';
import { createAccountModule } from './account-module.js';
import type { AccountRepository } from './account-repository.js';
import type { EntitlementsOf } from './entitlements.js';
import type { SubscriptionRepository } from './subscription-repository.js';

export { createAccountModule, type AccountModuleDeps } from './account-module.js';
export type { AccountRepository } from './account-repository.js';
export { DEFAULT_CURRENCY } from './account-service.js';
export {
  subscriptionOnly,
  type Entitlements,
  type EntitlementsOf,
  type OwnedProfiles,
} from './entitlements.js';
export type { SessionContext } from './session.js';
export { presentPayment } from './account-presenter.js';
export type { NewPayment, SubscriptionRepository } from './subscription-repository.js';
export { hashSecret, hashToken, newToken, spendVerifyTime, verifySecret } from './tokens.js';
// The login limits and secrets subscribers have, for the studio's operators too.
export { tooManyLogins } from './account-service.js';
export { createAttemptLimiter, createLoginLimits, type LoginLimits } from './attempt-limiter.js';
export { createAttemptRepository } from './attempt-repository.js';

declare module '../../../server-module.js' {
  interface Provided {
    account: {
      accounts: AccountRepository;
      subscriptions: SubscriptionRepository;
      entitlements: EntitlementsOf;
      /** Whether a device may still play: not removed, with a session not revoked. */
      deviceIsLive: (deviceId: number) => Promise<boolean>;
    };
  }
}

/** Accounts, sessions, devices, profiles and subscriptions (account-module.ts). */
export const accountModule = declareModule({
  name: 'account',
  needs: ['configuration', 'mail', 'payments', 'rental-records', 'operators'],
  build(context, needs) {
    const { api, sessions, accounts, subscriptions, entitlements, deviceIsLive } =
      createAccountModule(context, {
        sessionIdleDays: context.settings.sessionIdleDays,
        publicUrl: context.settings.publicUrl,
        outbox: needs.mail.outbox,
        gateway: needs.payments.gateway,
        appName: async () => (await needs.configuration.current()).app_name,
        // A device whose sessions ended loses its media and its sockets at once, on every instance.
        forceLogout: (deviceId) => {
          context.notices.publish({ kind: 'device-ended', deviceId });
          context.forceLogoutSockets(deviceId);
        },
        ownedProfiles: needs['rental-records'].ownedProfiles,
        studio: needs.operators,
      });
    return { api, sessions, provides: { accounts, subscriptions, entitlements, deviceIsLive } };
  },
});
