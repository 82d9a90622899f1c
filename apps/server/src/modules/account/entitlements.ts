import type { Clock } from '../../clock.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo } from '../../read-memo.js';
import type { RentalRepository } from '../rentals/rental-repository.js';
import { isSubscriptionActive } from './account-presenter.js';
import type { AccountRepository } from './account-repository.js';
import type { SessionContext } from './session.js';

export interface Entitlements {
  subscriptionActive: boolean;
  /** Profiles (tvod, tvod_dtr) the account bought, or rented and the rental still runs. */
  ownedProfileIds: ReadonlySet<number>;
}

/** What a session that owns nothing beyond its subscription may watch. */
export const subscriptionOnly = (subscriptionActive: boolean): Entitlements => ({
  subscriptionActive,
  ownedProfileIds: new Set(),
});

const ENTITLEMENTS_MEMO_CAPACITY = 50_000;

/**
 * What a session may watch: whether its account's subscription is active, and which profiles
 * it rented or bought. Nearly every call asks, so each account's subscription and rentals are
 * memoised (read-memo.ts); whatever changes them (a new subscription period, a rental) calls
 * `forget` with the account's id. Whether each is still running is decided at each call.
 */
export function createEntitlements(deps: {
  accounts: Pick<AccountRepository, 'latestSubscription'>;
  rentals: Pick<RentalRepository, 'ownedProfiles'>;
  now: Clock;
}) {
  const { accounts, rentals, now } = deps;
  const memo = createReadMemo(
    async (accountId: number) => {
      const [subscription, owned] = await Promise.all([
        accounts.latestSubscription(accountId),
        rentals.ownedProfiles(accountId, now()),
      ]);
      return { subscription, owned };
    },
    {
      maxAgeMs: READ_MEMO_MAX_AGE_MS,
      capacity: ENTITLEMENTS_MEMO_CAPACITY,
      now: () => now().getTime(),
    },
  );
  const entitlementsOf = async (session: SessionContext): Promise<Entitlements> => {
    const { subscription, owned } = await memo.get(session.accountId);
    const at = now();
    return {
      subscriptionActive: isSubscriptionActive(subscription, at),
      ownedProfileIds: new Set(
        owned
          .filter((rental) => rental.expiresAt === null || rental.expiresAt > at)
          .map((rental) => rental.profileId),
      ),
    };
  };
  return Object.assign(entitlementsOf, {
    /** Reads the account's entitlements afresh on its next call. */
    forget: (accountId: number) => memo.forget(accountId),
  });
}

export type EntitlementsOf = ReturnType<typeof createEntitlements>;
