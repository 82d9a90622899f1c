import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueViewer } from '@/shared/catalogue/catalogue-viewer';
import { notify } from '@/shared/ui/notify';

/**
 * Play and Rent refuse an expired subscription with the warning "subscription has expired"
 * and the prompt to renew (catalogue §4 and §6); otherwise the action runs.
 */
export function useSubscriptionGate() {
  const { t } = useTranslation();
  const { subscriptionExpired } = useCatalogueViewer();

  return useCallback(
    (action: () => void) => {
      if (!subscriptionExpired) {
        action();
        return;
      }
      const message = t('details.subscriptionWarning', {
        warning: t('notices.subscriptionExpired'),
        hint: t('notices.renewSubscription'),
      });
      // The notice texts start in lower case (access §8); a sentence on its own starts in capitals.
      notify('warning', message.charAt(0).toUpperCase() + message.slice(1));
    },
    [subscriptionExpired, t],
  );
}
