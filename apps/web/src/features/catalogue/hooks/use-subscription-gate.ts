import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogueViewer } from '@/entities/title-card';
import { paths } from '@/shared/config/routes';
import { notify } from '@/shared/ui/notify';

/** The account page's section where a subscription is renewed. */
const RENEW_SUBSCRIPTION = { pathname: paths.account, hash: 'subscription' };

/**
 * The warning "subscription has expired" with the prompt to renew (access §8), whose Renew
 * button opens the account's subscription section.
 */
export function useExpiredSubscriptionWarning() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return useCallback(() => {
    const message = t('details.subscriptionWarning', {
      warning: t('notices.subscriptionExpired'),
      hint: t('notices.renewSubscription'),
    });
    // The notice texts start in lower case (access §8); a sentence on its own starts in capitals.
    notify('warning', message.charAt(0).toUpperCase() + message.slice(1), {
      action: {
        label: t('catalogue.play.renew'),
        onClick: () => void navigate(RENEW_SUBSCRIPTION),
      },
    });
  }, [navigate, t]);
}

/**
 * Play and Rent refuse an expired subscription with the warning "subscription has expired"
 * and the prompt to renew (catalogue §4 and §6); otherwise the action runs.
 */
export function useSubscriptionGate() {
  const { subscriptionExpired } = useCatalogueViewer();
  const warnExpired = useExpiredSubscriptionWarning();

  return useCallback(
    (action: () => void) => {
      if (subscriptionExpired) warnExpired();
      else action();
    },
    [subscriptionExpired, warnExpired],
  );
}
