import { create } from 'zustand';
import type { LoginData, ProfileUpdate, SubscriptionChange } from '@marquee/contract';
import { storage } from '@/shared/storage/storage';
import { until } from '@/shared/lib/until';
import {
  applyProfileUpdate,
  applySubscriptionChange,
  applySubscriptionCheck,
  disableSubscription,
  keepReloginKey,
  profileUpdateFieldsOf,
} from '../lib/user-reducers';

/** The logged user as the spec keeps it: null unknown, false logged out, an object logged in. */
export type SessionUser = LoginData | false | null;

interface SessionStore {
  user: SessionUser;
  /** Logged in to an account of several profiles: "Who's watching?" comes before home. */
  choosingProfile: boolean;
  /**
   * Stores a confirmed user (after login, authorisation, re-login or a switch of profile);
   * `chooseProfile` after a login that goes to "Who's watching?" first.
   */
  logIn: (user: LoginData, options?: { chooseProfile?: boolean }) => void;
  /** Forgets the user on this device; the server is not told. */
  logOutLocally: () => void;
  /** A subscription change: new device token, account and subscription. */
  changeSubscription: (change: SubscriptionChange) => void;
  /** Marks the subscription expired. */
  disableSubscription: () => void;
  /** A profile update's answer: merged profile, expiry flag and purchase-PIN flag. */
  updateProfile: (answer: ProfileUpdate) => void;
  /** A subscription check's answer. */
  checkSubscription: (check: { subscription_expired: boolean }) => void;
}

// A stored user is not trusted until the authorise call confirms it, so it starts unknown.
const initialUser = (): SessionUser => (storage.user.get() ? null : false);

export const useSessionStore = create<SessionStore>()((set, get) => {
  /** Applies a reducer to a logged-in user and persists the result. */
  const update = (reducer: (user: LoginData) => LoginData) => {
    const { user } = get();
    if (!user) return;
    const next = reducer(user);
    if (next === user) return;
    storage.user.set(next);
    set({ user: next });
  };
  return {
    user: initialUser(),
    choosingProfile: false,
    logIn: (user, options = {}) => {
      const next = keepReloginKey(storage.user.get(), user);
      storage.user.set(next);
      set({ user: next, choosingProfile: options.chooseProfile ?? false });
    },
    logOutLocally: () => {
      storage.user.remove();
      set({ user: false, choosingProfile: false });
    },
    changeSubscription: (change) => update((user) => applySubscriptionChange(user, change)),
    disableSubscription: () => update(disableSubscription),
    updateProfile: (answer) =>
      update((user) => applyProfileUpdate(user, profileUpdateFieldsOf(answer))),
    checkSubscription: (check) => update((user) => applySubscriptionCheck(user, check)),
  };
});

/** Resolves once the login state is known (logged in or out), at once when it is. */
export function sessionKnown(): Promise<void> {
  return until(useSessionStore.subscribe, () => useSessionStore.getState().user !== null);
}
