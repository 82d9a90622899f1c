import { mutationOptions } from '@tanstack/react-query';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { sessionKeys } from './session-keys';

/** Asks whether this device's token is still valid (after a session problem). */
export function checkDeviceToken(signal?: AbortSignal) {
  return apiRequest(api.account.checkDeviceToken, { signal });
}

/** The check as a mutation: it is fired by the session flows, never cached. */
export const checkDeviceTokenMutationOptions = () =>
  mutationOptions({
    mutationKey: sessionKeys.checkDeviceToken(),
    mutationFn: () => checkDeviceToken(),
  });
