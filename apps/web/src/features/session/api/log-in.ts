import { mutationOptions, useMutation } from '@tanstack/react-query';
import { APP_VERSION, Header, api, type LoginData } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { utf8ToBase64 } from '@/shared/lib/base64';
import { useSessionStore } from '../stores/session-store';
import { sessionKeys } from './session-keys';

export interface Credentials {
  identifier: string;
  password: string;
}

const DEVICE_MODEL_MAX = 120;

/** Logs in with Basic authorisation plus the device model and app version headers. */
export function logIn({ identifier, password }: Credentials, signal?: AbortSignal) {
  return apiRequest(api.account.login, {
    signal,
    headers: {
      [Header.authorization]: `Basic ${utf8ToBase64(`${identifier}:${password}`)}`,
      [Header.deviceModel]: navigator.userAgent.slice(0, DEVICE_MODEL_MAX),
      [Header.appVersion]: APP_VERSION,
    },
  });
}

export const logInMutationOptions = () =>
  mutationOptions<LoginData, Error, Credentials>({
    mutationKey: sessionKeys.login(),
    mutationFn: (credentials) => logIn(credentials),
  });

/** Logs in and, on success, stores the user. */
export function useLogIn() {
  const storeUser = useSessionStore((state) => state.logIn);
  return useMutation({ ...logInMutationOptions(), onSuccess: (user) => storeUser(user) });
}
