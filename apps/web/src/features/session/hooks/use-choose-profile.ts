import { useState } from 'react';
import type { Profile } from '@marquee/contract';
import { isApiError } from '@/shared/api/api-error';
import { useSwitchProfile } from '../api/switch-profile';
import { useSessionStore } from '../stores/session-store';

/**
 * The choice of a profile in "Who's watching?": one action, and the PIN when it is locked,
 * unless it is the session's own profile (the server asks no PIN for that: the password was
 * just typed, or the profile was chosen with its PIN before).
 */
export function useChooseProfile(onSwitched: () => void) {
  const switching = useSwitchProfile();
  const current = useSessionStore((state) => (state.user ? state.user.profile.id : null));
  // The locked profile whose PIN is asked for.
  const [asking, setAsking] = useState<Profile | null>(null);

  const switchTo = (profile: Profile, pin?: string) =>
    switching.mutateAsync({ profile_id: profile.id, ...(pin ? { pin } : {}) });

  const choose = (profile: Profile) => {
    if (switching.isPending) return;
    if (profile.has_pin && profile.id !== current) {
      setAsking(profile);
      return;
    }
    switching.reset();
    switchTo(profile).then(onSwitched, (error: unknown) => {
      // Locked since the list was read: ask for its PIN after all.
      if (isApiError(error) && error.notice?.key === 'profilePinRequired') setAsking(profile);
    });
  };

  return {
    choose,
    asking,
    /** Hands the typed PIN to the switch itself: the server checks it (and counts the wrong ones). */
    verify: (pin: string) => (asking ? switchTo(asking, pin) : Promise.reject(new Error('none'))),
    onPinAccepted: () => {
      setAsking(null);
      onSwitched();
    },
    cancelPin: () => {
      setAsking(null);
      switching.reset();
    },
    pending: switching.isPending,
    /** Why a choice without a PIN failed; a PIN prompt says its own. */
    failure: asking === null && switching.isError ? switching.error : null,
  };
}
