import { createContext, useContext } from 'react';
import type { LoginData, ProfileUpdate, SubscriptionChange } from '@marquee/contract';

/**
 * What the account area needs from the session, which the app shell provides (features do
 * not import each other): the logged user and the ways to update or end it.
 */
export interface AccountSession {
  user: LoginData;
  /** Applies a subscription change (new device token, account and subscription). */
  onSubscriptionChanged: (change: SubscriptionChange) => void;
  /** Applies a profile update's answer. */
  onProfileUpdated: (answer: ProfileUpdate) => void;
  /** This device was removed: forget the session here. */
  onCurrentDeviceRemoved: () => void;
}

export const AccountSessionContext = createContext<AccountSession | null>(null);

/** The session as the account area sees it; only inside `AccountSessionContext`. */
export function useAccountSession(): AccountSession {
  const session = useContext(AccountSessionContext);
  if (!session) throw new Error('The account area needs an AccountSessionContext provider.');
  return session;
}
