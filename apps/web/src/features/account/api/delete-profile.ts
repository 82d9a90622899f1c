import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Profile } from '@marquee/contract';
import { setProfiles } from '@/entities/profile';
import { apiRequest } from '@/shared/api/api-client';
import { accountKeys } from './account-keys';

/** Deletes a profile and all it kept; never the account's last. Answers the profiles left. */
export function deleteProfile(profileId: number, signal?: AbortSignal) {
  return apiRequest(api.account.deleteProfile, { body: { profile_id: profileId }, signal });
}

export const deleteProfileMutationOptions = () =>
  mutationOptions<Profile[], Error, Profile>({
    mutationKey: accountKeys.deleteProfile(),
    mutationFn: (profile) => deleteProfile(profile.id),
  });

/** Deletes a profile; the household's list becomes the profiles the server kept. */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteProfileMutationOptions(),
    onSuccess: (profiles) => setProfiles(queryClient, profiles),
  });
}
