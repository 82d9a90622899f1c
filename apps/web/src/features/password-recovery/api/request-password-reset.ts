import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@marquee/contract';
import { apiRequestWithMessage, type EnvelopeText } from '@/shared/api/api-client';
import { recoveryKeys } from './recovery-keys';

/**
 * Starts password recovery for an e-mail address (form-encoded, spec: access §7); returns what the
 * server said, which is what happens next.
 */
export async function requestPasswordReset(email: string, signal?: AbortSignal) {
  const answer = await apiRequestWithMessage(api.account.forgotPassword, {
    body: { email },
    signal,
  });
  return { message: answer.message, notice: answer.notice };
}

export const requestPasswordResetMutationOptions = () =>
  mutationOptions<EnvelopeText, Error, string>({
    mutationKey: recoveryKeys.forgotPassword(),
    mutationFn: (email) => requestPasswordReset(email),
  });

/** The forgot-password call as a mutation; its data is what the server said. */
export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
