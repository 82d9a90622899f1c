import type { Clock } from '../../clock.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo } from '../../read-memo.js';
import { isSubscriptionActive } from './account-presenter.js';
import type { AccountRepository } from './account-repository.js';
import type { SessionContext } from './session.js';

export interface Entitlements {
  subscriptionActive: boolean;
}

const ENTITLEMENTS_MEMO_CAPACITY = 50_000;

/**
 * What a session may watch: for now, whether its account's subscription is active. Nearly every
 * call asks, so each account's subscription is memoised (read-memo.ts); whatever changes one
 * calls `forget` with the account's id. Whether it is still active is decided at each call.
 */
export function createEntitlements(
  accounts: Pick<AccountRepository, 'latestSubscription'>,
  now: Clock = () => new Date(),
) {
  const subscriptions = createReadMemo(
    (accountId: number) => accounts.latestSubscription(accountId),
    {
      maxAgeMs: READ_MEMO_MAX_AGE_MS,
      capacity: ENTITLEMENTS_MEMO_CAPACITY,
      now: () => now().getTime(),
    },
  );
  const entitlementsOf = async (session: SessionContext): Promise<Entitlements> => ({
    subscriptionActive: isSubscriptionActive(await subscriptions.get(session.accountId), now()),
  });
  return Object.assign(entitlementsOf, {
    /** Reads the account's entitlements afresh on its next call. */
    forget: (accountId: number) => subscriptions.forget(accountId),
  });
}

export type EntitlementsOf = ReturnType<typeof createEntitlements>;
