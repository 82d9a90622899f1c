import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type RegistrationBody } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { registrationKeys } from './registration-keys';

/** Creates the account: details, package and card in one call (spec: access §7). */
export function registerAccount(body: RegistrationBody, signal?: AbortSignal): Promise<null> {
  return apiRequest(api.account.registration, { body, signal });
}

export const registerAccountMutationOptions = () =>
  mutationOptions<null, Error, RegistrationBody>({
    mutationKey: registrationKeys.register(),
    mutationFn: (body) => registerAccount(body),
  });

/** The registration call as a mutation. */
export function useRegisterAccount() {
  return useMutation(registerAccountMutationOptions());
}
