import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ProfileUpdate, type UpdateProfileBody } from '@marquee/contract';
import { putProfile } from '@/entities/profile';
import { apiRequest } from '@/shared/api/api-client';
import { useAccountSession } from '../hooks/use-account-session';
import { accountKeys } from './account-keys';

/** Changes profile fields (and the PINs, which never come back). */
export function updateProfile(body: UpdateProfileBody, signal?: AbortSignal) {
  return apiRequest(api.account.updateProfile, { body, signal });
}

export const updateProfileMutationOptions = () =>
  mutationOptions<ProfileUpdate, Error, UpdateProfileBody>({
    mutationKey: accountKeys.updateProfile(),
    mutationFn: (body) => updateProfile(body),
  });

/**
 * Updates a profile: the household's list takes the answer, and the stored user too when it is
 * the profile watching.
 */
export function useUpdateProfile() {
  const { user, onProfileUpdated } = useAccountSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    onSuccess: (answer) => {
      putProfile(queryClient, answer.profile);
      if (answer.profile.id === user.profile.id) onProfileUpdated(answer);
    },
  });
}
