import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type ResetPasswordBody } from '@marquee/contract';
import { apiRequestWithMessage, type EnvelopeText } from '@/shared/api/api-client';
import { recoveryKeys } from './recovery-keys';

/** Sets a new password with the token of the recovery e-mail; returns what the server said. */
export async function resetPassword(body: ResetPasswordBody, signal?: AbortSignal) {
  const answer = await apiRequestWithMessage(api.account.resetPassword, { body, signal });
  return { message: answer.message, notice: answer.notice };
}

export const resetPasswordMutationOptions = () =>
  mutationOptions<EnvelopeText, Error, ResetPasswordBody>({
    mutationKey: recoveryKeys.resetPassword(),
    mutationFn: (body) => resetPassword(body),
  });

/** The reset-password call as a mutation; its data is what the server said. */
export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
