import { useTranslation } from 'react-i18next';
import type { SubscriberSubscription } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import { DetailSection } from './detail-section';

/** The account's subscription periods, newest first, each with its state in words. */
export function SubscriberSubscriptions({
  subscriptions,
}: {
  subscriptions: SubscriberSubscription[];
}) {
  const { t } = useTranslation();
  const state = (subscription: SubscriberSubscription) => {
    if (subscription.active) return t('subscribers.active');
    return subscription.disabled_at ? t('subscribers.replaced') : t('subscribers.expired');
  };
  return (
    <DetailSection
      id="subscriber-subscriptions"
      title={t('subscribers.subscriptions')}
      empty={subscriptions.length === 0 ? t('subscribers.noSubscriptions') : undefined}
      columns={
        <>
          <th scope="col">{t('subscribers.package')}</th>
          <th scope="col">{t('subscribers.state')}</th>
          <th scope="col">{t('subscribers.starts')}</th>
          <th scope="col">{t('subscribers.expires')}</th>
        </>
      }
    >
      {subscriptions.map((subscription) => (
        <tr key={subscription.id}>
          <th scope="row">{subscription.package_name}</th>
          <td>{state(subscription)}</td>
          <td>
            <DateTime value={subscription.starts_at} />
          </td>
          <td>
            <DateTime value={subscription.expires_at} />
          </td>
        </tr>
      ))}
    </DetailSection>
  );
}
