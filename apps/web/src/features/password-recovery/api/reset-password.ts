import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type ResetPasswordBody } from '@marquee/contract';
import { apiRequestWithMessage } from '@/shared/api/api-client';
import { recoveryKeys } from './recovery-keys';

/** Sets a new password with the token of the recovery e-mail; returns the server's message. */
export async function resetPassword(body: ResetPasswordBody, signal?: AbortSignal) {
  const answer = await apiRequestWithMessage(api.account.resetPassword, { body, signal });
  return answer.message;
}

export const resetPasswordMutationOptions = () =>
  mutationOptions<string | undefined, Error, ResetPasswordBody>({
    mutationKey: recoveryKeys.resetPassword(),
    mutationFn: (body) => resetPassword(body),
  });

/** The reset-password call as a mutation; its data is the server's message. */
export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
