import { useTranslation } from 'react-i18next';
import type { SubscriberSubscriptionState } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';

/** Whether a subscription runs, in words: its package and when it ends or ended. */
export function SubscriptionState({ state }: { state: SubscriberSubscriptionState | null }) {
  const { t } = useTranslation();
  if (!state) return <>{t('subscribers.noSubscription')}</>;
  return (
    <>
      {state.package_name}
      {' · '}
      {state.active ? t('subscribers.activeUntil') : t('subscribers.endedOn')}{' '}
      <DateTime value={state.expires_at} time={false} />
    </>
  );
}
