import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type CreateProfileBody, type Profile } from '@marquee/contract';
import { putProfile } from '@/entities/profile';
import { apiRequest } from '@/shared/api/api-client';
import { notify } from '@/shared/ui/notify';
import { accountKeys } from './account-keys';

/** Adds a viewing profile to the account. */
export function createProfile(body: CreateProfileBody, signal?: AbortSignal) {
  return apiRequest(api.account.createProfile, { body, signal });
}

export const createProfileMutationOptions = () =>
  mutationOptions<Profile, Error, CreateProfileBody>({
    mutationKey: accountKeys.createProfile(),
    mutationFn: (body) => createProfile(body),
  });

/**
 * Creates a profile, saying "Profile created" or "Profile create failed"; the household's list
 * takes it.
 */
export function useCreateProfile() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    ...createProfileMutationOptions(),
    onSuccess: (profile) => {
      putProfile(queryClient, profile);
      notify('success', t('notices.profileCreated'));
    },
    onError: () => notify('error', t('notices.profileCreateFailed')),
  });
}
