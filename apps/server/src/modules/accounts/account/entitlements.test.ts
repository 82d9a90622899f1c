import { describe, expect, it } from 'vitest';
import { createLocalChangeNotices } from '../../../cluster/index.js';
import type { SubscriptionWithPackage } from './account-repository.js';
import { createEntitlements } from './entitlements.js';

const T0 = Date.parse('2026-11-24T12:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

/** Entitlements over fixed rows: a subscription ending at 100 s, rentals ending at 10 s and never. */
function entitlementsAt() {
  let now = at(0);
  const subscription = {
    subscription: { disabledAt: null, expiresAt: at(100) },
  } as unknown as SubscriptionWithPackage;
  const entitlements = createEntitlements({
    accounts: { latestSubscription: () => Promise.resolve(subscription) },
    ownedProfiles: () =>
      Promise.resolve([
        { profileId: 7, expiresAt: at(10) },
        { profileId: 8, expiresAt: null },
      ]),
    now: () => now,
    notices: createLocalChangeNotices(),
  });
  const session = {
    token: 't',
    sessionId: 1,
    accountId: 1,
    deviceId: 1,
    profileId: 1,
    maturityCeiling: null,
  };
  return async (seconds: number) => {
    now = at(seconds);
    const { subscriptionActive, ownedProfileIds } = await entitlements(session);
    return { subscriptionActive, owned: [...ownedProfileIds].sort() };
  };
}

describe('entitlements', () => {
  it('change exactly when a rental or the subscription ends, also while decided once', async () => {
    const check = entitlementsAt();
    expect(await check(0)).toEqual({ subscriptionActive: true, owned: [7, 8] });
    expect(await check(0.5)).toEqual({ subscriptionActive: true, owned: [7, 8] });
    expect(await check(9.999)).toEqual({ subscriptionActive: true, owned: [7, 8] });
    expect(await check(10)).toEqual({ subscriptionActive: true, owned: [8] });
    // Within the memo's second no new read: the decision still moves with the clock.
    expect(await check(10.5)).toEqual({ subscriptionActive: true, owned: [8] });
  });

  it('end with the subscription, and answer an earlier time as it was', async () => {
    const check = entitlementsAt();
    expect(await check(99.9)).toEqual({ subscriptionActive: true, owned: [8] });
    expect(await check(100)).toEqual({ subscriptionActive: false, owned: [8] });
    expect(await check(99.95)).toEqual({ subscriptionActive: true, owned: [8] });
  });
});
