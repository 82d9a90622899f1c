import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type SubscriptionChange } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { notify } from '@/shared/ui/notify';
import { useAccountSession } from '../hooks/use-account-session';
import { accountKeys } from './account-keys';

/** Subscribes the account to a package (a change, or a renewal of the same one). */
export function updateSubscription(subscriptionId: number, signal?: AbortSignal) {
  return apiRequest(api.account.updateSubscription, {
    body: { subscription_id: subscriptionId },
    signal,
  });
}

export const updateSubscriptionMutationOptions = () =>
  mutationOptions<SubscriptionChange, Error, number>({
    mutationKey: accountKeys.updateSubscription(),
    mutationFn: (subscriptionId) => updateSubscription(subscriptionId),
  });

/**
 * Changes or renews the subscription: the stored user takes the new device token, account
 * and subscription; "Successfully subscribed" or "Subscription failed" tells how it went.
 */
export function useUpdateSubscription() {
  const { t } = useTranslation();
  const { onSubscriptionChanged } = useAccountSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSubscriptionMutationOptions(),
    onSuccess: (change) => {
      onSubscriptionChanged(change);
      notify('success', t('notices.successfullySubscribed'));
      void queryClient.invalidateQueries({ queryKey: accountKeys.paymentHistories() });
    },
    onError: () => notify('error', t('notices.subscriptionFailed')),
  });
}
