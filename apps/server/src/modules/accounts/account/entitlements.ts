import type { Clock } from '../../../clock.js';
import { onNotice, type ChangeNotices } from '../../../cluster/index.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo } from '../../../read-memo.js';
import { isSubscriptionActive } from './account-presenter.js';
import type { AccountRepository } from './account-repository.js';
import type { SessionContext } from './session.js';

/** The profiles an account rented or bought, with when each ends (null: bought for good). */
export type OwnedProfiles = (
  accountId: number,
  at: Date,
) => Promise<{ profileId: number; expiresAt: Date | null }[]>;

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
 * `forget` with the account's id, which every instance hears (cluster/change-notices.ts).
 * Whether each is still running is decided at each call.
 */
export function createEntitlements(deps: {
  accounts: Pick<AccountRepository, 'latestSubscription'>;
  ownedProfiles: OwnedProfiles;
  now: Clock;
  notices: ChangeNotices;
}) {
  const { accounts, ownedProfiles, now, notices } = deps;
  const memo = createReadMemo(
    async (accountId: number) => {
      const [subscription, owned] = await Promise.all([
        accounts.latestSubscription(accountId),
        ownedProfiles(accountId, now()),
      ]);
      return { subscription, owned };
    },
    {
      maxAgeMs: READ_MEMO_MAX_AGE_MS,
      capacity: ENTITLEMENTS_MEMO_CAPACITY,
      now: () => now().getTime(),
    },
  );
  onNotice(
    notices,
    'entitlements',
    ({ accountId }) => memo.forget(accountId),
    () => memo.clear(),
  );
  // What one read of the memo gives, decided once for as long as it holds: until the first of
  // the subscription's and the rentals' ends after the time it was decided at. Every list call
  // asks, and building the set of owned profiles each time showed in its profile.
  type Read = Awaited<ReturnType<typeof memo.get>>;
  const decided = new WeakMap<Read, { from: number; until: number; entitlements: Entitlements }>();
  const decide = ({ subscription, owned }: Read, at: Date): Entitlements => ({
    subscriptionActive: isSubscriptionActive(subscription, at),
    ownedProfileIds: new Set(
      owned
        .filter((rental) => rental.expiresAt === null || rental.expiresAt > at)
        .map((rental) => rental.profileId),
    ),
  });
  const entitlementsOf = async (session: SessionContext): Promise<Entitlements> => {
    const read = await memo.get(session.accountId);
    const at = now();
    const time = at.getTime();
    const kept = decided.get(read);
    if (kept && time >= kept.from && time < kept.until) return kept.entitlements;
    const ends = [read.subscription?.subscription.expiresAt, ...read.owned.map((r) => r.expiresAt)]
      .map((end) => end?.getTime() ?? Infinity)
      .filter((end) => end > time);
    const entitlements = decide(read, at);
    decided.set(read, { from: time, until: Math.min(...ends), entitlements });
    return entitlements;
  };
  return Object.assign(entitlementsOf, {
    /** Reads the account's entitlements afresh on its next call, on every instance. */
    forget: (accountId: number) => notices.publish({ kind: 'entitlements', accountId }),
  });
}

export type EntitlementsOf = ReturnType<typeof createEntitlements>;
