import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type CreateProfileBody, type Profile } from '@marquee/contract';
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

/** Creates a profile, saying "Profile created" or "Profile create failed". */
export function useCreateProfile() {
  const { t } = useTranslation();
  return useMutation({
    ...createProfileMutationOptions(),
    onSuccess: () => notify('success', t('notices.profileCreated')),
    onError: () => notify('error', t('notices.profileCreateFailed')),
  });
}
