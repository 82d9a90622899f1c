import { mutationOptions } from '@tanstack/react-query';
import { api, type LoginData, type ReloginBody } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { sessionKeys } from './session-keys';

/**
 * The silent re-login of status -1: this device's UID and its stored re-login key, answered
 * with fresh login data (the web app never keeps the password; see docs/decisions.md).
 */
export function relogin(body: ReloginBody, signal?: AbortSignal): Promise<LoginData> {
  return apiRequest(api.account.relogin, { body, signal });
}

export const reloginMutationOptions = () =>
  mutationOptions<LoginData, Error, ReloginBody>({
    mutationKey: sessionKeys.relogin(),
    mutationFn: (body) => relogin(body),
  });
