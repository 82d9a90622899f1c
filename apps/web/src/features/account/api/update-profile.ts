import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, type ProfileUpdate, type UpdateProfileBody } from '@marquee/contract';
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

/** Updates the profile and merges the answer into the stored user. */
export function useUpdateProfile() {
  const { onProfileUpdated } = useAccountSession();
  return useMutation({
    ...updateProfileMutationOptions(),
    onSuccess: (answer) => onProfileUpdated(answer),
  });
}
