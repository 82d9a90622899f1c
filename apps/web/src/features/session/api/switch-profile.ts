import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type LoginData, type SwitchProfileBody } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { applyProfileSwitch } from '../lib/apply-profile-switch';
import { sessionKeys } from './session-keys';

/**
 * Makes one of the account's profiles the session's (its PIN when it has one); answers the
 * logged user as login does. A locked profile without its PIN, or with a wrong one, is refused
 * with a notice (`profilePinRequired`, `wrongParentalPin`, `tooManyWrongPins`).
 */
export function switchProfile(body: SwitchProfileBody, signal?: AbortSignal) {
  return apiRequest(api.account.switchProfile, { body, signal });
}

export const switchProfileMutationOptions = () =>
  mutationOptions<LoginData, Error, SwitchProfileBody>({
    mutationKey: sessionKeys.switchProfile(),
    mutationFn: (body) => switchProfile(body),
  });

/** Switches the viewing profile; once the server agrees, the app follows it (`applyProfileSwitch`). */
export function useSwitchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...switchProfileMutationOptions(),
    onSuccess: (user) => applyProfileSwitch(queryClient, user),
  });
}
