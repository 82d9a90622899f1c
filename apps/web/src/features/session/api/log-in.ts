import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_VERSION, Header, api, type LoginData, type Profile } from '@marquee/contract';
import { getProfiles, setProfiles } from '@/entities/profile';
import { apiRequest } from '@/shared/api/api-client';
import { utf8ToBase64 } from '@/shared/lib/base64';
import { paths } from '@/shared/config/routes';
import { CHOOSER_FROM_PROFILES } from '../lib/preselected-profile';
import { useSessionStore } from '../stores/session-store';
import { sessionKeys } from './session-keys';

export interface Credentials {
  identifier: string;
  password: string;
}

/** A login's answer, with the account's profiles (null when they could not be had). */
export interface LoginOutcome {
  user: LoginData;
  profiles: Profile[] | null;
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

/** Whether a login goes to "Who's watching?" first: the account has two profiles or more. */
export function choosesProfile(outcome: LoginOutcome): boolean {
  return (outcome.profiles?.length ?? 0) >= CHOOSER_FROM_PROFILES;
}

/** Where a login lands: "Who's watching?" for a household, home otherwise. */
export function landingAfterLogin(outcome: LoginOutcome): string {
  return choosesProfile(outcome) ? paths.profiles : paths.home;
}

/**
 * Logs in, then reads the account's profiles with the new session before it is stored, so the
 * app goes straight to where it lands; without them (a failed call) it lands home as before.
 */
async function logInWithProfiles(credentials: Credentials): Promise<LoginOutcome> {
  const user = await logIn(credentials);
  const profiles = await getProfiles(undefined, user.device.token).catch(() => null);
  return { user, profiles };
}

export const logInMutationOptions = () =>
  mutationOptions<LoginOutcome, Error, Credentials>({
    mutationKey: sessionKeys.login(),
    mutationFn: (credentials) => logInWithProfiles(credentials),
  });

/** Logs in and, on success, stores the user (and the profiles "Who's watching?" shows). */
export function useLogIn() {
  const storeUser = useSessionStore((state) => state.logIn);
  const queryClient = useQueryClient();
  return useMutation({
    ...logInMutationOptions(),
    onSuccess: (outcome) => {
      if (outcome.profiles) setProfiles(queryClient, outcome.profiles);
      storeUser(outcome.user, { chooseProfile: choosesProfile(outcome) });
    },
  });
}
