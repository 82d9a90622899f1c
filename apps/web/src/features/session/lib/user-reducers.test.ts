import { describe, expect, it } from 'vitest';
import type { SubscriptionChange } from '@marquee/contract';
import { makeUser } from '@/test/fixtures';
import {
  applyProfileUpdate,
  applySubscriptionChange,
  applySubscriptionCheck,
  disableSubscription,
  keepReloginKey,
  profileUpdateFieldsOf,
} from './user-reducers';

const subscription = {
  id: 4,
  package: {
    id: 2,
    name: 'Premium',
    subscription_price: 12.99,
    currency_code: 'EUR',
    description: 'Everything',
  },
  currency_code: 'EUR',
  starts_at: '2025-01-01T00:00:00.000Z',
  expires_at: '2025-02-01T00:00:00.000Z',
  expired: false,
};

describe('applySubscriptionChange', () => {
  it('replaces the device token, the account and the subscription', () => {
    const user = makeUser({ account: { ...makeUser().account, subscription_expired: true } });
    const change: SubscriptionChange = {
      device: { id: 7, token: 'token-new', uid: 'device-uid-1' },
      account: { ...user.account, subscription_expired: false },
      subscription,
    };
    const next = applySubscriptionChange(user, change);
    expect(next.token).toBe('token-new');
    expect(next.device.token).toBe('token-new');
    expect(next.account.subscription_expired).toBe(false);
    expect(next.subscription).toEqual(subscription);
    expect(next.profile).toBe(user.profile);
  });
});

describe('disableSubscription', () => {
  it('sets subscription_expired when it was not already', () => {
    const next = disableSubscription(makeUser());
    expect(next.account.subscription_expired).toBe(true);
  });

  it('leaves an expired account as it is', () => {
    const user = makeUser({ account: { ...makeUser().account, subscription_expired: true } });
    expect(disableSubscription(user)).toBe(user);
  });
});

describe('applyProfileUpdate', () => {
  it('merges the profile fields and keeps the others', () => {
    const next = applyProfileUpdate(makeUser(), { profile: { name: 'Ana', age: 41 } });
    expect(next.profile).toMatchObject({ name: 'Ana', age: 41, first_name: 'Demo', sex: 1 });
    expect(next.account.subscription_expired).toBe(false);
  });

  it('sets subscription_expired and the purchase PIN only when supplied', () => {
    const user = makeUser({ account: { ...makeUser().account, has_purchase_pin: false } });
    expect(applyProfileUpdate(user, {}).account).toEqual(user.account);
    const next = applyProfileUpdate(user, { subscription_expired: true, has_purchase_pin: true });
    expect(next.account).toMatchObject({ subscription_expired: true, has_purchase_pin: true });
  });

  it('reads a profile-update answer', () => {
    const user = makeUser();
    const answer = {
      profile: { ...user.profile, last_name: 'Silva' },
      account: { ...user.account, subscription_expired: true },
    };
    const next = applyProfileUpdate(user, profileUpdateFieldsOf(answer));
    expect(next.profile.last_name).toBe('Silva');
    expect(next.account.subscription_expired).toBe(true);
  });
});

describe('applySubscriptionCheck', () => {
  it('updates subscription_expired', () => {
    expect(
      applySubscriptionCheck(makeUser(), { subscription_expired: true }).account
        .subscription_expired,
    ).toBe(true);
  });

  it('returns the same user when nothing changed', () => {
    const user = makeUser();
    expect(applySubscriptionCheck(user, { subscription_expired: false })).toBe(user);
  });
});

describe('keepReloginKey', () => {
  it("keeps the same device's key when a confirmation carries none", () => {
    const previous = makeUser({ relogin_key: 'key-1' });
    expect(keepReloginKey(previous, makeUser()).relogin_key).toBe('key-1');
  });

  it('takes a new key, and never carries a key to another device', () => {
    const previous = makeUser({ relogin_key: 'key-1' });
    expect(keepReloginKey(previous, makeUser({ relogin_key: 'key-2' })).relogin_key).toBe('key-2');
    const other = makeUser({ device: { id: 8, token: 't', uid: 'u' } });
    expect(keepReloginKey(previous, other).relogin_key).toBeUndefined();
  });
});
