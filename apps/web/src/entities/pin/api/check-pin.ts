import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type CheckPinBody, type PinCheck } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';

/** Mutation keys of the PIN check. */
export const pinKeys = {
  all: ['pin'] as const,
  check: () => [...pinKeys.all, 'check'] as const,
};

/** Asks the server whether a parental or purchase PIN is right; the browser never sees PINs. */
export function checkPin(body: CheckPinBody, signal?: AbortSignal): Promise<PinCheck> {
  return apiRequest(api.account.checkPin, { body, signal });
}

export const checkPinMutationOptions = () =>
  mutationOptions<PinCheck, Error, CheckPinBody>({
    mutationKey: pinKeys.check(),
    mutationFn: (body) => checkPin(body),
  });

/** The PIN check as a mutation. */
export function useCheckPin() {
  return useMutation(checkPinMutationOptions());
}
