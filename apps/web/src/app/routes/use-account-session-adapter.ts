import { useMemo } from 'react';
import type { AccountSession } from '@/features/account/hooks/use-account-session';
import { useForgetSession } from '@/features/session/hooks/use-forget-session';
import { useSessionStore } from '@/features/session/stores/session-store';

/** The session store as the account area sees it (features do not import each other). */
export function useAccountSessionAdapter(): AccountSession | null {
  const user = useSessionStore((state) => state.user);
  const changeSubscription = useSessionStore((state) => state.changeSubscription);
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const forgetSession = useForgetSession();
  return useMemo(
    () =>
      user
        ? {
            user,
            onSubscriptionChanged: changeSubscription,
            onProfileUpdated: updateProfile,
            onCurrentDeviceRemoved: forgetSession,
          }
        : null,
    [user, changeSubscription, updateProfile, forgetSession],
  );
}
