import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CallFailed } from '@/ui/call-failed';
import { PasswordResetButton } from './password-reset-button';
import { SubscriberDevices } from './subscriber-devices';
import { SubscriberFacts } from './subscriber-facts';
import { SubscriberPayments } from './subscriber-payments';
import { SubscriberProfiles } from './subscriber-profiles';
import { SubscriberSubscriptions } from './subscriber-subscriptions';
import { subscriberQuery } from './subscriber-queries';
import styles from './subscribers.module.css';

/** One subscriber: what the account holds, and the help support gives. */
export function SubscriberPage() {
  const { t } = useTranslation();
  // A text that is no id still goes to the server, whose refusal says what is wrong with it.
  const id = Number(useParams().id);
  const subscriber = useQuery(subscriberQuery(id));

  const back = (
    <Link className={styles.back} to="/subscribers">
      {t('subscribers.back')}
    </Link>
  );
  if (subscriber.isPending) {
    return (
      <div className={styles.page}>
        {back}
        <p role="status">{t('app.loading')}</p>
      </div>
    );
  }
  if (subscriber.isError) {
    return (
      <div className={styles.page}>
        {back}
        <h1>{t('subscribers.subscriberTitle')}</h1>
        <CallFailed error={subscriber.error} onRetry={() => void subscriber.refetch()} />
      </div>
    );
  }
  const detail = subscriber.data;
  return (
    <div className={styles.page}>
      {back}
      <h1>{detail.account.email}</h1>
      <SubscriberFacts account={detail.account} />
      <PasswordResetButton accountId={detail.account.id} />
      <SubscriberDevices accountId={detail.account.id} devices={detail.devices} />
      <SubscriberProfiles profiles={detail.profiles} />
      <SubscriberSubscriptions subscriptions={detail.subscriptions} />
      <SubscriberPayments payments={detail.payments} />
      <Link className={styles.back} to={`/commerce/payments/${detail.account.id}`}>
        {t('commerce.paymentHistory')}
      </Link>
    </div>
  );
}
