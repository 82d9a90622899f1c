import type { LoginData, Profile, ProfileUpdate, SubscriptionChange } from '@marquee/contract';

/**
 * The stored user's updates (spec: access §4 Session). Each returns a new user, or the same
 * object when nothing changes, so the store can skip a write.
 */

/** A subscription change replaces the device token, the account and the subscription. */
export function applySubscriptionChange(user: LoginData, change: SubscriptionChange): LoginData {
  return {
    ...user,
    token: change.device.token,
    device: change.device,
    account: change.account,
    subscription: change.subscription,
  };
}

/** Disabling the subscription marks the account expired, if it was not already. */
export function disableSubscription(user: LoginData): LoginData {
  if (user.account.subscription_expired) return user;
  return { ...user, account: { ...user.account, subscription_expired: true } };
}

/** What a profile update may carry: profile fields, the expiry flag, the purchase PIN. */
export interface ProfileUpdateFields {
  profile?: Partial<Profile>;
  subscription_expired?: boolean;
  /** Set when the purchase PIN was supplied (PINs themselves never reach the browser). */
  has_purchase_pin?: boolean;
}

/**
 * A profile update merges the profile fields, sets subscription_expired when supplied and
 * the purchase PIN when supplied.
 */
export function applyProfileUpdate(user: LoginData, update: ProfileUpdateFields): LoginData {
  const account = { ...user.account };
  if (update.subscription_expired !== undefined) {
    account.subscription_expired = update.subscription_expired;
  }
  if (update.has_purchase_pin !== undefined) account.has_purchase_pin = update.has_purchase_pin;
  return { ...user, profile: { ...user.profile, ...update.profile }, account };
}

/** The fields of a profile-update answer, as `applyProfileUpdate` takes them. */
export function profileUpdateFieldsOf(answer: ProfileUpdate): ProfileUpdateFields {
  return {
    profile: answer.profile,
    subscription_expired: answer.account.subscription_expired,
    has_purchase_pin: answer.account.has_purchase_pin,
  };
}

/** A subscription check updates subscription_expired. */
export function applySubscriptionCheck(
  user: LoginData,
  check: { subscription_expired: boolean },
): LoginData {
  if (user.account.subscription_expired === check.subscription_expired) return user;
  return {
    ...user,
    account: { ...user.account, subscription_expired: check.subscription_expired },
  };
}

/**
 * A confirmed user (authorise answers) keeps the re-login key of the same device when the
 * answer carries none, so a later status -1 can still re-login silently.
 */
export function keepReloginKey(previous: LoginData | null, next: LoginData): LoginData {
  if (next.relogin_key || !previous?.relogin_key) return next;
  if (previous.device.id !== next.device.id) return next;
  return { ...next, relogin_key: previous.relogin_key };
}
