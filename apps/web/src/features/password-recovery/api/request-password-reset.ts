import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@marquee/contract';
import { apiRequestWithMessage } from '@/shared/api/api-client';
import { recoveryKeys } from './recovery-keys';

/**
 * Starts password recovery for an e-mail address (form-encoded, spec: access §7); returns the
 * server's message, which says what happens next.
 */
export async function requestPasswordReset(email: string, signal?: AbortSignal) {
  const answer = await apiRequestWithMessage(api.account.forgotPassword, {
    body: { email },
    signal,
  });
  return answer.message;
}

export const requestPasswordResetMutationOptions = () =>
  mutationOptions<string | undefined, Error, string>({
    mutationKey: recoveryKeys.forgotPassword(),
    mutationFn: (email) => requestPasswordReset(email),
  });

/** The forgot-password call as a mutation; its data is the server's message. */
export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
