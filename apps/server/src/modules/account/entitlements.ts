import { isSubscriptionActive } from './account-presenter.js';
import type { AccountRepository } from './account-repository.js';
import type { SessionContext } from './session.js';

export interface Entitlements {
  subscriptionActive: boolean;
}

/** What a session may watch: for now, whether its account's subscription is active. */
export function createEntitlements(
  accounts: AccountRepository,
  now: () => Date = () => new Date(),
) {
  return async (session: SessionContext): Promise<Entitlements> => ({
    subscriptionActive: isSubscriptionActive(
      await accounts.latestSubscription(session.accountId),
      now(),
    ),
  });
}

export type EntitlementsOf = ReturnType<typeof createEntitlements>;
